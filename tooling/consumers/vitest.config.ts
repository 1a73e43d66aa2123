import { dexVitestConfig } from '@dex-tooling/config/vitest';

// Packing and installing takes tens of seconds on a loaded two-core machine.
export default dexVitestConfig({ test: { testTimeout: 120_000, hookTimeout: 240_000 } });
