// The chain half of the check before a write, for a bare provider (the manager's own is
// `WalletManager.requireChain`): a write built for one chain must never reach another. @dex/write's
// `sendWrite` and `estimateNetworkCost` and @dex/approvals' `signPermit` ask the wallet here.

import { type Eip1193Provider, parseChainId } from './eip1193';
import { toWalletError, WalletError, WrongNetworkError } from './errors';

/**
 * Resolves when the wallet answers `eth_chainId` with `chainId`, the chain the write was built
 * for (any hex case or leading zeros, as wallets spell it). Otherwise rejects with
 * `WrongNetworkError` carrying the wallet's chain, with the wallet's own error (typed by
 * `toWalletError`: a "no" stays a rejection) when it cannot answer, or with a `WalletError` when
 * its answer is no chain id: nothing may be estimated, signed or sent then.
 */
export async function requireWalletChain(
  provider: Eip1193Provider,
  chainId: number,
): Promise<void> {
  let answer: unknown;
  try {
    answer = await provider.request({ method: 'eth_chainId' });
  } catch (error) {
    throw toWalletError(error);
  }
  let actual: number;
  try {
    actual = parseChainId(answer);
  } catch (cause) {
    throw new WalletError('The wallet did not say which chain it is on.', { cause });
  }
  if (actual !== chainId) throw new WrongNetworkError(actual);
}
