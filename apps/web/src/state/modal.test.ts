import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import {
  ApplicationModal,
  closeModalAtom,
  closeOwnModalAtom,
  countOpenDialogs,
  nextOpenModal,
  openDialogCountAtom,
  openModalAtom,
  openModalWriteAtom,
  toggleModalAtom,
  walletModalScreenAtom,
} from './modal';

describe('open modal state', () => {
  it('has one identifier per modal the spec names', () => {
    expect(Object.values(ApplicationModal)).toEqual([
      'wallet',
      'settings',
      'selfClaim',
      'addressClaim',
      'claimPopup',
      'menu',
      'delegate',
      'vote',
      'poolOverviewOptions',
    ]);
  });

  it.each([
    [null, 'wallet', 'wallet'],
    ['wallet', 'wallet', null],
    ['wallet', 'menu', 'menu'],
  ] as const)('toggling %s with %s leaves %s open', (current, toggled, expected) => {
    expect(nextOpenModal(current, toggled)).toBe(expected);
  });

  it('keeps at most one modal open through the atoms', () => {
    const store = createStore();
    store.set(toggleModalAtom, ApplicationModal.SETTINGS);
    expect(store.get(openModalAtom)).toBe('settings');
    store.set(toggleModalAtom, ApplicationModal.MENU);
    expect(store.get(openModalAtom)).toBe('menu');
    store.set(toggleModalAtom, ApplicationModal.MENU);
    expect(store.get(openModalAtom)).toBeNull();
    store.set(openModalWriteAtom, ApplicationModal.ADDRESS_CLAIM);
    store.set(openModalWriteAtom, ApplicationModal.ADDRESS_CLAIM);
    expect(store.get(openModalAtom)).toBe('addressClaim');
    store.set(closeModalAtom);
    expect(store.get(openModalAtom)).toBeNull();
  });

  it('closes a modal by its own dismissal only while it is still the open one', () => {
    const store = createStore();
    store.set(toggleModalAtom, ApplicationModal.SETTINGS);
    store.set(openModalWriteAtom, ApplicationModal.WALLET);
    store.set(closeOwnModalAtom, ApplicationModal.SETTINGS);
    expect(store.get(openModalAtom)).toBe('wallet');
    store.set(closeOwnModalAtom, ApplicationModal.WALLET);
    expect(store.get(openModalAtom)).toBeNull();
  });
});

describe('opening the wallet modal', () => {
  it('starts at the default view every time it opens, not while it stays open', () => {
    const store = createStore();
    store.set(walletModalScreenAtom, { screen: 'connecting', connectorId: 'injected' });
    store.set(openModalAtom, ApplicationModal.WALLET);
    expect(store.get(walletModalScreenAtom)).toEqual({ screen: 'default' });
    store.set(walletModalScreenAtom, { screen: 'connecting', connectorId: 'injected' });
    store.set(openModalAtom, ApplicationModal.WALLET);
    expect(store.get(walletModalScreenAtom)).toEqual({
      screen: 'connecting',
      connectorId: 'injected',
    });
  });
});

describe('counting the dialogs on screen', () => {
  it('counts each opened dialog until it closes, a close said twice only once', () => {
    const store = createStore();
    const presence = countOpenDialogs(store);
    const closeReview = presence.opened();
    const closeWaiting = presence.opened();
    expect(store.get(openDialogCountAtom)).toBe(2);
    closeReview();
    closeReview();
    expect(store.get(openDialogCountAtom)).toBe(1);
    closeWaiting();
    expect(store.get(openDialogCountAtom)).toBe(0);
  });
});
