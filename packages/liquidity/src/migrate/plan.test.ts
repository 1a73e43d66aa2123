import { Token } from '@uniswap/sdk-core';
import {
  encodeSqrtRatioX96,
  nearestUsableTick,
  Pool,
  TICK_SPACINGS,
  TickMath,
} from '@uniswap/v3-sdk';
import { AbiCoder, Interface } from 'ethers';
import { describe, expect, it, vi } from 'vitest';
import { PoolState } from '../pools';
import { liquidityToken } from '../v2/pairs';
import { migrateMinimumAmounts } from './migrate';
import {
  decodePairIdentity,
  isFactoryPair,
  lpTokenAmounts,
  type MigrationInput,
  pairIdentityCalls,
  planMigration,
  poolAtV2Price,
  priceDifference,
  v2SpotPrice,
} from './plan';

// token0 USDC (6 decimals), token1 WETH (18): the pair's and the pool's order.
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC');
const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH');
const PAIR = '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc';
const E18 = 10n ** 18n;

// The pair: 2,000,000 USDC and 1,000 WETH (2,000 USDC per WETH), 100 LP tokens in all.
const reserve0 = 2_000_000n * 10n ** 6n;
const reserve1 = 1_000n * E18;
const totalSupply = 100n * E18;

/** A V3 pool at `usdcPerWeth` (token1 per token0 in raw units is WETH wei per USDC unit). */
function poolAt(usdcPerWeth: bigint, fee = 3000) {
  const sqrt = encodeSqrtRatioX96(E18.toString(), (usdcPerWeth * 10n ** 6n).toString());
  return new Pool(USDC, WETH, fee, sqrt, E18.toString(), TickMath.getTickAtSqrtRatio(sqrt));
}

function rangeAround(pool: Pool, width = 6000) {
  const spacing = TICK_SPACINGS[pool.fee];
  return {
    tickLower: nearestUsableTick(pool.tickCurrent - width, spacing),
    tickUpper: nearestUsableTick(pool.tickCurrent + width, spacing),
  };
}

function input(overrides: Partial<MigrationInput> = {}): MigrationInput {
  const pool = poolAt(2000n);
  return {
    token0: USDC,
    token1: WETH,
    reserve0,
    reserve1,
    totalSupply,
    liquidity: 10n * E18, // a tenth of the pair
    fee: 3000,
    poolState: PoolState.EXISTS,
    pool,
    ...rangeAround(pool),
    invalidRange: false,
    slippageBips: 50,
    ...overrides,
  };
}

describe('pair identity', () => {
  it('reads token0, token1 and factory of the address and decodes them', () => {
    const calls = pairIdentityCalls(PAIR.toLowerCase());
    expect(calls.map((c) => c.address)).toEqual([PAIR, PAIR, PAIR]);
    const iface = new Interface(['function token0()', 'function token1()', 'function factory()']);
    expect(calls.map((c) => c.callData)).toEqual(
      ['token0', 'token1', 'factory'].map((name) => iface.encodeFunctionData(name)),
    );
    const word = (address: string) => AbiCoder.defaultAbiCoder().encode(['address'], [address]);
    const factory = '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f';
    expect(decodePairIdentity([word(USDC.address), word(WETH.address), word(factory)])).toEqual({
      token0: USDC.address,
      token1: WETH.address,
      factory,
    });
  });

  it('is null for an address that is no pair (an empty or missing answer, equal tokens)', () => {
    const word = (address: string) => AbiCoder.defaultAbiCoder().encode(['address'], [address]);
    expect(decodePairIdentity(['0x', '0x', '0x'])).toBeNull();
    expect(decodePairIdentity([word(USDC.address), null, word(PAIR)])).toBeNull();
    expect(decodePairIdentity([word(USDC.address), word(USDC.address), word(PAIR)])).toBeNull();
  });

  it('tells the parse-error handler about a malformed answer', () => {
    const word = (address: string) => AbiCoder.defaultAbiCoder().encode(['address'], [address]);
    const onParseError = vi.fn();
    expect(decodePairIdentity([word(USDC.address), '0x1234', word(PAIR)], onParseError)).toBeNull();
    expect(onParseError).toHaveBeenCalledWith('0x1234', expect.any(Error));
  });
});

describe('isFactoryPair', () => {
  const factory = {
    address: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
    initCodeHash: '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f',
  } as const;
  const [token0, token1] = USDC.sortsBefore(WETH) ? [USDC, WETH] : [WETH, USDC];
  const pairAddress = liquidityToken(factory, token0, token1).address;
  const identity = { token0: token0.address, token1: token1.address, factory: factory.address };

  it("accepts the factory's own pair for the tokens", () => {
    expect(isFactoryPair(factory, identity, token0, token1, pairAddress.toLowerCase())).toBe(true);
  });

  it('refuses a contract that only claims the factory, or names another one', () => {
    const impostor = `0x${'12'.repeat(20)}`;
    expect(isFactoryPair(factory, identity, token0, token1, impostor)).toBe(false);
    const other = { ...identity, factory: '0x0000000000000000000000000000000000000001' };
    expect(isFactoryPair(factory, other, token0, token1, pairAddress)).toBe(false);
  });
});

