import { atom, createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { ApplicationModal, openModalAtom } from '../state/modal';
import { startClaimPopupOffers } from './claimPopupOffer';

const ALICE = '0x1111111111111111111111111111111111111111';
const BOB = '0x2222222222222222222222222222222222222222';

function setup({ wide = true } = {}) {
  const store = createStore();
  const account = atom<string | null>(null);
  const unclaimed = atom<bigint | undefined>(undefined);
  const openDialogs = atom(0);
  const stop = startClaimPopupOffers(store, {
    account,
    unclaimed,
    wideScreen: () => wide,
    openDialogs,
  });
  return { store, account, unclaimed, openDialogs, stop, open: () => store.get(openModalAtom) };
}

describe('the claim popup offer (spec §2)', () => {
  it('opens once the connected account has something to claim', () => {
    const { store, account, unclaimed, open } = setup();
    store.set(account, ALICE);
    expect(open()).toBeNull(); // still loading
    store.set(unclaimed, 0n);
    expect(open()).toBeNull();
    store.set(unclaimed, 400n);
    expect(open()).toBe(ApplicationModal.CLAIM_POPUP);
  });

  it('is offered once per account and session', () => {
    const { store, account, unclaimed, open } = setup();
    store.set(account, ALICE);
    store.set(unclaimed, 400n);
    store.set(openModalAtom, null);
    store.set(unclaimed, 401n);
    expect(open()).toBeNull();
    // Another account with a claim is offered it, and Alice again (other case) is not.
    store.set(account, BOB);
    expect(open()).toBe(ApplicationModal.CLAIM_POPUP);
    store.set(openModalAtom, null);
    store.set(account, ALICE.toUpperCase().replace('0X', '0x'));
    expect(open()).toBeNull();
  });

  it('never replaces another dialog, and offers when it closes', () => {
    const { store, account, unclaimed, open } = setup();
    store.set(openModalAtom, ApplicationModal.WALLET);
    store.set(account, ALICE);
    store.set(unclaimed, 400n);
    expect(open()).toBe(ApplicationModal.WALLET);
    store.set(openModalAtom, null);
    expect(open()).toBe(ApplicationModal.CLAIM_POPUP);
  });

  it("waits while a page's own dialog is up (a swap's review, a transaction's), and offers when it closes", () => {
    const { store, account, unclaimed, openDialogs, open } = setup();
    store.set(openDialogs, 1);
    store.set(account, ALICE);
    store.set(unclaimed, 400n);
    expect(open()).toBeNull();
    store.set(openDialogs, 2);
    store.set(openDialogs, 1);
    expect(open()).toBeNull();
    store.set(openDialogs, 0);
    expect(open()).toBe(ApplicationModal.CLAIM_POPUP);
  });

  it('is not offered on narrow screens', () => {
    const { store, account, unclaimed, open } = setup({ wide: false });
    store.set(account, ALICE);
    store.set(unclaimed, 400n);
    expect(open()).toBeNull();
  });

  it('stops with its unsubscribe', () => {
    const { store, account, unclaimed, stop, open } = setup();
    stop();
    store.set(account, ALICE);
    store.set(unclaimed, 400n);
    expect(open()).toBeNull();
  });
});
