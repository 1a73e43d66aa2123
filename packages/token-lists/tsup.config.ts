import { dexTsupConfig } from '@dex-tooling/config/tsup';

// Two entries sharing chunks: `@dex/token-lists/validate` (the precompiled schema validator) and
// the root. Split builds keep the validator in a chunk of its own, so a bundler can leave it out
// of a search-only import (the package has no side effects).
export default dexTsupConfig({ entry: ['src/index.ts', 'src/validate.ts'], splitting: true });
