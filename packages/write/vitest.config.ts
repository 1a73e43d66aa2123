import { dexVitestConfig } from '@dex-tooling/config/vitest';

// The devnet tests start anvil (from a cached state when one exists); deploying from scratch can
// take a while on a cold machine.
export default dexVitestConfig({ test: { testTimeout: 60_000, hookTimeout: 300_000 } });
