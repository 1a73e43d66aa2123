// Test-only: a jotai store for tests of writes: the app's transactions service over a fake chain
// (the tracker records what is sent), `account` connected on `chainId` and, when given, the
// wallet's provider published.
import { silentLogger } from '@dex/primitives';
import type { Eip1193Provider } from '@dex/wallet';
import { createStore } from 'jotai';
import { connectedWallet } from '../../test/wallet';
import { walletStateAtom } from '../state/wallet';
import { createAppTransactions } from './appTransactions';
import { transactionsServiceAtom, walletProviderAtom } from './atoms';
import { createFakeChain } from './fakeChain.testing';

export function writeTestStore(options: {
  readonly account: string;
  readonly chainId?: number;
  readonly wallet?: Eip1193Provider;
}) {
  const chainId = options.chainId ?? 31337;
  const chain = createFakeChain();
  const store = createStore();
  store.set(
    transactionsServiceAtom,
    createAppTransactions({
      requestFor: (id) => (id === chainId ? chain.request : undefined),
      blocksFor: (id) => (id === chainId ? chain.blocks : undefined),
      logger: silentLogger,
    }),
  );
  store.set(walletStateAtom, connectedWallet(options.account, chainId));
  if (options.wallet) store.set(walletProviderAtom, options.wallet);
  return { store, chain };
}
