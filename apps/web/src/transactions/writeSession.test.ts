import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { fakeWallet, walletOn } from './fakeWallet.testing';
import { type WriteSessionOptions, writeSession } from './writeSession';
import { writeTestStore } from './writeStore.testing';

const ACCOUNT = '0x1111111111111111111111111111111111111111';
const HASH = `0x${'cd'.repeat(32)}`;

/** A session over `wallet`; `logAs` logs its write's failures as the removal pages do. */
function sessionOn(
  wallet: ReturnType<typeof fakeWallet>,
  options?: WriteSessionOptions & { readonly logAs?: string },
) {
  const { store } = writeTestStore({ account: ACCOUNT, chainId: 31337, wallet });
  const session = writeSession(options);
  const write = () =>
    store.set(session.write, {
      ...(options?.logAs ? { logAs: options.logAs } : {}),
      request: {
        account: ACCOUNT,
        summary: 'Collect fees',
        calls: () => [{ address: ACCOUNT, callData: '0x' }],
      },
    });
  return { store, session, write };
}

describe('writeSession', () => {
  it('closes the dialog and says whether a write sent from the page was behind it, once', () => {
    const store = createStore();
    const session = writeSession();
    store.set(session.dialog, { status: 'waiting', summary: 'Add liquidity' });
    expect(store.set(session.dismiss)).toBe(false);
    expect(store.get(session.dialog)).toBeNull();

    store.set(session.dialog, { status: 'submitted', hash: '0xabc' });
    store.set(session.submitted, '0xabc');
    expect(store.set(session.dismiss)).toBe(true);
    expect(store.get(session.dialog)).toBeNull();
    // Forgotten: the next dismiss is a plain close.
    expect(store.set(session.dismiss)).toBe(false);
  });

  it('gives each page its own dialog', () => {
    const store = createStore();
    const add = writeSession();
    const remove = writeSession();
    store.set(add.dialog, { status: 'waiting', summary: 'Add' });
    expect(store.get(remove.dialog)).toBeNull();
  });

  it('sends through its dialog from the review, and follows the attempt from the wallet to its hash', async () => {
    let answer: (hash: string) => void = () => {};
    const wallet = fakeWallet({
      eth_estimateGas: () => '0x5208',
      ...walletOn(ACCOUNT, 3),
      eth_sendTransaction: () =>
        new Promise<string>((resolve) => {
          answer = resolve;
        }),
    });
    const { store, session, write } = sessionOn(wallet);
    store.set(session.reviewing, true);
    const sent = write();
    expect(store.get(session.reviewing)).toBe(false);
    expect(store.get(session.attempt)).toEqual({ phase: 'sending' });
    await vi.waitFor(() => expect(wallet.calls.at(-1)?.method).toBe('eth_sendTransaction'));
    answer(HASH);
    expect(await sent).toBe(HASH);
    expect(store.get(session.attempt)).toEqual({ phase: 'sent', hash: HASH });
    expect(store.get(session.dialog)).toMatchObject({ status: 'submitted', hash: HASH });
    // Closing after the write says so (the page resets its form); the attempt stays followed.
    expect(store.set(session.dismiss)).toBe(true);
    expect(store.get(session.attempt)).toEqual({ phase: 'sent', hash: HASH });
  });

  describe('a write the wallet rejects', () => {
    const rejecting = () =>
      fakeWallet({
        eth_estimateGas: () => '0x5208',
        ...walletOn(ACCOUNT, 3),
        eth_sendTransaction: () => {
          throw { code: 4001, message: 'User rejected the request.' };
        },
      });

    it('is logged and, for a session that asks for it, opens the review again', async () => {
      const info = vi.spyOn(console, 'info').mockImplementation(() => {});
      const { store, session, write } = sessionOn(rejecting(), {
        reviewAgainOnRejection: true,
        logAs: 'Remove liquidity',
      });
      store.set(session.reviewing, true);
      expect(await write()).toBeNull();
      expect(info).toHaveBeenCalledWith('Remove liquidity: Transaction rejected.');
      expect(store.get(session.reviewing)).toBe(true);
      expect(store.get(session.dialog)).toBeNull();
      expect(store.get(session.attempt)).toBeNull();
      vi.restoreAllMocks();
    });

    it('closes the review of a session that does not ask for it', async () => {
      vi.spyOn(console, 'info').mockImplementation(() => {});
      const { store, session, write } = sessionOn(rejecting(), { logAs: 'Remove liquidity' });
      store.set(session.reviewing, true);
      expect(await write()).toBeNull();
      expect(store.get(session.reviewing)).toBe(false);
      expect(store.get(session.dialog)).toBeNull();
      vi.restoreAllMocks();
    });
  });

  it('keeps the review closed after a failure that is not a rejection', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const wallet = fakeWallet({
      eth_estimateGas: () => {
        throw { code: -32000, message: 'execution reverted: nothing owed' };
      },
    });
    const { store, session, write } = sessionOn(wallet, {
      reviewAgainOnRejection: true,
      logAs: 'Remove liquidity',
    });
    store.set(session.reviewing, true);
    expect(await write()).toBeNull();
    expect(error).toHaveBeenCalled();
    expect(store.get(session.reviewing)).toBe(false);
    expect(store.get(session.dialog)).toBeNull();
    vi.restoreAllMocks();
  });

  it('forgets the attempt when the write fails, and its dismiss is a plain close', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const wallet = fakeWallet({
      eth_estimateGas: () => {
        throw { code: -32000, message: 'execution reverted: nothing owed' };
      },
    });
    const { store, session, write } = sessionOn(wallet);
    expect(await write()).toBeNull();
    expect(store.get(session.attempt)).toBeNull();
    expect(store.get(session.dialog)).toMatchObject({ status: 'error' });
    expect(store.set(session.dismiss)).toBe(false);
    vi.restoreAllMocks();
  });
});
