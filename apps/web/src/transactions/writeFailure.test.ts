import { TransactionRejectedError } from '@dex/router';
import { WrongNetworkError } from '@dex/wallet';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApplicationModal, openModalAtom } from '../state/modal';
import { logWriteFailure, writeErrorMessage, writeFailedAtom } from './writeFailure';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('writeErrorMessage', () => {
  it.each([
    [
      '4001',
      { code: 4001, message: 'User denied transaction signature.' },
      'Transaction rejected.',
    ],
    ["WalletConnect's 5000", { code: 5000, message: 'User rejected.' }, 'Transaction rejected.'],
    [
      'a rejection nested in cause',
      new Error('Request failed', { cause: { code: 5000 } }),
      'Transaction rejected.',
    ],
    ["the router's typed rejection", new TransactionRejectedError(), 'Transaction rejected.'],
    [
      'a plain wallet error object',
      { code: -32000, message: 'insufficient funds' },
      'insufficient funds',
    ],
    ['an Error', new Error('Missing dependencies'), 'Missing dependencies'],
  ])('%s', (_label, error, expected) => {
    expect(writeErrorMessage(error)).toBe(expected);
  });
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

describe('logWriteFailure', () => {
  it('logs a rejection as information and anything else as an error', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    logWriteFailure('Vote', { code: 5000, message: 'User rejected.' });
    expect(info).toHaveBeenCalledWith('Vote: Transaction rejected.');
    expect(error).not.toHaveBeenCalled();
    const failure = new Error('nonce too low');
    logWriteFailure('Vote', failure);
    expect(error).toHaveBeenCalledWith('Vote failed', failure);
  });
});
