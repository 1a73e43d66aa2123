import type { UserConfig } from 'vitest/config';
export declare const sourceConditions: string[];
export declare function dexVitestConfig(overrides?: UserConfig): UserConfig;
