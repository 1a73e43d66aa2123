import { WrongNetworkError } from '@dex/wallet';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApplicationModal, openModalAtom } from '../state/modal';
import { writeFailedAtom } from './writeFailure';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('writeFailedAtom', () => {
  it('opens the wallet modal (its wrong-network view) and shows no error for a wrong network', () => {
    const store = createStore();
    store.set(openModalAtom, ApplicationModal.VOTE);
    expect(store.set(writeFailedAtom, new WrongNetworkError(1))).toBeNull();
    expect(store.get(openModalAtom)).toBe(ApplicationModal.WALLET);
  });

  it('returns the message for other failures and leaves the modals alone', () => {
    const store = createStore();
    expect(store.set(writeFailedAtom, { code: 5000, message: 'User rejected.' })).toEqual({
      key: 'errors.rejected',
    });
    expect(store.get(openModalAtom)).toBeNull();
  });
});
