// writeAtom bound to the app: the chain it sends to, the tracker it records in, the logger it logs to.
import { atom } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectedWallet, wrongNetworkWallet } from '../../test/wallet';
import { ApplicationModal, openModalAtom } from '../state/modal';
import { chosenChainIdAtom, walletStateAtom } from '../state/wallet';
import { pendingTransactionsAtom } from './atoms';
import { fakeWallet, walletOn } from './fakeWallet.testing';
import { type WriteDialogState, writeAtom } from './writeAtoms';
import { writeTestStore } from './writeStore.testing';

const ACCOUNT = '0x1111111111111111111111111111111111111111';
const TARGET = '0x2222222222222222222222222222222222222222';
const HASH = `0x${'ab'.repeat(32)}`;

function appOn(chainId: number, wallet: ReturnType<typeof fakeWallet>) {
  const { store } = writeTestStore({ account: ACCOUNT, chainId, wallet });
  const dialog = atom<WriteDialogState | null>(null);
  const write = () =>
    store.set(writeAtom, {
      dialog,
      request: {
        account: ACCOUNT,
        summary: 'Vote',
        calls: () => [{ address: TARGET, callData: '0x' }],
      },
    });
  return { store, dialog, write };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('writeAtom', () => {
  it.each([
    [31337, '0x7a69'],
    [1, '0x1'],
  ])(
    'sends on the active chain %i with chainId %s and tracks the nonce it was sent with',
    async (chainId, hexId) => {
      const wallet = fakeWallet({
        eth_estimateGas: () => '0x5208',
        ...walletOn(ACCOUNT, 12, chainId),
        eth_sendTransaction: () => HASH,
      });
      const { store, write } = appOn(chainId, wallet);
      expect(await write()).toBe(HASH);
      expect(wallet.calls.at(-1)).toMatchObject({
        method: 'eth_sendTransaction',
        params: { chainId: hexId },
      });
      expect(store.get(pendingTransactionsAtom)).toEqual([
        expect.objectContaining({
          hash: HASH,
          nonce: 12,
          call: { to: TARGET, input: '0x', value: '0' },
        }),
      ]);
    },
  );

  it.each([
    ['on a chain the app does not offer', () => wrongNetworkWallet(ACCOUNT, 56), undefined],
    // A ?chain= link or a network picked before connecting: the wallet on the devnet, the app not.
    ['on the devnet while the app is on the fast chain', () => connectedWallet(ACCOUNT), 31338],
  ])(
    'with the wallet known to be %s, opens the wrong-network view and asks the wallet nothing',
    async (_label, walletState, chosenChainId) => {
      const wallet = fakeWallet({
        eth_estimateGas: () => '0x5208',
        ...walletOn(ACCOUNT, 12),
        eth_sendTransaction: () => HASH,
      });
      const { store, dialog, write } = appOn(31337, wallet);
      store.set(walletStateAtom, walletState());
      store.set(chosenChainIdAtom, chosenChainId);
      expect(await write()).toBeNull();
      expect(wallet.calls).toEqual([]);
      expect(store.get(dialog)).toBeNull();
      expect(store.get(openModalAtom)).toBe(ApplicationModal.WALLET);
    },
  );

  it('logs each gas estimation failure and the reason nothing was sent through the app logger', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const wallet = fakeWallet({
      eth_chainId: () => '0x7a69',
      eth_estimateGas: () => {
        throw { code: -32000, message: 'execution reverted: Not approved' };
      },
    });
    const { store, dialog, write } = appOn(31337, wallet);
    expect(await write()).toBeNull();
    expect(warn.mock.calls.map(([message]) => message)).toEqual(['Gas estimation failed']);
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      'Gas estimation failed: Not approved',
    ]);
    expect(store.get(dialog)).toMatchObject({ status: 'error' });
    expect(wallet.calls.map((call) => call.method)).toEqual(['eth_chainId', 'eth_estimateGas']);
  });
});
