// The app's transaction tracking: @dex/transactions' trackers of every chain, told each chain's
// block time (@dex/chains) and read the chain's clock the way every deadline does (@dex/write).
// Framework-free, so it is tested without React and wrapped by the atoms in atoms.ts.
import { getChainInfo } from '@dex/chains';
import {
  type ChainTransactions,
  type ChainTransactionsOptions,
  createChainTransactions,
} from '@dex/transactions';
import { readChainTime } from '@dex/write';

export type AppTransactions = ChainTransactions;

export function createAppTransactions(
  options: Omit<ChainTransactionsOptions, 'readChainTime' | 'averageBlockTimeSecondsFor'>,
): AppTransactions {
  return createChainTransactions({
    ...options,
    readChainTime,
    averageBlockTimeSecondsFor: (chainId) => getChainInfo(chainId)?.averageBlockTimeSeconds,
  });
}
