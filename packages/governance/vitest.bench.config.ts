import { dexVitestBenchConfig } from '@dex-tooling/config/vitest';

export default dexVitestBenchConfig();
