import { silentLogger } from '@dex/primitives';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { connectedWallet } from '../../../test/wallet';
import { walletStateAtom } from '../../state/wallet';
import { createAppTransactions } from '../../transactions/appTransactions';
import {
  addTransactionAtom,
  transactionsServiceAtom,
  transactionTrackingAtom,
} from '../../transactions/atoms';
import { createFakeChain, hashOf } from '../../transactions/fakeChain.testing';
import { collectSession, collectStatusAtom } from './collectAtoms';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TOKEN_ID = 7n;

function setup() {
  const chain = createFakeChain();
  const store = createStore();
  store.set(
    transactionsServiceAtom,
    createAppTransactions({
      requestFor: (chainId) => (chainId === 31337 ? chain.request : undefined),
      blocksFor: (chainId) => (chainId === 31337 ? chain.blocks : undefined),
      logger: silentLogger,
    }),
  );
  store.set(walletStateAtom, connectedWallet(ACCOUNT));
  const stop = store.sub(transactionTrackingAtom, () => {});
  chain.publishHead();
  return { chain, store, stop };
}

describe('the Collect fees state (spec 001 §4)', () => {
  it("reads 'Collecting' from the click until the collect is mined, then 'Collected'", async () => {
    const { chain, store, stop } = setup();
    const status = collectStatusAtom(TOKEN_ID);
    expect(store.get(status)).toBe('idle');

    store.set(collectSession(TOKEN_ID).attempt, { phase: 'sending' });
    expect(store.get(status)).toBe('collecting');

    // The hash arrives (the write flow tracks it first): still collecting while pending.
    const hash = hashOf(11);
    await store.set(addTransactionAtom, { hash, from: ACCOUNT, summary: 'Collect fees' });
    store.set(collectSession(TOKEN_ID).attempt, { phase: 'sent', hash });
    expect(store.get(status)).toBe('collecting');
    chain.advancePastRecheck();
    expect(store.get(status)).toBe('collecting');

    chain.mine(hash);
    chain.advancePastRecheck();
    await vi.waitFor(() => expect(store.get(status)).toBe('collected'));
    stop();
  });

  it('goes back to idle when the collect reverts, so it can be tried again', async () => {
    const { chain, store, stop } = setup();
    const hash = hashOf(12);
    await store.set(addTransactionAtom, { hash, from: ACCOUNT });
    store.set(collectSession(TOKEN_ID + 1n).attempt, { phase: 'sent', hash });
    expect(store.get(collectStatusAtom(TOKEN_ID + 1n))).toBe('collecting');
    chain.mine(hash, 0);
    chain.advancePastRecheck();
    await vi.waitFor(() => expect(store.get(collectStatusAtom(TOKEN_ID + 1n))).toBe('idle'));
    stop();
  });
});
