import { dexTsupConfig } from '@dex-tooling/config/tsup';

// Entries sharing chunks: the root, `@dex/token-lists/validate` (the precompiled schema validator)
// and `/ethers` and `/viem` (the ENS list resolver on each library). Split builds keep the validator in a chunk of its own, so a bundler can leave it out
// of a search-only import (the package has no side effects).
export default dexTsupConfig({
  entry: ['src/index.ts', 'src/validate.ts', 'src/ethers.ts', 'src/viem.ts'],
  splitting: true,
});
