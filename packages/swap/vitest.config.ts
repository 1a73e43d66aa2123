import { dexVitestConfig } from '@dex-tooling/config/vitest';

export default dexVitestConfig();
