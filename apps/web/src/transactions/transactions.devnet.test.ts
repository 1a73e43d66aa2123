// @vitest-environment node
// The app's write flow against the real devnet: estimate and send through an EIP-1193 wallet (anvil's
// unlocked dev account), track it, see it pending, then confirmed with the success popup.
import { wrapCall } from '@dex/router';
import { type Devnet, startDevnet } from '@dex-tooling/devnet';
import { atom, createStore } from 'jotai';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { anvilWallet } from '../../test/anvilWallet';
import { connectedWallet } from '../../test/wallet';
import { chainReader } from '../chain/chainReaders';
import { activePopupsAtom } from '../state/popups';
import { walletStateAtom } from '../state/wallet';
import {
  pendingTransactionsAtom,
  recentTransactionsAtom,
  transactionTrackingAtom,
  walletProviderAtom,
} from './atoms';
import { type WriteDialogState, writeAtom } from './writeAtoms';

const realFetch = globalThis.fetch;
let devnet: Devnet;

beforeAll(async () => {
  devnet = await startDevnet({ services: false });
  vi.stubEnv('VITE_RPC_URL_31337', devnet.rpcUrl);
}, 180_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await devnet?.stop();
});

describe('transactions on the devnet', () => {
  it('a wrap sent through the wallet is pending, then confirmed with a success popup', async () => {
    vi.stubGlobal('fetch', realFetch);
    const account = devnet.deployment.accounts[0] as `0x${string}`;
    const weth = devnet.deployment.contracts.weth9;
    const store = createStore();
    store.set(walletStateAtom, connectedWallet(account));
    store.set(walletProviderAtom, anvilWallet(devnet.rpcUrl, realFetch));
    const stop = store.sub(transactionTrackingAtom, () => {});
    // Hold the block so the transaction stays pending until we mine.
    await devnet.client.provider.send('evm_setAutomine', [false]);
    try {
      const data = wrapCall(weth, 10n ** 17n).callData;
      const dialog = atom<WriteDialogState | null>(null);
      const hash = await store.set(writeAtom, {
        dialog,
        request: {
          account,
          summary: 'Wrap 0.1 ETH',
          calls: () => [{ address: weth, callData: data, value: 10n ** 17n }],
        },
      });
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
      expect(store.get(dialog)).toMatchObject({ status: 'submitted', hash });
      expect(store.get(pendingTransactionsAtom).map((tx) => tx.hash)).toEqual([hash]);
      // Recorded as sent, before any node was asked about it: the nonce it takes and its call.
      const sent = await devnet.client.provider.getTransaction(hash ?? '');
      expect(store.get(pendingTransactionsAtom)[0]).toMatchObject({
        nonce: sent?.nonce,
        call: { to: weth.toLowerCase(), input: data.toLowerCase(), value: String(10n ** 17n) },
      });

      await devnet.client.provider.send('evm_mine', []);
      // Node 20 has no WebSocket for the newHeads push, so ask the tracker to poll for new blocks.
      const refresh = setInterval(() => chainReader(31337)?.blockTracker.refresh(), 200);
      try {
        await vi.waitFor(() => expect(store.get(pendingTransactionsAtom)).toEqual([]), {
          timeout: 20_000,
        });
      } finally {
        clearInterval(refresh);
      }
      expect(store.get(recentTransactionsAtom)[0]?.receipt?.status).toBe(1);
      expect(store.get(activePopupsAtom).map((popup) => popup.content)).toEqual([
        { type: 'transaction', hash, success: true, summary: 'Wrap 0.1 ETH' },
      ]);
    } finally {
      await devnet.client.provider.send('evm_setAutomine', [true]);
      stop();
      vi.unstubAllGlobals();
    }
  });
});
