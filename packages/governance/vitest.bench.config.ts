import { sourceConditions } from '@dex-tooling/config/vitest';
import { defineConfig } from 'vitest/config';

// `pnpm bench`: timing runs kept out of the unit suite so machine noise cannot fail `pnpm test`.
export default defineConfig({
  resolve: { conditions: [...sourceConditions, 'module', 'node', 'development|production'] },
  test: {
    include: ['bench/**/*.bench.test.ts'],
    reporters: ['default'],
    testTimeout: 120_000,
  },
});
