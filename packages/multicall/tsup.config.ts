import { dexTsupConfig } from '@dex-tooling/config/tsup';

// Entries sharing chunks: the root (no Ethereum library), `/http` (the batched transport), `/ws`
// (the WebSocket newHeads push source), `/ethers` and `/viem` (helpers taking that library's
// types) and `/deploy` (the contract's creation code, for dev nodes). Split builds keep one copy
// of the shared code (and so one class per error for instanceof) whichever entries an app imports.
export default dexTsupConfig({
  entry: [
    'src/index.ts',
    'src/http.ts',
    'src/ws.ts',
    'src/ethers.ts',
    'src/viem.ts',
    'src/deploy.ts',
  ],
  splitting: true,
});