describe('prices', () => {
  it("gives the pair's price of token0 in token1 and none for an empty pair", () => {
    expect(v2SpotPrice(USDC, WETH, reserve0, reserve1)?.invert().toSignificant(6)).toBe('2000');
    expect(v2SpotPrice(USDC, WETH, 0n, reserve1)).toBeUndefined();
  });

  it('measures the difference both ways', () => {
    const v2 = v2SpotPrice(USDC, WETH, reserve0, reserve1);
    if (!v2) throw new Error('no price');
    expect(priceDifference(v2, poolAt(2000n).token0Price)?.toFixed(2)).toBe('0.00');
    expect(priceDifference(v2, poolAt(2100n).token0Price)?.toFixed(1)).toBe('5.0');
    expect(priceDifference(v2, poolAt(1900n).token0Price)?.toFixed(1)).toBe('5.0');
  });

  it('creates the missing pool at the pair price', () => {
    const pool = poolAtV2Price(USDC, WETH, 500, reserve0, reserve1);
    expect(pool?.priceOf(WETH).toSignificant(6)).toBe('2000');
    expect(pool?.fee).toBe(500);
    expect(poolAtV2Price(USDC, WETH, 500, 0n, reserve1)).toBeUndefined();
  });
});

describe('lpTokenAmounts', () => {
  it("is the wallet LP's share of each reserve, rounded down", () => {
    const { amount0, amount1 } = lpTokenAmounts(
      USDC,
      WETH,
      { reserve0, reserve1 },
      totalSupply,
      3n,
    );
    expect(amount0.quotient.toString()).toBe(((reserve0 * 3n) / totalSupply).toString());
    expect(amount1.quotient.toString()).toBe('30');
    const all = lpTokenAmounts(USDC, WETH, { reserve0, reserve1 }, totalSupply, totalSupply);
    expect(all.amount1.toExact()).toBe('1000');
  });
});

describe('planMigration', () => {
  it('mints what the LP is worth in the range, with slippage minimums and the rest refunded', () => {
    const plan = planMigration(input());
    expect(plan.block).toBeNull();
    expect(plan.createPool).toBe(false);
    expect(plan.largePriceDifference).toBe(false);
    expect(plan.v2Amount0.toExact()).toBe('200000');
    expect(plan.v2Amount1.toExact()).toBe('100');
    const { position, v3Amount0, v3Amount1, refund0, refund1 } = plan;
    if (!position || !v3Amount0 || !v3Amount1 || !refund0 || !refund1) throw new Error('no plan');
    // A symmetric range at the pair price takes nearly all of both sides.
    expect(Number(v3Amount0.toExact())).toBeGreaterThan(199_000);
    expect(Number(v3Amount1.toExact())).toBeGreaterThan(99);
    expect(v3Amount0.add(refund0).equalTo(plan.v2Amount0)).toBe(true);
    expect(v3Amount1.add(refund1).equalTo(plan.v2Amount1)).toBe(true);
    expect(plan.minimums).toEqual(migrateMinimumAmounts(position, 50));
  });

  it('warns at 2 % or more between the pair and the pool', () => {
    expect(planMigration(input({ pool: poolAt(2039n) })).largePriceDifference).toBe(false);
    expect(planMigration(input({ pool: poolAt(2041n) })).largePriceDifference).toBe(true);
    expect(planMigration(input({ pool: poolAt(1950n) })).largePriceDifference).toBe(true);
  });

  it('prices a missing pool at the pair price and includes its creation', () => {
    const pool = poolAtV2Price(USDC, WETH, 500, reserve0, reserve1);
    if (!pool) throw new Error('no pool');
    const plan = planMigration(
      input({ fee: 500, poolState: PoolState.NOT_EXISTS, pool: null, ...rangeAround(pool) }),
    );
    expect(plan.createPool).toBe(true);
    expect(plan.pool?.sqrtRatioX96.toString()).toBe(pool.sqrtRatioX96.toString());
    expect(plan.priceDifference).toBeUndefined();
    expect(plan.block).toBeNull();
  });

  it('is blocked while the pool loads, for an invalid range and without LP', () => {
    expect(planMigration(input({ poolState: PoolState.LOADING, pool: null })).block).toBe(
      'loading',
    );
    expect(planMigration(input({ invalidRange: true })).block).toBe('invalidRange');
    expect(planMigration(input({ tickUpper: undefined })).block).toBe('invalidRange');
    const swapped = input();
    expect(
      planMigration({ ...swapped, tickLower: swapped.tickUpper, tickUpper: swapped.tickLower })
        .block,
    ).toBe('invalidRange');
    const none = planMigration(input({ liquidity: 0n }));
    expect(none.block).toBe('missingAmounts');
    expect(none.minimums).toBeUndefined();
  });
});
