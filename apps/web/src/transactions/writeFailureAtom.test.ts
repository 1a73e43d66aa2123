// How a failed write is reported by the options liquidity uses (spec 001 §8): adding liquidity
// ignores a rejection silently, an approval's failure is logged and still shown, and `logAs`
// logs and closes.
import { atom, createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type WriteDialogState, writeFailureAtom } from './writeAtoms';

const REJECTED = { code: 4001, message: 'User denied transaction signature.' };
const FAILED = new Error('execution reverted');

function setUp() {
  const store = createStore();
  const dialog = atom<WriteDialogState | null>({ status: 'waiting', summary: 'Add' });
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  return { store, dialog, info, error };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('writeFailureAtom', () => {
  it('adding liquidity: a rejection closes the dialog and is not logged at all', () => {
    const { store, dialog, info, error } = setUp();
    const shown = store.set(writeFailureAtom, REJECTED, {
      dialog,
      logAs: 'Add liquidity',
      silentRejection: true,
    });
    expect(shown).toBeNull();
    expect(store.get(dialog)).toBeNull();
    expect(info).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('adding liquidity: any other failure is logged and the dialog closes', () => {
    const { store, dialog, error } = setUp();
    store.set(writeFailureAtom, FAILED, { dialog, logAs: 'Add liquidity', silentRejection: true });
    expect(error).toHaveBeenCalledWith('Add liquidity failed', FAILED);
    expect(store.get(dialog)).toBeNull();
  });

  it('elsewhere a rejection is logged and the form comes back', () => {
    const { store, dialog, info } = setUp();
    store.set(writeFailureAtom, REJECTED, { dialog, logAs: 'Remove liquidity' });
    expect(info).toHaveBeenCalledWith('Remove liquidity: Transaction rejected.');
    expect(store.get(dialog)).toBeNull();
  });

  it('an approval failure is logged and still shown to the user', () => {
    const { store, dialog, error } = setUp();
    const shown = store.set(writeFailureAtom, FAILED, { dialog, alsoLogAs: 'Approve' });
    expect(error).toHaveBeenCalledWith('Approve failed', FAILED);
    expect(shown).not.toBeNull();
    expect(store.get(dialog)).toEqual({ status: 'error', message: shown });
  });
});
