import { dexVitestConfig } from '@dex-tooling/config/vitest';

export default dexVitestConfig({
  test: {
    // One devnet is shared by the files of this package; deploying it cold takes a while.
    hookTimeout: 180_000,
    testTimeout: 60_000,
    fileParallelism: false,
  },
});
