// The add page's atoms wired over a chain that answers nothing yet (every read still loading):
// the route's tier, the button's first errors, and the write's confirm / send / dismiss sequence.

import { getChainInfo } from '@dex/chains';
import { PoolState } from '@dex/liquidity';
import { INVALID_CALL_STATE } from '@dex/multicall';
import { atom, createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { connectedWallet } from '../../../test/wallet';
import { userExpertModeAtom } from '../../state/tradeSettings';
import { walletStateAtom } from '../../state/wallet';
import type { WriteOptions } from '../../transactions';

vi.mock('../../state/chainCalls', () => ({
  callStatesAtom: (_chainId: number, calls: readonly unknown[]) =>
    atom(() => calls.map(() => INVALID_CALL_STATE)),
}));

// The write flow itself is tested in src/transactions; here only what the page hands it.
const writes: WriteOptions[] = [];
let answer: string | null = '0xabc';
vi.mock('../../transactions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../transactions')>()),
  writeAtom: atom(null, async (_get, set, options: WriteOptions) => {
    writes.push(options);
    set(options.dialog, answer ? { status: 'submitted', hash: answer } : null);
    return answer;
  }),
}));

const { addErrorAtom, addRouteAtom, feeAtom, feeOptionsAtom, mintStateAtom, poolResultAtom } =
  await import('./addAtoms');
const { addConfirmOpenAtom, addWriteDialogAtom, dismissAddDialogAtom, sendAddAtom, startAddAtom } =
  await import('./addActions');

// A devnet routing base, so the app knows it without reading its metadata.
const USDC =
  getChainInfo(31337)?.routing.commonBases.find((token) => token.symbol === 'USDC')?.address ?? '';
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const route = (feeAmount?: string) => ({
  currencyIdA: 'ETH',
  currencyIdB: USDC,
  feeAmount,
  tokenId: undefined,
});

beforeEach(() => {
  writes.length = 0;
  answer = '0xabc';
});

describe('the route', () => {
  it('defaults to the medium tier and offers the spec tiers', () => {
    const store = createStore();
    store.set(addRouteAtom, route());
    expect(store.get(feeAtom)).toBe(3000);
    expect(store.get(feeOptionsAtom)).toEqual([500, 3000, 10000]);
  });
  it("offers the route's own 0.01% tier beside them, and no tier for a fee the factory lacks", () => {
    const store = createStore();
    store.set(addRouteAtom, route('100'));
    expect(store.get(feeOptionsAtom)).toEqual([100, 500, 3000, 10000]);
    store.set(addRouteAtom, route('123'));
    expect(store.get(feeAtom)).toBeUndefined();
    expect(store.get(poolResultAtom).state).toBe(PoolState.INVALID);
  });
});

describe('the add button', () => {
  it("reads 'Connect Wallet' before anything else, then 'Invalid pair'", () => {
    const store = createStore();
    store.set(addRouteAtom, route('123'));
    expect(store.get(addErrorAtom)).toEqual({ kind: 'connectWallet' });
    store.set(walletStateAtom, connectedWallet(ACCOUNT));
    expect(store.get(addErrorAtom)).toEqual({ kind: 'invalidPair' });
    store.set(addRouteAtom, route());
    expect(store.get(addErrorAtom)).toEqual({ kind: 'enterAmount' });
  });
});

describe('the increase page', () => {
  it("reads 'Invalid pair' when the id names no position", () => {
    const store = createStore();
    store.set(walletStateAtom, connectedWallet(ACCOUNT));
    // An id that is not a number names no position.
    store.set(addRouteAtom, { ...route('3000'), tokenId: 'x7' });
    expect(store.get(addErrorAtom)).toEqual({ kind: 'invalidPair' });
  });
});

describe('the add flow', () => {
  it('opens the review, or sends at once in expert mode', () => {
    const store = createStore();
    store.set(walletStateAtom, connectedWallet(ACCOUNT));
    store.set(startAddAtom, 'Add 1 ETH');
    expect(store.get(addConfirmOpenAtom)).toBe(true);
    expect(writes).toHaveLength(0);
    store.set(addConfirmOpenAtom, false);
    store.set(userExpertModeAtom, true);
    store.set(startAddAtom, 'Add 1 ETH');
    expect(store.get(addConfirmOpenAtom)).toBe(false);
    expect(writes).toHaveLength(1);
  });

  it('only logs failures (a rejection shows nothing) and cannot build a call without a position', async () => {
    const store = createStore();
    store.set(walletStateAtom, connectedWallet(ACCOUNT));
    store.set(addRouteAtom, route());
    await store.set(sendAddAtom, 'Add 1 ETH');
    const [write] = writes;
    expect(write?.logAs).toBe('Add liquidity');
    expect(write?.request.summary).toBe('Add 1 ETH');
    expect(() => write?.request.calls()).toThrow(/missing dependencies/i);
  });

  it('dismissing after a hash clears the inputs and asks to go to /pool; before a hash it does not', async () => {
    const store = createStore();
    store.set(walletStateAtom, connectedWallet(ACCOUNT));
    store.set(mintStateAtom, {
      ...store.get(mintStateAtom),
      typedValue: '1',
      leftRangeTypedValue: '5',
    });
    answer = null;
    await store.set(sendAddAtom, 'Add 1 ETH');
    expect(store.set(dismissAddDialogAtom)).toBe(false);
    expect(store.get(mintStateAtom).typedValue).toBe('1');
    answer = '0xabc';
    await store.set(sendAddAtom, 'Add 1 ETH');
    expect(store.get(addWriteDialogAtom)).toEqual({ status: 'submitted', hash: '0xabc' });
    expect(store.set(dismissAddDialogAtom)).toBe(true);
    expect(store.get(mintStateAtom)).toMatchObject({ typedValue: '', leftRangeTypedValue: '' });
    expect(store.get(addWriteDialogAtom)).toBeNull();
  });
});
