// Shared vitest settings: workspace packages resolve from source (the `@dex/source` export
// condition), and every run writes a JSON report that `pnpm test` sums into one line.
import { defineConfig, mergeConfig } from 'vitest/config';

export const sourceConditions = ['@dex/source'];

/** @param {import('vitest/config').UserConfig} [overrides] */
export function dexVitestConfig(overrides = {}) {
  return mergeConfig(
    defineConfig({
      resolve: { conditions: [...sourceConditions, 'module', 'browser', 'development|production'] },
      ssr: {
        resolve: { conditions: [...sourceConditions, 'module', 'node', 'development|production'] },
      },
      test: {
        reporters: ['default', ['json', { outputFile: '.test-results/vitest.json' }]],
        include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
        // CI runs several packages' suites at once on two cores; a slow machine is not a failure.
        testTimeout: 20_000,
      },
    }),
    overrides,
  );
}
