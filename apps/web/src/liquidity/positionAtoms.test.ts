// /pool's page of positions (issue #28 §2): one page at first, another per Load more, and a fresh
// first page for another account.
import { POSITIONS_PAGE_SIZE } from '@dex/liquidity';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { connectedWallet } from '../../test/wallet';
import { walletStateAtom } from '../state/wallet';
import { positionsLimitAtom, showMorePositionsAtom } from './positionAtoms';

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

describe('positionsLimitAtom', () => {
  it('shows one page, a page more per Load more, and one page for another account', () => {
    const store = createStore();
    store.set(walletStateAtom, connectedWallet(ALICE));
    expect(store.get(positionsLimitAtom)).toBe(POSITIONS_PAGE_SIZE);
    store.set(showMorePositionsAtom);
    store.set(showMorePositionsAtom);
    expect(store.get(positionsLimitAtom)).toBe(3 * POSITIONS_PAGE_SIZE);
    store.set(walletStateAtom, connectedWallet(BOB));
    expect(store.get(positionsLimitAtom)).toBe(POSITIONS_PAGE_SIZE);
    // Until another account asks for more, Alice's pages are kept for her.
    store.set(walletStateAtom, connectedWallet(ALICE));
    expect(store.get(positionsLimitAtom)).toBe(3 * POSITIONS_PAGE_SIZE);
    store.set(walletStateAtom, connectedWallet(BOB));
    store.set(showMorePositionsAtom);
    expect(store.get(positionsLimitAtom)).toBe(2 * POSITIONS_PAGE_SIZE);
    store.set(walletStateAtom, connectedWallet(ALICE));
    expect(store.get(positionsLimitAtom)).toBe(POSITIONS_PAGE_SIZE);
  });
});
