// pnpm bench: what @dex/multicall and @dex/token-lists add to another team's bundle. Each package
// is built as it is published (its tsup.config.ts, ESM) into a temporary folder, then imports of
// it are bundled by esbuild for the browser (minified, ethers external as the consumer's own
// dependency) and measured raw and gzipped (node:zlib level 6). Prints figures; asserts none.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build as bundle } from 'esbuild';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

const LIBRARIES = [
  {
    name: '@dex/multicall',
    dir: 'packages/multicall',
    entries: [
      {
        label:
          "import { createBatchProvider, createMulticall, singleContractCalls, decodeCallStates } from '@dex/multicall'",
        code: `export { createBatchProvider, createMulticall, singleContractCalls, decodeCallStates } from './index.js';`,
      },
      {
        label: "import * from '@dex/multicall' (the whole package)",
        code: `export * from './index.js';`,
      },
    ],
  },
  {
    name: '@dex/token-lists',
    dir: 'packages/token-lists',
    entries: [
      {
        label: "import { createTokenSearchIndex } from '@dex/token-lists'",
        code: `export { createTokenSearchIndex } from './index.js';`,
        goal: 15_000, // issue #20
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
        goal: 30_000, // issue #20
      },
    ],
  },
];

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

for (const library of LIBRARIES) {
  const packageDir = join(repoRoot, library.dir);
  const outDir = mkdtempSync(join(packageDir, 'node_modules', '.size-bench-'));
  try {
    // The package's own tsup and config, run in its folder (tsup resolves entries from there).
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { build } from 'tsup';
await build({ config: 'tsup.config.ts', format: ['esm'], outDir: ${JSON.stringify(outDir)}, dts: false, sourcemap: false, clean: false, silent: true });`,
      ],
      { cwd: packageDir, stdio: 'inherit' },
    );
    console.log(`${library.name} as a dependency (esbuild, minified, ethers external):`);
    for (const entry of library.entries) {
      const result = await bundle({
        stdin: { contents: entry.code, resolveDir: outDir, loader: 'js' },
        bundle: true,
        minify: true,
        format: 'esm',
        platform: 'browser',
        // One file: code behind import() (the validator fetchTokenList loads) is counted in, as
        // a bundler without code splitting would ship it.
        write: false,
        // Workspace dependencies from source, as their published dist is built from it.
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
        `  ${entry.label.padEnd(70)} ${kB(bytes.length).padStart(9)} min ${kB(gzip).padStart(8)} gzip${verdict}`,
      );
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
