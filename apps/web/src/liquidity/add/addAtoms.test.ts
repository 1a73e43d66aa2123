// The add page's atoms wired over a chain that answers nothing yet (every read still loading) but
// the reads a test answers: the route's tier, the button's first errors, the write's confirm /
// send / dismiss sequence, and the acknowledgement someone else's position needs.

import { getChainInfo } from '@dex/chains';
import {
  approvedForAllCall,
  POSITION_MANAGER_INTERFACE,
  PoolState,
  positionAuthorityCalls,
} from '@dex/liquidity';
import { type Call, INVALID_CALL_STATE } from '@dex/multicall';
import { atom, createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { connectedWallet } from '../../../test/wallet';
import { userExpertModeAtom } from '../../state/tradeSettings';
import { walletStateAtom } from '../../state/wallet';
import type { WriteOptions } from '../../transactions';

/** Answers by call data; every other read stays loading. */
const answers = new Map<string, string>();
vi.mock('../../state/chainCalls', () => ({
  callStatesAtom: (_chainId: number, calls: readonly Call[]) =>
    atom(() =>
      calls.map((call) => {
        const data = answers.get(call.callData);
        return data === undefined
          ? INVALID_CALL_STATE
          : { ...INVALID_CALL_STATE, valid: true, data, blockNumber: 1 };
      }),
    ),
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

const {
  addErrorAtom,
  addRouteAtom,
  feeAtom,
  feeOptionsAtom,
  foreignPositionAcknowledgedAtom,
  increaseAuthorityAtom,
  increaseGateAtom,
  mintStateAtom,
  poolResultAtom,
} = await import('./addAtoms');
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
  answers.clear();
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

describe("increasing someone else's position", () => {
  const MANAGER = getChainInfo(31337)?.contracts.nonfungiblePositionManager ?? '';
  const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
  const ZERO = '0x0000000000000000000000000000000000000000';
  const encode = (name: string, values: unknown[]) =>
    POSITION_MANAGER_INTERFACE.encodeFunctionResult(name, values);
  /** Position `id` is OWNER's, approved for nobody; `operators` are approved for all of it. */
  function ownedBy(id: bigint, operators: readonly string[] = []) {
    const [ownerOf, getApproved] = positionAuthorityCalls(MANAGER, id);
    answers.set(ownerOf?.callData ?? '', encode('ownerOf', [OWNER]));
    answers.set(getApproved?.callData ?? '', encode('getApproved', [ZERO]));
    for (const account of [ACCOUNT, OWNER]) {
      answers.set(
        approvedForAllCall(MANAGER, OWNER, account).callData,
        encode('isApprovedForAll', [operators.includes(account)]),
      );
    }
  }
  function increase(account: string, tokenId = '7') {
    const store = createStore();
    store.set(walletStateAtom, connectedWallet(account));
    store.set(addRouteAtom, { ...route('3000'), tokenId });
    return store;
  }

  it('names the owner and lets nothing be sent until the box is ticked, in expert mode too', async () => {
    ownedBy(7n);
    const store = increase(ACCOUNT);
    expect(store.get(increaseAuthorityAtom)).toEqual({ authority: 'none', owner: OWNER });
    expect(store.get(increaseGateAtom)).toBe('acknowledge');
    store.set(startAddAtom, 'Add 1 ETH');
    expect(store.get(addConfirmOpenAtom)).toBe(false);
    store.set(userExpertModeAtom, true);
    store.set(startAddAtom, 'Add 1 ETH');
    await store.set(sendAddAtom, 'Add 1 ETH');
    expect(writes).toHaveLength(0);

    store.set(foreignPositionAcknowledgedAtom, true);
    expect(store.get(increaseGateAtom)).toBe('allowed');
    store.set(startAddAtom, 'Add 1 ETH');
    expect(writes).toHaveLength(1);
  });

  it('asks again for another position', () => {
    ownedBy(7n);
    ownedBy(8n);
    const store = increase(ACCOUNT);
    store.set(foreignPositionAcknowledgedAtom, true);
    store.set(addRouteAtom, { ...route('3000'), tokenId: '8' });
    expect(store.get(foreignPositionAcknowledgedAtom)).toBe(false);
    expect(store.get(increaseGateAtom)).toBe('acknowledge');
  });

  it('lets the owner and an operator approved for all increase without asking', () => {
    ownedBy(7n, [ACCOUNT]);
    expect(store(OWNER)).toEqual(['owner', 'allowed']);
    expect(store(ACCOUNT)).toEqual(['operator', 'allowed']);
    function store(account: string) {
      const increasing = increase(account);
      return [increasing.get(increaseAuthorityAtom)?.authority, increasing.get(increaseGateAtom)];
    }
  });

  it('sends nothing while the owner is still being read', () => {
    const store = increase(ACCOUNT);
    expect(store.get(increaseGateAtom)).toBe('checking');
    store.set(startAddAtom, 'Add 1 ETH');
    expect(store.get(addConfirmOpenAtom)).toBe(false);
    expect(writes).toHaveLength(0);
  });

  it('does not apply off /increase', () => {
    const store = createStore();
    store.set(walletStateAtom, connectedWallet(ACCOUNT));
    store.set(addRouteAtom, route());
    expect(store.get(increaseAuthorityAtom)).toBeNull();
    expect(store.get(increaseGateAtom)).toBe('allowed');
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
