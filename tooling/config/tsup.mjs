// Shared tsup settings for publishable @dex/* packages: ESM + CJS + d.ts from src/index.ts.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'tsup';

const require = createRequire(import.meta.url);
const tsgo = path.join(
  path.dirname(require.resolve('@typescript/native-preview/package.json')),
  'bin',
  'tsgo',
);

/** Where tsgo writes a package's unbundled declarations, for tsup to bundle. */
const declarationsDir = path.join('.cache', 'declarations');

/**
 * Declarations in two steps (#25 §3). tsup's own `dts` ran rollup-plugin-dts over the TypeScript 5.9
 * compiler API: one full program per package, 4-15 s each on an idle machine and most of the build
 * stage's CPU (about 95 s of ui-kit's CI build under load). Measured instead: tsgo (the native compiler
 * `pnpm typecheck` uses) writes the same program's declarations, checked, in 1-3 s; tsup then only
 * bundles those `.d.ts` files (no program: rollup-plugin-dts parses `.d.ts` inputs directly). The
 * bundle keeps today's layout: `dist/<entry>.d.ts` for import and `dist/<entry>.d.cts` (importing
 * `.d.cts` chunks) for require, so a CJS consumer never gets ESM-typed files, and internal modules
 * stay private exactly as before. tsup's dts with tuned compiler options alone stays a TS 5.9
 * program per package (skipLibCheck and no declarationMap are already its defaults).
 *
 * The program sees workspace dependencies as a consumer does, through their built `dist` types
 * (`customConditions: []`; the build runs after theirs), not their source: it holds the package's
 * own files only, and a type error against a dependency's published types fails the build.
 *
 * @param {string[]} entries source entries, e.g. `src/index.ts`
 * @returns {Record<string, string>} tsup's dts entries: output name to emitted `.d.ts`
 */
function emitDeclarations(entries) {
  rmSync(declarationsDir, { recursive: true, force: true });
  mkdirSync(declarationsDir, { recursive: true });
  const fromConfig = (file) => path.relative(declarationsDir, file);
  const tsconfig = {
    extends: fromConfig('tsconfig.json'),
    compilerOptions: {
      customConditions: [],
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      declarationMap: false,
      sourceMap: false,
      rootDir: fromConfig('src'),
      outDir: '.',
    },
    // Only what the entries reach: no tests, benches or fixtures.
    files: entries.map(fromConfig),
    include: [],
  };
  const tsconfigPath = path.join(declarationsDir, 'tsconfig.json');
  writeFileSync(tsconfigPath, `${JSON.stringify(tsconfig, null, 2)}\n`);
  const run = spawnSync(process.execPath, [tsgo, '-p', tsconfigPath], { stdio: 'inherit' });
  if (run.status !== 0) {
    throw new Error(`tsgo could not write the declarations (${tsconfigPath}): see above`);
  }
  return Object.fromEntries(
    entries.map((entry) => {
      const name = path.relative('src', entry).replace(/\.tsx?$/, '');
      return [name, path.join(declarationsDir, `${name}.d.ts`)];
    }),
  );
}

/** @param {import('tsup').Options} [overrides] */
export function dexTsupConfig(overrides = {}) {
  const entry = overrides.entry ?? ['src/index.ts'];
  if (!Array.isArray(entry)) throw new Error('dexTsupConfig: entry must be a list of src files');
  return defineConfig({
    entry,
    format: ['esm', 'cjs'],
    // tsup bundles the declarations tsgo wrote (see emitDeclarations).
    dts: { entry: emitDeclarations(entry), compilerOptions: { customConditions: [] } },
    sourcemap: true,
    clean: true,
    // esbuild's own bundling already drops unused code; tsup's extra rollup pass (treeshake: true)
    // appended a second sourceMappingURL comment to every file.
    treeshake: false,
    target: 'es2022',
    ...overrides,
  });
}
