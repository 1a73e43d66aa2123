// Shared tsup settings for publishable @dex/* packages: ESM + CJS + d.ts from src/index.ts.
import { defineConfig } from 'tsup';

/** @param {import('tsup').Options} [overrides] */
export function dexTsupConfig(overrides = {}) {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    // Declarations see workspace dependencies as a consumer does, through their built `dist`
    // types (the build runs after theirs), not their source: each package's program then holds its
    // own files only, instead of type-checking every dependency's source again.
    dts: { compilerOptions: { customConditions: [] } },
    sourcemap: true,
    clean: true,
    // esbuild's own bundling already drops unused code; tsup's extra rollup pass (treeshake: true)
    // appended a second sourceMappingURL comment to every file.
    treeshake: false,
    target: 'es2022',
    ...overrides,
  });
}
