// What the header's wallet button shows (spec §4 "Status button"): @dex/wallet's status of the
// manager's connection, with the account's pending transactions (its walletButtonView words it).
import { getWalletStatus, type WalletStatus } from '@dex/wallet';
import { atom } from 'jotai';
import { walletStateAtom } from '../state/wallet';
import { pendingTransactionsAtom } from '../transactions/atoms';
import { accountNameAtom } from './accountName';

/**
 * The wallet's status; the pending count is the connected account's pending transactions on its
 * chain (`getWalletStatus` uses it only while a wallet is connected on a supported chain), the
 * name its verified ENS name once looked up (shell/accountName.ts).
 */
export const walletStatusAtom = atom(
  (get): WalletStatus =>
    getWalletStatus(get(walletStateAtom), {
      pendingCount: get(pendingTransactionsAtom).length,
      name: get(accountNameAtom),
    }),
);
