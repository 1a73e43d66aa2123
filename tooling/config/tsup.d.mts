import type { defineConfig, Options } from 'tsup';
export declare function dexTsupConfig(overrides?: Options): ReturnType<typeof defineConfig>;
