import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Used by Storybook (its Vite builder reads this file) and merged into the vitest config.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
});
