// The write calls built at send time: the same calldata as the builders they wrap, the deadline on
// the chain's clock, and MissingDependenciesError (never a half-built call) while anything is unknown.
import type { SignedPermit } from '@dex/approvals';
import { computeSwapDeadline, MissingDependenciesError } from '@dex/write';
import { CurrencyAmount } from '@uniswap/sdk-core';
import { Pair } from '@uniswap/v2-sdk';
import { FeeAmount, nearestUsableTick, Position } from '@uniswap/v3-sdk';
import { describe, expect, it } from 'vitest';
import { collectFeesCall } from './collect';
import { migrateCall } from './migrate/migrate';
import { pair as miningPair, miningPool } from './mining/miningPool.testing';
import { claimCall, exitCall, stakeCall, stakeWithPermitCall } from './mining/staking';
import type { V3Position } from './positions';
import { removeLiquidityCall } from './remove';
import { v3AddReview } from './review';
import { USDC, usdcWethPool, WETH } from './usdcWeth.testing';
import { v2AddCall } from './v2/add';
import { addV2Review } from './v2/addReview';
import { v2RemoveCalls } from './v2/burn';
import { addDepositCall } from './view/addView';
import {
  collectWriteOptions,
  migrateWriteCalls,
  miningWriteCalls,
  v2AddWriteCalls,
  v2RemoveWriteCalls,
  v3AddWriteCalls,
  v3RemoveWriteCalls,
  writeDeadline,
} from './writeCalls';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const MANAGER = '0x610178dA211FEF7D417bC0e6FeD39F05609AD788';
const ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D';
const MIGRATOR = '0xA5644E29708357803b5A882D272c41cC0dF92B34';
const CHAIN_TIME = 1_800_000_000;
const clock = { account: ACCOUNT, chainTime: CHAIN_TIME, deadlineSeconds: 1200 };
const deadline = computeSwapDeadline(CHAIN_TIME, 1200);

const pool = usdcWethPool;
const tickLower = nearestUsableTick(pool.tickCurrent - 1200, 60);
const tickUpper = nearestUsableTick(pool.tickCurrent + 1200, 60);
const sdkPosition = Position.fromAmount0({
  pool,
  tickLower,
  tickUpper,
  amount0: '2000000000',
  useFullPrecision: true,
});

describe('writeDeadline', () => {
  it('is the chain time plus the user deadline, for a known account', () => {
    expect(writeDeadline(clock)).toEqual({ account: ACCOUNT, deadline });
  });

  it.each([
    ['no account', { ...clock, account: null }],
    ['no block yet', { ...clock, chainTime: undefined }],
  ])('refuses with %s', (_, input) => {
    expect(() => writeDeadline(input)).toThrow(MissingDependenciesError);
  });
});

describe('v3AddWriteCalls', () => {
  const review = v3AddReview({
    position: sdkPosition,
    amountA: CurrencyAmount.fromRawAmount(USDC, sdkPosition.mintAmounts.amount0.toString()),
    amountB: CurrencyAmount.fromRawAmount(WETH, sdkPosition.mintAmounts.amount1.toString()),
    slippageBips: 50,
    createPool: false,
    chainId: 1,
    account: ACCOUNT,
    positionId: '7',
  });
  if (!review) throw new Error('no review');

  it('sends the reviewed position into the reviewed position id', () => {
    const permits: SignedPermit[] = [];
    expect(v3AddWriteCalls(review, { ...clock, positionManager: MANAGER, permits })).toEqual([
      addDepositCall({
        position: sdkPosition,
        amounts: [review.amountA, review.amountB],
        permits,
        positionManager: MANAGER,
        slippageBips: 50,
        deadline,
        recipient: ACCOUNT,
        createPool: false,
        tokenId: '7',
      }),
    ]);
  });

  it('needs the position manager', () => {
    expect(() =>
      v3AddWriteCalls(review, { ...clock, positionManager: undefined, permits: [] }),
    ).toThrow(MissingDependenciesError);
  });
});

describe('v3RemoveWriteCalls and collectWriteOptions', () => {
  const position: V3Position = {
    tokenId: 7n,
    nonce: 0n,
    operator: '0x0000000000000000000000000000000000000000',
    token0: USDC.address,
    token1: WETH.address,
    fee: FeeAmount.MEDIUM,
    tickLower,
    tickUpper,
    liquidity: 10n ** 15n,
    feeGrowthInside0LastX128: 0n,
    feeGrowthInside1LastX128: 0n,
    tokensOwed0: 0n,
    tokensOwed1: 0n,
  };
  const detail = { status: 'ready', position, pool, token0: USDC, token1: WETH };
  const fees = { amount0: 5_000_000n, amount1: 10n ** 15n };
  const removal = {
    manager: MANAGER,
    detail,
    fees,
    chainTime: CHAIN_TIME,
    deadlineSeconds: 1200,
    percent: 50,
    slippageBips: 50,
    recipient: ACCOUNT,
    receiveNative: true,
  };

  it('removes the percent with its fees, deadline on the chain clock', () => {
    expect(v3RemoveWriteCalls(removal)).toEqual([
      removeLiquidityCall({ ...removal, pool, position, deadline }),
    ]);
  });

  it.each([
    ['no manager', { manager: undefined }],
    ['a loading position', { detail: { status: 'loading' } }],
    ['no owed fees read', { fees: undefined }],
    ['no block yet', { chainTime: undefined }],
  ])('refuses a removal with %s', (_, change) => {
    expect(() => v3RemoveWriteCalls({ ...removal, ...change })).toThrow(MissingDependenciesError);
  });

  const collect = { account: ACCOUNT, manager: MANAGER, tokenId: 7n, detail, fees };

  it('collects everything owed to the owner or an operator, as the native coin', () => {
    const options = collectWriteOptions({ ...collect, authority: 'operator' });
    expect(options).toEqual({
      manager: MANAGER,
      tokenId: 7n,
      token0: USDC,
      token1: WETH,
      fees,
      recipient: ACCOUNT,
      receiveNative: true,
    });
    expect(options && collectFeesCall(options).address).toBe(MANAGER);
  });

  it.each([
    ['someone else', { authority: 'none' as const }],
    ['an unknown authority', { authority: 'unknown' as const }],
    ['no account', { authority: 'owner' as const, account: null }],
    ['unread fees', { authority: 'owner' as const, fees: undefined }],
    ['an unknown token', { authority: 'owner' as const, detail: { ...detail, token1: undefined } }],
  ])('offers nothing to collect for %s', (_, change) => {
    expect(collectWriteOptions({ ...collect, ...change })).toBeNull();
  });
});

