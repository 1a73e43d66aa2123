import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Used by Storybook (its Vite builder reads this file) and merged into the vitest config. Workspace
// packages (@dex/primitives) resolve from source through the "@dex/source" export condition, so
// Storybook needs nothing built first.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@dex/source', 'module', 'browser', 'development|production'] },
});
