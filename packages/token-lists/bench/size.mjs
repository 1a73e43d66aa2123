// pnpm bench (after the search timings): what @dex/token-lists adds to another team's bundle. The
// package is built as it is published (tsup.config.ts, ESM) into a temporary folder in node_modules, then imports
// of it are bundled by esbuild for the browser (minified, ethers external as the consumer's own
// dependency) and measured raw and gzipped (node:zlib level 6). Prints figures; asserts none.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build as buildPackage } from 'tsup';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
// esbuild is tsup's own bundler: resolved through tsup rather than declared a second time.
const require = createRequire(import.meta.url);
const { build: bundle } = createRequire(require.resolve('tsup'))('esbuild');

/** The issue #20 goals, gzip, ethers external. */
const GOALS = { search: 15_000, whole: 30_000 };

const ENTRIES = [
  {
    label: "import { createTokenSearchIndex } from '@dex/token-lists'",
    code: `export { createTokenSearchIndex } from './index.js';`,
    goal: GOALS.search,
  },
  {
    label: "import { validateTokenList } from '@dex/token-lists/validate'",
    code: `export { validateTokenList } from './validate.js';`,
  },
  {
    label: "import { createListsStore, fetchTokenList } from '@dex/token-lists'",
    code: `export { createListsStore, fetchTokenList } from './index.js';`,
  },
  {
    label: "import * from '@dex/token-lists' (the whole package)",
    code: `export * from './index.js';`,
    goal: GOALS.whole,
  },
];

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

const outDir = mkdtempSync(join(packageDir, 'node_modules', '.size-bench-'));
try {
  await buildPackage({
    config: join(packageDir, 'tsup.config.ts'),
    format: ['esm'],
    outDir,
    dts: false,
    sourcemap: false,
    clean: false,
    silent: true,
  });
  console.log('@dex/token-lists as a dependency (esbuild, minified, ethers external):');
  for (const entry of ENTRIES) {
    const result = await bundle({
      stdin: { contents: entry.code, resolveDir: outDir, loader: 'js' },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      // One file: code behind import() (the validator fetchTokenList loads) is counted in, as a
      // bundler without code splitting would ship it.
      write: false,
      // The workspace dependencies from source, as their published dist is built from it.
      conditions: ['@dex/source'],
      nodePaths: [join(packageDir, 'node_modules')],
      external: ['ethers'],
      logLevel: 'error',
    });
    const bytes = result.outputFiles[0].contents;
    const gzip = gzipSync(bytes, { level: 6 }).length;
    const verdict =
      entry.goal === undefined
        ? ''
        : gzip <= entry.goal
          ? `  (goal ≤ ${kB(entry.goal)})`
          : `  OVER the ${kB(entry.goal)} goal`;
    console.log(
      `  ${entry.label.padEnd(68)} ${kB(bytes.length).padStart(9)} min ${kB(gzip).padStart(8)} gzip${verdict}`,
    );
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
