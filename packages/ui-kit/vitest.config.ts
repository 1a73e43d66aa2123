import { dexVitestConfig } from '@dex-tooling/config/vitest';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';

export default dexVitestConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    // Lets the generated vanilla-extract CSS reach the jsdom document.
    css: true,
    setupFiles: ['./test/setup.ts'],
  },
});
