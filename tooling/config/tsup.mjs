// Shared tsup settings for publishable @dex/* packages: ESM + CJS from the entries (src/index.ts
// unless a package names more), and their declarations (see declarations.mjs).
import { defineConfig } from 'tsup';
import { publishDeclarations, startDeclarations } from './declarations.mjs';

/**
 * Declarations (#25 §3), chosen by measurement on this 2-core machine. tsup's own `dts` ran
 * rollup-plugin-dts over the TypeScript 5.9 compiler API, one full program per package: 4-15 s each
 * idle, 6-26 s under the build stage's load, most of the stage's CPU. Instead (same program):
 * - tsgo (the native compiler `pnpm typecheck` uses) writes the checked declarations in 0.6-4.7 s;
 * - bundling those `.d.ts` files with tsup's dts (no program then) still cost 1-3.5 s of CPU per
 *   package (a worker loading TypeScript 5.9 and rollup), so they stay unbundled: one `.d.ts` per
 *   source module beside a `.d.cts` twin whose imports name `.cjs` (a require consumer never gets
 *   ESM-typed files: no masquerading). Each entry exports the same names as the bundles did.
 * - tsup's dts with tuned compiler options is no option: skipLibCheck and no declarationMap are its
 *   defaults already, and even `noCheck` leaves TypeScript 5.9's emit at 60% of its time.
 * The 13 packages' build stage (turbo, --concurrency=2, loaded machine): 137-159 s -> 63-87 s wall,
 * 134-154 s -> 71-77 s CPU. tsgo runs beside esbuild; its output is copied once esbuild is done
 * (once per tsup run: `tsup --watch` would not refresh declarations; no package uses it).
 * tsgo 7.0's emit matched TypeScript 5.9's on every package but one pattern: an inline `{}` in a
 * vanilla-extract sprinkles condition (see ui-kit's theme/stackSprinkles.css.ts).
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
