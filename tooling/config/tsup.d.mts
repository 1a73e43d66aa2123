import type { Options } from 'tsup';
export declare function dexTsupConfig(overrides?: Options): Options | Options[];
