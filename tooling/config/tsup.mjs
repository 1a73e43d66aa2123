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
    treeshake: true,
    target: 'es2022',
    ...overrides,
  });
}
