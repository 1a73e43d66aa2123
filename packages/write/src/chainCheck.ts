// The chain half of the check before a write: a write built for one chain must never reach
// another. `sendWrite` and `estimateNetworkCost` (and @dex/approvals' `signPermit`) ask the wallet
// where it is (@dex/wallet's `requireWalletChain`), so no caller can skip it; `withChainCheck`
// puts an app's own check before a wallet's raw requests.

import type { Eip1193Provider, RequestArguments } from '@dex/primitives';

/** Wallet requests that sign, send or estimate a write. */
export const CHAIN_CHECKED_METHODS: ReadonlySet<string> = new Set([
  'eth_sendTransaction',
  'eth_signTransaction',
  'eth_sign',
  'personal_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_estimateGas',
]);

/**
 * The wallet's provider with every write-related request preceded by `requireChain` (e.g.
 * `@dex/wallet`'s `WalletManager.requireChain(chainId)`): when that throws (the wallet is not on
 * the write's chain), the request is not made at all. Reads pass straight through.
 */
export function withChainCheck(
  provider: Eip1193Provider,
  requireChain: () => Promise<void>,
): Eip1193Provider {
  const guarded: Eip1193Provider = {
    async request(args: RequestArguments) {
      if (CHAIN_CHECKED_METHODS.has(args.method)) await requireChain();
      return provider.request(args);
    },
  };
  if (provider.on) guarded.on = provider.on.bind(provider);
  if (provider.removeListener) guarded.removeListener = provider.removeListener.bind(provider);
  return guarded;
}
