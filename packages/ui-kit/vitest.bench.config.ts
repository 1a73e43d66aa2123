import { sourceConditions } from '@dex-tooling/config/vitest';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// `pnpm bench`: timing runs kept out of the unit suite so machine noise cannot fail `pnpm test`.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: [...sourceConditions, 'module', 'node', 'development|production'] },
  test: {
    include: ['bench/**/*.bench.test.{ts,tsx}'],
    reporters: ['default'],
    testTimeout: 120_000,
  },
});
