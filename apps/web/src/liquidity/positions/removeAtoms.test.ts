// The open removal review is bound to the position, chain and account it showed (issue 38 §1).
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { connectedWallet } from '../../../test/wallet';
import { walletStateAtom } from '../../state/wallet';
import {
  openRemoveReviewAtom,
  removeDialogAtom,
  removeLiquidityActionAtom,
  removeReviewChangedAtom,
} from './removeAtoms';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function reviewing(tokenId: bigint) {
  const store = createStore();
  store.set(walletStateAtom, connectedWallet(ALICE));
  store.set(openRemoveReviewAtom, tokenId);
  return store;
}

describe('the removal review', () => {
  it('stays valid for the position it was opened for', () => {
    expect(reviewing(5n).get(removeReviewChangedAtom(5n))).toBe(false);
  });

  it('refuses another position under the open dialog (/remove/5 rewritten to /remove/6)', async () => {
    const store = reviewing(5n);
    expect(store.get(removeReviewChangedAtom(6n))).toBe(true);
    await store.set(removeLiquidityActionAtom, { tokenId: 6n, summary: 'Remove' });
    // Nothing went to the wallet: still the review, no write dialog.
    expect(store.get(removeDialogAtom)).toEqual({ open: true, write: null });
  });

  it('refuses once the wallet moves to another account; Accept binds it again', () => {
    const store = reviewing(5n);
    store.set(walletStateAtom, connectedWallet(BOB));
    expect(store.get(removeReviewChangedAtom(5n))).toBe(true);
    store.set(openRemoveReviewAtom, 5n);
    expect(store.get(removeReviewChangedAtom(5n))).toBe(false);
  });
});
