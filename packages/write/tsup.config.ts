import { dexTsupConfig } from '@dex-tooling/config/tsup';

// Two entries: the write path, and `@dex/write/testing` (a scripted wallet for apps' tests).
export default dexTsupConfig({ entry: ['src/index.ts', 'src/testing.ts'], splitting: true });
