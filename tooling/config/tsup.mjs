// Shared tsup settings for publishable @dex/* packages: ESM + CJS from the entries (src/index.ts
// unless a package names more), and their declarations (see declarations.mjs).
import { defineConfig } from 'tsup';
import { publishDeclarations, startDeclarations } from './declarations.mjs';

/**
 * Declarations (#25 §3). tsup's own `dts` ran rollup-plugin-dts over the TypeScript 5.9 compiler
 * API, one full program per package: 4-15 s each on an idle machine, 6-26 s under the build stage's
 * load, most of the stage's CPU. Measured instead (same program, same options):
 * - tsgo (the native compiler `pnpm typecheck` uses) writes the checked declarations in 0.6-4.7 s;
 * - bundling those `.d.ts` files with tsup (no program then) still cost 0.3-3.5 s of CPU per package
 *   (a worker loading TypeScript 5.9 and rollup), a third of what remained: so they stay unbundled,
 *   one `.d.ts` per source module beside a `.d.cts` twin whose imports name `.cjs` (a require
 *   consumer never gets ESM-typed files: no masquerading).
 * tsup's dts with tuned compiler options is no option: skipLibCheck and no declarationMap are its
 * defaults already, and `noCheck` still leaves TypeScript 5.9's emit at 60% of the time.
 * tsgo runs beside esbuild and its output is copied into `dist` once esbuild is done.
 *
 * @param {import('tsup').Options} [overrides]
 */
export function dexTsupConfig(overrides = {}) {
  const entry = overrides.entry ?? ['src/index.ts'];
  if (!Array.isArray(entry)) throw new Error('dexTsupConfig: entry must be a list of src files');
  // A function, so tsgo starts only when tsup builds (not when the config is merely imported), and
  // not at all for a build that asks for no declarations (the consumers' size bench: `dts: false`).
  return defineConfig((options) => {
    const declarations = options.dts === false ? undefined : startDeclarations(entry);
    const outDir = options.outDir ?? 'dist';
    return {
      entry,
      format: ['esm', 'cjs'],
      sourcemap: true,
      clean: true,
      // esbuild's own bundling already drops unused code; tsup's extra rollup pass (treeshake: true)
      // appended a second sourceMappingURL comment to every file.
      treeshake: false,
      target: 'es2022',
      onSuccess: declarations && (() => publishDeclarations(declarations, outDir)),
      ...overrides,
    };
  });
}