describe('migrateWriteCalls', () => {
  const review = {
    terms: { target: '', amounts: [], minimums: [] },
    binding: { chainId: 1, account: ACCOUNT, recipient: ACCOUNT },
    pair: '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc',
    liquidity: 10n ** 12n,
    position: sdkPosition,
    slippageBips: 50,
    createPool: false,
  };

  it('migrates the reviewed LP to the account, with the permit given', () => {
    expect(migrateWriteCalls(review, { ...clock, migrator: MIGRATOR, permit: null })).toEqual([
      migrateCall({
        migrator: MIGRATOR,
        pair: review.pair,
        liquidity: review.liquidity,
        position: sdkPosition,
        slippageBips: 50,
        recipient: ACCOUNT,
        deadline,
        createPool: false,
        permit: null,
      }),
    ]);
  });

  it('needs the migrator', () => {
    expect(() =>
      migrateWriteCalls(review, { ...clock, migrator: undefined, permit: null }),
    ).toThrow(MissingDependenciesError);
  });
});

describe('V2 writes', () => {
  const amountA = CurrencyAmount.fromRawAmount(USDC, '2000000000');
  const amountB = CurrencyAmount.fromRawAmount(WETH, (10n ** 18n).toString());
  const review = addV2Review({
    amountA,
    amountB,
    slippageBips: 50,
    firstDeposit: false,
    chainId: 1,
    account: ACCOUNT,
  });
  if (!review) throw new Error('no review');

  it('adds the reviewed amounts through the router', () => {
    expect(v2AddWriteCalls(review, { ...clock, router: ROUTER })).toEqual([
      v2AddCall({
        router: ROUTER,
        amountA,
        amountB,
        recipient: ACCOUNT,
        slippageBips: 50,
        deadline,
        firstDeposit: false,
      }),
    ]);
    expect(() => v2AddWriteCalls(review, { ...clock, router: undefined })).toThrow(
      MissingDependenciesError,
    );
  });

  it('removes through v2RemoveCalls, its candidates in order', () => {
    const lp = new Pair(amountA, amountB).liquidityToken;
    const burn = {
      liquidity: CurrencyAmount.fromRawAmount(lp, '1000'),
      amountA: CurrencyAmount.fromRawAmount(USDC, '1000'),
      amountB: CurrencyAmount.fromRawAmount(WETH, '1000'),
    };
    const options = {
      router: ROUTER,
      currencyA: USDC,
      currencyB: WETH,
      slippageBips: 50,
      approved: true,
      permit: null,
    };
    expect(v2RemoveWriteCalls(burn, { ...clock, ...options })).toEqual(
      v2RemoveCalls({ ...options, ...burn, recipient: ACCOUNT, deadline }),
    );
    expect(() => v2RemoveWriteCalls(burn, { ...clock, ...options, account: null })).toThrow(
      MissingDependenciesError,
    );
  });
});

describe('miningWriteCalls', () => {
  const { stakingRewardAddress } = miningPool(0n, 1n, true).info;
  const amount = CurrencyAmount.fromRawAmount(miningPair.liquidityToken, '500');
  const input = {
    account: ACCOUNT,
    pool: stakingRewardAddress,
    amount,
    approved: true,
    permit: null,
  };

  it('withdraws with exit and claims with getReward', () => {
    expect(miningWriteCalls('withdraw', input)).toEqual([exitCall(stakingRewardAddress)]);
    expect(miningWriteCalls('claim', input)).toEqual([claimCall(stakingRewardAddress)]);
  });

  it('deposits with a usable permit, else stakes approved LP', () => {
    expect(miningWriteCalls('deposit', input)).toEqual([stakeCall(stakingRewardAddress, 500n)]);
    const permit: SignedPermit = {
      chainId: 1,
      token: miningPair.liquidityToken.address,
      owner: ACCOUNT,
      spender: stakingRewardAddress,
      nonce: 0n,
      deadline: 1_800_001_200n,
      type: 'amount',
      value: 500n,
      v: 27,
      r: `0x${'1'.repeat(64)}`,
      s: `0x${'2'.repeat(64)}`,
    };
    expect(miningWriteCalls('deposit', { ...input, approved: false, permit })).toEqual([
      stakeWithPermitCall(stakingRewardAddress, 500n, permit),
    ]);
  });

  it.each([
    ['no pool', 'claim', { pool: undefined }],
    ['no account', 'withdraw', { account: null }],
    ['no amount', 'deposit', { amount: undefined }],
  ] as const)('refuses with %s', (_, kind, change) => {
    expect(() => miningWriteCalls(kind, { ...input, ...change })).toThrow(MissingDependenciesError);
  });
});
