// Shared vitest settings: workspace packages resolve from source (the `@dex/source` export
// condition), and every run writes a JSON report that `pnpm test` sums into one line.
//
// Speed: test files run in worker threads that keep one environment (jsdom) and the packages
// loaded from node_modules for every file they run (`isolate: false`), while each file still gets
// fresh copies of our own modules (vitest-fresh-modules.mjs); this cuts the web app's and the
// ui-kit's suites to about a quarter of their CPU time. Files that replace our own modules
// (`vi.mock('./x')`, `vi.mock('@dex/ens')`) share the worker too: vitest keeps mocks per test file,
// and the fresh copies per file keep a module that imported a mock from reaching the next file
// (tooling/scripts/vitest-shared-worker.harness.test.mjs). Run alone, each such file paid about
// 6 CPU seconds of imports (the web app's twelve: 75 of its 135). A file that replaces a package
// from node_modules (which every file of the worker shares), tests against a devnet
// (`*.devnet.test.ts`) or says `// vitest: isolate` runs alone, in the `isolated` project.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';

const FRESH_MODULES = fileURLToPath(new URL('./vitest-fresh-modules.mjs', import.meta.url));

export const sourceConditions = ['@dex/source'];
// Where a test file runs (vitest's node environment is vite's `ssr` one, jsdom's the client one):
// both resolve the workspace packages from source, so no command needs a build first.
const sourceResolve = {
  resolve: { conditions: [...sourceConditions, 'module', 'browser', 'development|production'] },
  ssr: {
    resolve: { conditions: [...sourceConditions, 'module', 'node', 'development|production'] },
  },
};

const TEST_FILE = /\.test\.tsx?$/;
const ASKS_FOR_ISOLATION = /^\/\/ vitest: isolate\b/m;
// The module a `vi.mock(...)`/`vi.doMock(...)` replaces: 'x' or import('x').
const MOCKED_MODULE = /\bvi\.(?:mock|doMock)\(\s*(?:import\(\s*)?(['"`])([^'"`]+)\1/g;
// Our own modules, fresh in every file: relative paths and the workspace packages (from source).
const OWN_MODULE = /^(?:\.{1,2}\/|@dex\/)/;
/** Whether a file replaces a module that other files of a shared worker would see replaced too. */
function mocksSharedModule(source) {
  return [...source.matchAll(MOCKED_MODULE)].some((match) => !OWN_MODULE.test(match[2]));
}
const needsIsolation = (source) => ASKS_FOR_ISOLATION.test(source) || mocksSharedModule(source);
// Tests against a devnet are slow anyway and hold sockets and timers open: they run alone too.
const DEVNET_TEST = /\.devnet\.test\.tsx?$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.test-results', 'storybook-static']);

/** Test files under `dir` that must run in a context of their own, relative to `dir`. */
export function filesNeedingIsolation(dir) {
  const found = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (
        TEST_FILE.test(entry.name) &&
        (DEVNET_TEST.test(entry.name) || needsIsolation(readFileSync(path, 'utf8')))
      )
        found.push(relative(dir, path));
    }
  };
  walk(dir);
  return found.sort();
}

/** @param {import('vitest/config').UserConfig} [overrides] */
export function dexVitestConfig(overrides = {}, dir = process.cwd()) {
  const isolated = filesNeedingIsolation(dir);
  const config = mergeConfig(
    defineConfig({
      ...sourceResolve,
      test: {
        reporters: ['default', ['json', { outputFile: '.test-results/vitest.json' }]],
        include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
        // `pnpm test` runs several packages' suites at once on two cores; a slow machine is not a
        // failure. A limit, never a wait.
        testTimeout: 60_000,
        pool: 'threads',
      },
    }),
    overrides,
  );
  // Projects inherit everything (`extends: true`), plugins a package adds later included; list
  // options such as `include` are merged, so each project names its own files and the root none.
  const { include } = config.test;
  config.test.include = [];
  config.test.projects = [
    {
      extends: true,
      test: {
        name: 'shared',
        isolate: false,
        include,
        exclude: ['**/node_modules/**', ...isolated],
        setupFiles: [FRESH_MODULES],
      },
    },
    ...(isolated.length
      ? [{ extends: true, test: { name: 'isolated', isolate: true, include: isolated } }]
      : []),
  ];
  return config;
}

/**
 * `pnpm bench` in a package: the timing runs under `bench/`, kept out of the unit suite so machine
 * noise cannot fail `pnpm test`. They print figures; only a broken run fails.
 * @param {import('vitest/config').UserConfig} [overrides]
 */
export function dexVitestBenchConfig(overrides = {}) {
  return mergeConfig(
    defineConfig({
      ...sourceResolve,
      test: {
        include: ['bench/**/*.bench.test.{ts,tsx}'],
        reporters: ['default'],
        testTimeout: 120_000,
      },
    }),
    overrides,
  );
}
