import type { UserConfig } from 'vitest/config';
export declare const sourceConditions: string[];
/** Test files under `dir` that run alone: they mock a package from node_modules, test against a devnet or ask to. */
export declare function filesNeedingIsolation(dir: string): string[];
export declare function dexVitestConfig(overrides?: UserConfig, dir?: string): UserConfig;
/** `pnpm bench` in a package: the `.bench.test` files under `bench/`, workspace packages from source. */
export declare function dexVitestBenchConfig(overrides?: UserConfig): UserConfig;
