// The add page's atoms wired over a chain that answers nothing yet (every read still loading) but
// the reads a test answers: the button's first errors, the write's confirm /
// send / dismiss sequence, the acknowledgement someone else's position needs, and the review that
// sends what it shows (Price Updated when the pool's price moves under it).

import { getChainInfo, getFactory } from '@dex/chains';
import {
  approvedForAllCall,
  POSITION_MANAGER_INTERFACE,
  poolCalls,
  positionAuthorityCalls,
  positionCall,
  v3PoolAddress,
} from '@dex/liquidity';
import { type Call, INVALID_CALL_STATE } from '@dex/multicall';
import { getMulticallInterface } from '@dex/multicall/ethers';
import { Token } from '@uniswap/sdk-core';
import { encodeSqrtRatioX96, TickMath } from '@uniswap/v3-sdk';
import { AbiCoder, Interface } from 'ethers';
import { atom, createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { connectedWallet } from '../../../test/wallet';
import { userExpertModeAtom } from '../../state/tradeSettings';
import { walletStateAtom } from '../../state/wallet';
import type { WriteOptions } from '../../transactions';

/** Answers by call data; every other read stays loading. A new block: bump `answersVersion`. */
const answers = new Map<string, string>();
const answersVersion = atom(0);
vi.mock('../../state/chainCalls', () => ({
  callStatesAtom: (_chainId: number, calls: readonly Call[]) =>
    atom((get) =>
      calls.map((call) => {
        get(answersVersion);
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
  addPageReadsAtom,
  addRouteAtom,
  foreignPositionAcknowledgedAtom,
  increaseAuthorityAtom,
  increaseGateAtom,
  mintStateAtom,
} = await import('./addAtoms');
const {
  acceptAddPriceUpdateAtom,
  addConfirmOpenAtom,
  addDecisionAtom,
  addReviewAtom,
  addReviewDetailsAtom,
  addWriteDialogAtom,
  confirmAddAtom,
  dismissAddDialogAtom,
  liveAddReviewAtom,
  sendAddAtom,
  startAddAtom,
} = await import('./addActions');
const { dispatchMintAtom } = await import('./addAtoms');
const summary = () => 'Add 1 ETH';

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

/** The devnet's WETH/USDC 0.3 % pool as the chain answers it, at `usdcPerEth`. */
function answerPool(usdcPerEth: bigint) {
  const chain = getChainInfo(31337);
  const factory = getFactory(31337, 'uniswapV3');
  if (!chain || !factory) throw new Error('devnet');
  const { address: wethAddress } = chain.wrappedNativeToken;
  const weth = new Token(31337, wethAddress, 18, 'WETH');
  const usdc = new Token(31337, USDC, 6, 'USDC');
  const [token0, token1] = weth.sortsBefore(usdc) ? [weth, usdc] : [usdc, weth];
  const ethRaw = 10n ** 18n;
  const usdcRaw = usdcPerEth * 10n ** 6n;
  // Price of token0 in token1, in raw units.
  const sqrt = token0.equals(weth)
    ? encodeSqrtRatioX96(usdcRaw.toString(), ethRaw.toString())
    : encodeSqrtRatioX96(ethRaw.toString(), usdcRaw.toString());
  const address = v3PoolAddress(factory.address, token0, token1, 3000, factory.initCodeHash);
  const [slot0, liquidity] = poolCalls(address);
  const pool = new Interface([
    'function slot0() view returns (uint160, int24, uint16, uint16, uint16, uint8, bool)',
    'function liquidity() view returns (uint128)',
  ]);
  const tick = TickMath.getTickAtSqrtRatio(sqrt);
  answers.set(
    slot0.callData,
    pool.encodeFunctionResult('slot0', [sqrt.toString(), tick, 0, 1, 1, 0, true]),
  );
  answers.set(liquidity.callData, AbiCoder.defaultAbiCoder().encode(['uint128'], [10n ** 24n]));
  return { token0, token1, tick };
}

/** 1 ETH into the full range of the WETH/USDC pool at `usdcPerEth`: the deposit makes a position. */
function depositing(usdcPerEth = 2000n) {
  answerPool(usdcPerEth);
  const store = createStore();
  store.set(walletStateAtom, connectedWallet(ACCOUNT));
  store.set(addRouteAtom, route('3000'));
  store.set(dispatchMintAtom, { type: 'fullRange' });
  store.set(mintStateAtom, { ...store.get(mintStateAtom), typedValue: '1' });
  return store;
}

beforeEach(() => {
  writes.length = 0;
  answer = '0xabc';
  answers.clear();
});

describe('the add button', () => {
  it("reads 'Connect Wallet' before anything else, then 'Invalid pair'", () => {
    const store = createStore();
    store.set(addRouteAtom, route('123'));
    expect(store.get(addPageReadsAtom).error).toEqual({ kind: 'connectWallet' });
    store.set(walletStateAtom, connectedWallet(ACCOUNT));
    expect(store.get(addPageReadsAtom).error).toEqual({ kind: 'invalidPair' });
    store.set(addRouteAtom, route());
    expect(store.get(addPageReadsAtom).error).toEqual({ kind: 'enterAmount' });
  });
});

describe('the increase page', () => {
  it("reads 'Invalid pair' when the id names no position", () => {
    const store = createStore();
    store.set(walletStateAtom, connectedWallet(ACCOUNT));
    // An id that is not a number names no position.
    store.set(addRouteAtom, { ...route('3000'), tokenId: 'x7' });
    expect(store.get(addPageReadsAtom).error).toEqual({ kind: 'invalidPair' });
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
  const positionCallData = (id: bigint) => positionCall(MANAGER, id).callData;
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
    // Position 7 is in the WETH/USDC pool, in range: the typed 1 ETH makes an increase.
    const { token0, token1, tick } = answerPool(2000n);
    answers.set(
      positionCallData(7n),
      encode('positions', [
        0n,
        ZERO,
        token0.address,
        token1.address,
        3000,
        Math.floor(tick / 60) * 60 - 600,
        Math.floor(tick / 60) * 60 + 600,
        10n ** 18n,
        0n,
        0n,
        0n,
        0n,
      ]),
    );
    store.set(mintStateAtom, { ...store.get(mintStateAtom), typedValue: '1' });
    expect(store.get(liveAddReviewAtom)).not.toBeNull();
    store.set(startAddAtom, summary);
    expect(store.get(addConfirmOpenAtom)).toBe(false);
    store.set(userExpertModeAtom, true);
    store.set(startAddAtom, summary);
    const review = store.get(liveAddReviewAtom);
    if (review) await store.set(sendAddAtom, { summary: 'Add 1 ETH', review });
    expect(writes).toHaveLength(0);

    store.set(foreignPositionAcknowledgedAtom, true);
    expect(store.get(increaseGateAtom)).toBe('allowed');
    store.set(startAddAtom, summary);
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

  it('lets only the owner increase without asking; an operator ticks the box like anyone else', () => {
    ownedBy(7n, [ACCOUNT]);
    expect(store(OWNER)).toEqual(['owner', 'allowed']);
    expect(store(ACCOUNT)).toEqual(['operator', 'acknowledge']);
    const operator = increase(ACCOUNT);
    operator.set(foreignPositionAcknowledgedAtom, true);
    expect(operator.get(increaseGateAtom)).toBe('allowed');
    function store(account: string) {
      const increasing = increase(account);
      return [increasing.get(increaseAuthorityAtom)?.authority, increasing.get(increaseGateAtom)];
    }
  });

  it('sends nothing while the owner is still being read', () => {
    const store = increase(ACCOUNT);
    expect(store.get(increaseGateAtom)).toBe('checking');
    store.set(startAddAtom, summary);
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
  it('opens the review, or sends at once in expert mode; nothing without a position', () => {
    const empty = createStore();
    empty.set(walletStateAtom, connectedWallet(ACCOUNT));
    empty.set(startAddAtom, summary);
    expect(empty.get(addConfirmOpenAtom)).toBe(false);
    const store = depositing();
    store.set(startAddAtom, summary);
    expect(store.get(addConfirmOpenAtom)).toBe(true);
    expect(writes).toHaveLength(0);
    store.set(dismissAddDialogAtom);
    store.set(userExpertModeAtom, true);
    store.set(startAddAtom, summary);
    expect(store.get(addConfirmOpenAtom)).toBe(false);
    expect(writes).toHaveLength(1);
  });

  it('only logs failures (a rejection shows nothing) and cannot build a call before the chain clock is read', async () => {
    const store = depositing();
    const review = store.get(liveAddReviewAtom);
    if (!review) throw new Error('no position');
    await store.set(sendAddAtom, { summary: 'Add 1 ETH', review });
    const [write] = writes;
    expect(write?.logAs).toBe('Add liquidity');
    expect(write?.request.summary).toBe('Add 1 ETH');
    expect(() => write?.request.calls()).toThrow(/missing dependencies/i);
  });

  it('dismissing after a hash clears the inputs and asks to go to /pool; before a hash it does not', async () => {
    const store = depositing();
    store.set(mintStateAtom, { ...store.get(mintStateAtom), leftRangeTypedValue: '5' });
    const review = store.get(liveAddReviewAtom);
    if (!review) throw new Error('no position');
    answer = null;
    await store.set(sendAddAtom, { summary: 'Add 1 ETH', review });
    expect(store.set(dismissAddDialogAtom)).toBe(false);
    expect(store.get(mintStateAtom).typedValue).toBe('1');
    answer = '0xabc';
    await store.set(sendAddAtom, { summary: 'Add 1 ETH', review });
    expect(store.get(addWriteDialogAtom)).toEqual({ status: 'submitted', hash: '0xabc' });
    expect(store.set(dismissAddDialogAtom)).toBe(true);
    expect(store.get(mintStateAtom)).toMatchObject({ typedValue: '', leftRangeTypedValue: '' });
    expect(store.get(addWriteDialogAtom)).toBeNull();
  });
});

describe('the review sends what it shows', () => {
  const MINT = new Interface([
    'function mint((address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint256 amount0Desired, uint256 amount1Desired, uint256 amount0Min, uint256 amount1Min, address recipient, uint256 deadline))',
  ]);
  /** The mint inside the (multicall) calldata of the sent add. */
  function sentMint(write: WriteOptions | undefined) {
    const calls = write?.request.calls();
    if (!Array.isArray(calls)) throw new Error('calls are built synchronously here');
    const [call] = calls as readonly { readonly callData: string }[];
    const data = call?.callData ?? '';
    const multicall = new Interface(['function multicall(bytes[] data)']);
    const inner: string[] = data.startsWith(multicall.getFunction('multicall')?.selector ?? '')
      ? [...multicall.decodeFunctionData('multicall', data)[0]]
      : [data];
    const mint = inner.find((bytes) => bytes.startsWith(MINT.getFunction('mint')?.selector ?? ''));
    return MINT.decodeFunctionData('mint', mint ?? '0x')[0];
  }

  it('holds Add on "Price Updated" when the pool moves, then sends the accepted amounts and minimums', async () => {
    const store = depositing(2000n);
    // The chain's clock, for the deadline.
    answers.set(
      getMulticallInterface().encodeFunctionData('getCurrentBlockTimestamp'),
      AbiCoder.defaultAbiCoder().encode(['uint256'], [1_000]),
    );
    store.set(startAddAtom, summary);
    const shown = store.get(addReviewAtom);
    expect(store.get(addDecisionAtom)?.kind).toBe('send');

    // A block moves the pool's price while the review is open.
    answerPool(1900n);
    store.set(answersVersion, (n) => n + 1);
    const decision = store.get(addDecisionAtom);
    expect(decision?.kind).toBe('priceUpdated');
    await store.set(confirmAddAtom, summary);
    expect(writes).toHaveLength(0);
    expect(store.get(addConfirmOpenAtom)).toBe(true);
    expect(store.get(addReviewAtom)).toBe(shown);

    // Accept: the review shows the live amounts, and Add sends exactly them.
    store.set(acceptAddPriceUpdateAtom);
    const accepted = store.get(addReviewAtom);
    expect(accepted).not.toBe(shown);
    expect(accepted?.terms.minimums).not.toEqual(shown?.terms.minimums);
    await store.set(confirmAddAtom, summary);
    expect(writes).toHaveLength(1);
    const mint = sentMint(writes[0]);
    expect([mint.amount0Min, mint.amount1Min]).toEqual(accepted?.terms.minimums);
    expect([mint.amount0Desired, mint.amount1Desired]).toEqual(accepted?.terms.amounts.slice(1));
  });
});

describe('what the review shows beside the amounts (add and increase alike)', () => {
  it("the pool's fee tier and price as reviewed, and each amount's dollar value once priced", () => {
    const store = depositing(2000n);
    expect(store.get(addReviewDetailsAtom)).toBeNull();
    store.set(startAddAtom, summary);
    const details = store.get(addReviewDetailsAtom);
    expect(details?.fee).toBe(3000);
    // "USDC per ETH", as the form reads the pair.
    expect(details?.price?.baseCurrency.symbol).toBe('WETH');
    expect(details?.price?.toSignificant(4)).toBe('2000');
    const [eth, usdc] = details?.amounts ?? [];
    expect(eth?.amount.currency.isNative).toBe(true);
    expect(eth?.amount.toExact()).toBe('1');
    // ETH's dollar route is still loading here; the dollar stablecoin is worth its amount.
    expect(eth?.usd).toBeUndefined();
    expect(usdc?.usd?.toExact()).toBe(usdc?.amount.toExact());
    expect(Number(usdc?.amount.toExact())).toBeGreaterThan(0);

    // The pool moves under the open review: the review keeps the price it showed.
    answerPool(1900n);
    store.set(answersVersion, (n) => n + 1);
    expect(store.get(addReviewDetailsAtom)?.price?.toSignificant(4)).toBe('2000');
  });
});
