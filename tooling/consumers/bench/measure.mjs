// What one of our packages adds to another team's bundle: the package built as it is published
// (its own tsup.config.ts, ESM) into a temporary folder, then an import of it bundled by esbuild
// for the browser (minified, one file) and measured raw and gzipped (node:zlib level 6). Shared
// by `pnpm bench` (bench/sizes.mjs prints) and the size test (src/bundleSize.test.ts checks).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build as bundle } from 'esbuild';

export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Builds the package in `dir` (relative to the repository) once, then measures each of
 * `entries` ({ code, external }): `code` is a module importing from the build ('./index.js').
 */
export async function measureBundles(dir, entries) {
  const packageDir = join(REPO_ROOT, dir);
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
    const sizes = [];
    for (const entry of entries) {
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
        external: entry.external ?? [],
        logLevel: 'error',
      });
      const bytes = result.outputFiles[0].contents;
      const text = result.outputFiles[0].text;
      sizes.push({
        bytes: bytes.length,
        gzip: gzipSync(bytes, { level: 6 }).length,
        // What the bundle still loads from outside (bare specifiers left as imports).
        imports: [...text.matchAll(/(?:from|import)\s*\(?\s*["']([^"'./][^"']*)["']/g)].map(
          (match) => match[1],
        ),
      });
    }
    return sizes;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The goal of issue #31 §4 for `export * from '@dex/multicall'` with nothing external. */
export const MULTICALL_WHOLE_ENTRY_GOAL = 6_000;
