import { getChainInfo } from '@dex/chains';
import { silentLogger } from '@dex/primitives';
import { Token } from '@uniswap/sdk-core';
import { atom, createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { connectedWallet } from '../../../test/wallet';
import { activeChainIdAtom, chosenChainIdAtom, walletStateAtom } from '../../state/wallet';
import { createAppTransactions } from '../../transactions/appTransactions';
import {
  addTransactionAtom,
  transactionsServiceAtom,
  transactionTrackingAtom,
} from '../../transactions/atoms';
import { createFakeChain, hashOf } from '../../transactions/fakeChain.testing';
import type { WriteOptions } from '../../transactions/writeAtoms';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TOKEN_ID = 7n;

// The position's reads, answered at once: position TOKEN_ID (and any other) is ACCOUNT's, with
// fees owed, so whether a press reaches the write flow is the binding's decision alone.
const weth = new Token(31337, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH');
const usdc = new Token(31337, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC');
vi.mock('../positionAtoms', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../positionAtoms')>()),
  positionManagerAtom: atom(() => getChainInfo(31337)?.contracts.nonfungiblePositionManager),
  positionDetailAtom: () => atom({ status: 'ready', token0: usdc, token1: weth }),
  owedFeesAtom: () => atom({ amount0: 5n, amount1: 7n }),
  positionAuthorityAtom: () => atom({ authority: 'owner', owner: ACCOUNT }),
}));

// The write flow itself is tested in src/transactions; here only whether a collect reaches it.
const writes: WriteOptions[] = [];
vi.mock('../../transactions/writeAtoms', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../transactions/writeAtoms')>()),
  writeAtom: atom(null, async (_get, _set, options: WriteOptions) => {
    writes.push(options);
    return null;
  }),
}));

const { collectBindingAtom, collectFeesActionAtom, collectSession, collectStatusAtom } =
  await import('./collectAtoms');

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

describe('Collect is bound to what the page showed (issue 38 §1)', () => {
  beforeEach(() => {
    writes.length = 0;
  });

  function showing(tokenId: bigint) {
    const store = createStore();
    store.set(walletStateAtom, connectedWallet(ACCOUNT));
    return { store, shown: store.get(collectBindingAtom(tokenId)) };
  }

  it('binds the chain, the account (paid to itself) and the position', () => {
    expect(showing(TOKEN_ID).shown).toEqual({
      chainId: 31337,
      account: ACCOUNT,
      recipient: ACCOUNT,
      positionId: TOKEN_ID,
    });
  });

  it('sends a press whose page still shows the same chain, account and position', async () => {
    const { store, shown } = showing(TOKEN_ID);
    await store.set(collectFeesActionAtom, { tokenId: TOKEN_ID, summary: 'Collect', shown });
    expect(writes).toHaveLength(1);
    expect(writes[0]?.request.account).toBe(ACCOUNT);
  });

  it('sends nothing once the wallet moved to another account under the page', async () => {
    const { store, shown } = showing(TOKEN_ID);
    store.set(walletStateAtom, connectedWallet(OTHER_ACCOUNT));
    await store.set(collectFeesActionAtom, { tokenId: TOKEN_ID, summary: 'Collect', shown });
    expect(writes).toHaveLength(0);
    expect(store.get(collectSession(TOKEN_ID).attempt)).toBeNull();
  });

  it('sends nothing once the chain changed under the page (the same id is another position)', async () => {
    const { store, shown } = showing(TOKEN_ID);
    store.set(walletStateAtom, connectedWallet(ACCOUNT, 31338));
    store.set(chosenChainIdAtom, 31338);
    expect(store.get(activeChainIdAtom)).toBe(31338);
    await store.set(collectFeesActionAtom, { tokenId: TOKEN_ID, summary: 'Collect', shown });
    expect(writes).toHaveLength(0);
  });

  it('sends nothing for another position than the one shown', async () => {
    const { store, shown } = showing(TOKEN_ID);
    await store.set(collectFeesActionAtom, { tokenId: TOKEN_ID + 1n, summary: 'Collect', shown });
    expect(writes).toHaveLength(0);
  });
});
