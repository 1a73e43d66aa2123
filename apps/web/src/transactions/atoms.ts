// jotai atoms over the app's transaction tracking (appTransactions.ts): what features read and
// write to send and follow transactions on the active chain. See README.md in this folder.

import { hasPendingApproval } from '@dex/approvals';
import { onPageStorageChange, pageStorage } from '@dex/primitives';
import {
  hasPendingClaim,
  type NewTransaction,
  selectPendingTransactions,
  selectRecentTransactions,
  TRANSACTIONS_STORAGE_KEY,
  type TransactionRecord,
  type TransactionsState,
  transactionNotice,
} from '@dex/transactions';
import type { Eip1193Provider } from '@dex/wallet';
import { type Atom, atom, type WritableAtom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { atomFamily } from 'jotai-family';
import { chainReader } from '../chain/chainReaders';
import { addPopupAtom } from '../state/popups';
import { storeSnapshotAtoms } from '../state/storeSnapshot';
import { activeChainIdAtom, connectedAccountAtom } from '../state/wallet';
import { type AppTransactions, createAppTransactions } from './appTransactions';

/**
 * The tracking service: one persisted store, one tracker per chain reading through the chain's
 * batched transport. Created on first use per jotai store; tests set their own before reading.
 */
export const transactionsServiceAtom = atomWithLazy<AppTransactions>(() => {
  // Storage disabled: transactions are kept for this page only.
  const storage = pageStorage();
  return createAppTransactions({
    ...(storage
      ? {
          storage,
          // Another tab wrote its transactions: this tab's store reads them again at once.
          subscribeStorage: (onChange) => onPageStorageChange(TRANSACTIONS_STORAGE_KEY, onChange),
        }
      : {}),
    requestFor: (chainId) => {
      const provider = chainReader(chainId)?.provider;
      return provider ? (args) => provider.request(args) : undefined;
    },
    // Receipts are checked at the blocks reads follow: on a chain with sub-second blocks at most
    // one a second (@dex/multicall's readBlockNumber), like every other per-block read.
    blocksFor: (chainId) => {
      const tracker = chainReader(chainId)?.blockTracker;
      if (!tracker) return undefined;
      return {
        subscribe: (listener) => tracker.subscribe(listener),
        getSnapshot: () => ({ blockNumber: tracker.getSnapshot().readBlockNumber }),
      };
    },
  });
});

// Re-read on every store change, and on each checked block (invalidate), so derived atoms see it.
const transactions = storeSnapshotAtoms((get) => get(transactionsServiceAtom).store);

/** Every tracked transaction of every chain, followed while read. */
export const transactionsStateAtom: Atom<TransactionsState> = transactions.snapshot;

/** The connected wallet's EIP-1193 provider (null when none); src/main.tsx publishes it. */
export const walletProviderAtom = atom<Eip1193Provider | null>(null);

/** Pending transactions of the active chain (of the connected account when there is one). */
export const pendingTransactionsAtom = atom((get): TransactionRecord[] =>
  selectPendingTransactions(
    get(transactionsStateAtom),
    get(activeChainIdAtom),
    get(connectedAccountAtom) ?? undefined,
  ),
);

/**
 * The account view's list: transactions of the active chain added in the last 24 h (on the
 * chain's clock), pending first, then the others, each newest first.
 */
export const recentTransactionsAtom = atom((get): TransactionRecord[] => {
  const chainId = get(activeChainIdAtom);
  const state = get(transactionsStateAtom);
  const now = get(transactionsServiceAtom).now(chainId);
  return selectRecentTransactions(state, chainId, now, get(connectedAccountAtom) ?? undefined);
});

// Keyed by lower-case "token|spender": one atom per pair whatever the casing.
const pendingApprovalFamily = atomFamily((key: string) => {
  const [tokenAddress = '', spender = ''] = key.split('|');
  return atom((get) => {
    const chainId = get(activeChainIdAtom);
    const state = get(transactionsStateAtom);
    const now = get(transactionsServiceAtom).now(chainId);
    return hasPendingApproval(state, chainId, tokenAddress, spender, now);
  });
});

/** True while an approval of `spender` for `tokenAddress` is pending on the active chain. */
export function hasPendingApprovalAtom(tokenAddress: string, spender: string): Atom<boolean> {
  return pendingApprovalFamily(`${tokenAddress.toLowerCase()}|${spender.toLowerCase()}`);
}

const pendingClaimFamily = atomFamily((recipient: string) =>
  atom((get) => hasPendingClaim(get(transactionsStateAtom), get(activeChainIdAtom), recipient)),
);

/** True while a claim for `recipient` is pending on the active chain. */
export function hasPendingClaimAtom(recipient: string): Atom<boolean> {
  return pendingClaimFamily(recipient.toLowerCase());
}

/**
 * What a feature tells the tracker about a transaction it just sent (@dex/transactions'
 * `NewTransaction`: hash, sender, summary, approval or claim, nonce and call when known).
 */
export type AddTransactionInput = NewTransaction;

/**
 * Tracks a sent transaction on the active chain. Resolves with the record; rejects with
 * `TransactionExistsError` ("Attempted to add existing transaction.") when the hash is tracked.
 */
export const addTransactionAtom = atom(
  null,
  async (get, set, transaction: AddTransactionInput): Promise<TransactionRecord> => {
    const record = await get(transactionsServiceAtom).add(get(activeChainIdAtom), transaction);
    set(transactions.invalidate);
    return record;
  },
);

/** "Clear all" in the account view: forgets the active chain's transactions. */
export const clearAllTransactionsAtom = atom(null, (get, set) => {
  get(transactionsServiceAtom).store.clearAll(get(activeChainIdAtom));
  set(transactions.invalidate);
});

/** While mounted: feeds the chain's blocks to its tracker and turns its events into popups. */
const chainTrackingAtom = atomFamily((chainId: number) => {
  const tracking: WritableAtom<null, [], () => void> = atom(null, (get, set) => {
    const service = get(transactionsServiceAtom);
    const stopEvents = service.subscribe((event) => {
      if (event.chainId !== chainId) return;
      // Keyed by the hash, so a repeated event (a re-org, then the receipt again) shows once.
      const notice = transactionNotice(event);
      if (notice) set(addPopupAtom, { key: notice.hash, content: notice });
    });
    const stopBlocks = service.watch(chainId, () => set(transactions.invalidate));
    return () => {
      stopBlocks();
      stopEvents();
    };
  });
  tracking.onMount = (start) => start();
  return tracking;
});

/**
 * Subscribe once at start-up (`store.sub(transactionTrackingAtom, () => {})` in src/main.tsx):
 * follows the active chain's transactions block by block and shows their outcome popups.
 */
export const transactionTrackingAtom = atom((get) => {
  get(chainTrackingAtom(get(activeChainIdAtom)));
  return null;
});
