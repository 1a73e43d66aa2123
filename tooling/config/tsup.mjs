// Shared tsup settings for publishable @dex/* packages: ESM + CJS + d.ts from src/index.ts.
import { defineConfig } from 'tsup';

/** @param {import('tsup').Options} [overrides] */
export function dexTsupConfig(overrides = {}) {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    // esbuild's own bundling already drops unused code; tsup's extra rollup pass (treeshake: true)
    // appended a second sourceMappingURL comment to every file.
    treeshake: false,
    target: 'es2022',
    ...overrides,
  });
}
