import { seededRandom } from '@dex-tooling/config/random';
import { CurrencyAmount, Token } from '@uniswap/sdk-core';
import { FeeAmount, nearestUsableTick, Pool, TICK_SPACINGS, TickMath } from '@uniswap/v3-sdk';
import { AbiCoder, Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { canSimulateV3Pool, simulateV3ExactInput } from '../split/v3Simulation';
import type { V3PoolKey } from './pools';
import {
  createV3PoolWithTicks,
  decodePopulatedTicksInWord,
  type PopulatedTick,
  populatedTicksInWordCall,
  TICK_WINDOW_WORDS_EACH_SIDE,
  tickWindowCalls,
  tickWindowWords,
} from './ticks';

const TOKEN_A = new Token(1, '0x1111111111111111111111111111111111111111', 18, 'A');
const TOKEN_B = new Token(1, '0x2222222222222222222222222222222222222222', 6, 'B');
const POOL_ADDRESS = '0x3333333333333333333333333333333333333333';
const LENS = '0x4444444444444444444444444444444444444444';
const KEY: V3PoolKey = {
  token0: TOKEN_A,
  token1: TOKEN_B,
  fee: FeeAmount.MEDIUM,
  address: POOL_ADDRESS,
};
const SPACING = TICK_SPACINGS[FeeAmount.MEDIUM];
const LENS_INTERFACE = new Interface([
  'function getPopulatedTicksInWord(address pool, int16 tickBitmapIndex) view returns (tuple(int24 tick, int128 liquidityNet, uint128 liquidityGross)[] populatedTicks)',
]);

/** What TickLens answers for one word of a pool holding `ticks`. */
function lensAnswer(ticks: readonly PopulatedTick[], word: number): string {
  const inWord = ticks
    .filter((t) => Math.floor(Math.floor(t.tick / SPACING) / 256) === word)
    .map((t) => [t.tick, t.liquidityNet, t.liquidityNet < 0n ? -t.liquidityNet : t.liquidityNet]);
  return LENS_INTERFACE.encodeFunctionResult('getPopulatedTicksInWord', [inWord]);
}

/** A pool of many positions (one full range) around tick `current`: its ticks and liquidity. */
function syntheticPool(seed: number, current: number, positions: number) {
  const random = seededRandom(seed);
  const nets = new Map<number, bigint>();
  const add = (lower: number, upper: number, liquidity: bigint) => {
    nets.set(lower, (nets.get(lower) ?? 0n) + liquidity);
    nets.set(upper, (nets.get(upper) ?? 0n) - liquidity);
  };
  add(
    nearestUsableTick(TickMath.MIN_TICK, SPACING),
    nearestUsableTick(TickMath.MAX_TICK, SPACING),
    10n ** 18n,
  );
  for (let i = 0; i < positions; i++) {
    const lower = nearestUsableTick(current + Math.floor((random() - 0.6) * 80_000), SPACING);
    const width = SPACING * (1 + Math.floor(random() * 400));
    add(lower, lower + width, BigInt(Math.floor(random() * 1e6)) * 10n ** 14n);
  }
  const ticks: PopulatedTick[] = [...nets]
    .filter(([, net]) => net !== 0n)
    .sort(([a], [b]) => a - b)
    .map(([tick, liquidityNet]) => ({ tick, liquidityNet }));
  const liquidity = ticks.filter((t) => t.tick <= current).reduce((s, t) => s + t.liquidityNet, 0n);
  const slot0 = {
    sqrtPriceX96: BigInt(TickMath.getSqrtRatioAtTick(current).toString()),
    tick: current,
  };
  const full = new Pool(
    TOKEN_A,
    TOKEN_B,
    FeeAmount.MEDIUM,
    slot0.sqrtPriceX96.toString(),
    liquidity.toString(),
    current,
    ticks.map((t) => ({
      index: t.tick,
      liquidityNet: t.liquidityNet.toString(),
      liquidityGross: (t.liquidityNet < 0n ? -t.liquidityNet : t.liquidityNet).toString(),
    })),
  );
  return { ticks, liquidity, slot0, full };
}

/** The window a caller reads: the words' calls answered by a lens over `ticks`, decoded. */
function readWindow(ticks: readonly PopulatedTick[], centreTick: number) {
  const words = tickWindowWords(centreTick, SPACING);
  return { words, ticks: words.flatMap((w) => decodePopulatedTicksInWord(lensAnswer(ticks, w))) };
}

describe('v3 pool ticks read through TickLens', () => {
  it('reads the words around the current tick, two each side, within the pool’s usable words', () => {
    expect(TICK_WINDOW_WORDS_EACH_SIDE).toBe(2);
    // Tick -1 is in word -1 (compressed ticks round down), so is -15360 at spacing 60.
    expect(tickWindowWords(0, 60)).toEqual([-2, -1, 0, 1, 2]);
    expect(tickWindowWords(-1, 60)).toEqual([-3, -2, -1, 0, 1]);
    expect(tickWindowWords(-15_360, 60)).toEqual([-3, -2, -1, 0, 1]);
    expect(tickWindowWords(-15_361, 60)).toEqual([-4, -3, -2, -1, 0]);
    // At the price limits the window stops at the last word a pool can use.
    expect(tickWindowWords(TickMath.MAX_TICK, 200)).toEqual([15, 16, 17]);
    expect(tickWindowWords(TickMath.MIN_TICK, 1)).toEqual([-3466, -3465, -3464]);
  });

  it('asks TickLens for each word of the window of this pool', () => {
    const calls = tickWindowCalls(LENS, KEY, 20_000);
    expect(calls).toHaveLength(5);
    const asked = calls.map((call) => {
      expect(call.address).toBe(LENS);
      const [pool, word] = LENS_INTERFACE.decodeFunctionData(
        'getPopulatedTicksInWord',
        call.callData,
      );
      expect(pool).toBe(POOL_ADDRESS);
      return Number(word);
    });
    expect(asked).toEqual([-1, 0, 1, 2, 3]);
    expect(populatedTicksInWordCall(LENS, POOL_ADDRESS, -7).callData).toBe(
      LENS_INTERFACE.encodeFunctionData('getPopulatedTicksInWord', [POOL_ADDRESS, -7]),
    );
  });

  it('decodes the populated ticks with their signed net liquidity', () => {
    const answer = LENS_INTERFACE.encodeFunctionResult('getPopulatedTicksInWord', [
      [
        [-120, -5n, 5n],
        [60, 2n ** 100n, 2n ** 100n],
      ],
    ]);
    expect(decodePopulatedTicksInWord(answer)).toEqual([
      { tick: -120, liquidityNet: -5n },
      { tick: 60, liquidityNet: 2n ** 100n },
    ]);
    expect(
      decodePopulatedTicksInWord(
        AbiCoder.defaultAbiCoder().encode(['tuple(int24,int128,uint128)[]'], [[]]),
      ),
    ).toEqual([]);
  });

  it('quotes exactly what the whole pool gives while the swap stays in the window, and refuses past it', async () => {
    const current = 1_234;
    const { ticks, liquidity, slot0, full } = syntheticPool(7, current, 200);
    const pool = createV3PoolWithTicks(KEY, slot0, liquidity, readWindow(ticks, current));
    expect(pool && canSimulateV3Pool(pool)).toBe(true);
    if (!pool) return;
    const words = tickWindowWords(current, SPACING);
    const low = (words[0] as number) * 256 * SPACING;
    const high = ((words[words.length - 1] as number) + 1) * 256 * SPACING;
    let inside = 0;
    let outside = 0;
    for (const token of [TOKEN_A, TOKEN_B]) {
      for (let exponent = -8; exponent <= 4; exponent += 0.5) {
        const raw = BigInt(Math.floor(Number(liquidity) * 10 ** exponent));
        const amount = CurrencyAmount.fromRawAmount(token, raw.toString());
        const ours = simulateV3ExactInput(pool, amount);
        const [theirs, after] = await full.getOutputAmount(amount);
        if (after.tickCurrent > low && after.tickCurrent < high) {
          expect(ours?.quotient.toString()).toBe(theirs.quotient.toString());
          inside++;
        } else {
          // The whole pool fills it past the window; the window pool never claims to.
          expect(ours).toBeNull();
          outside++;
        }
      }
    }
    expect(inside).toBeGreaterThan(20);
    expect(outside).toBeGreaterThan(4);
  });

  it('gives the bare pool, which the split search skips, once the price has left the window', () => {
    const { ticks, liquidity, slot0 } = syntheticPool(8, 100_000, 50);
    // The window read around the previous block's tick, far below today's.
    const stale = readWindow(ticks, 0);
    const pool = createV3PoolWithTicks(KEY, slot0, liquidity, stale);
    expect(pool?.tickCurrent).toBe(100_000);
    expect(pool && canSimulateV3Pool(pool)).toBe(false);
    const fresh = createV3PoolWithTicks(KEY, slot0, liquidity, readWindow(ticks, 100_000));
    expect(fresh && canSimulateV3Pool(fresh)).toBe(true);
  });

  it('gives no pool for a pool that does not exist, whatever ticks come with it', () => {
    expect(createV3PoolWithTicks(KEY, undefined, 0n, { words: [0], ticks: [] })).toBeNull();
    expect(
      createV3PoolWithTicks(KEY, { sqrtPriceX96: 0n, tick: 0 }, 0n, { words: [0], ticks: [] }),
    ).toBeNull();
  });
});
