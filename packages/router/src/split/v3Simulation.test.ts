import { seededRandom } from '@dex-tooling/config/random';
import { CurrencyAmount } from '@uniswap/sdk-core';
import { type FeeAmount, Pool } from '@uniswap/v3-sdk';
import { describe, expect, it } from 'vitest';
import { syntheticMixedMarket } from '../../bench/syntheticMixedMarket';
import {
  canSimulateV3Pool,
  simulateV3ExactInput,
  simulateV3ExactOutput,
  v3InputAmount,
  v3OutputAmount,
} from './v3Simulation';

/** The SDK's answer, or undefined where it would not fill the whole amount. */
async function sdkOutput(pool: Pool, zeroForOne: boolean, amountIn: bigint) {
  const token = zeroForOne ? pool.token0 : pool.token1;
  const [out] = await pool.getOutputAmount(
    CurrencyAmount.fromRawAmount(token, amountIn.toString()),
  );
  return BigInt(out.quotient.toString());
}

async function sdkInput(pool: Pool, zeroForOne: boolean, amountOut: bigint) {
  const token = zeroForOne ? pool.token1 : pool.token0;
  const [input] = await pool.getInputAmount(
    CurrencyAmount.fromRawAmount(token, amountOut.toString()),
  );
  return BigInt(input.quotient.toString());
}

describe('v3 pool simulation', () => {
  const market = syntheticMixedMarket(12, 60, 5, 'uniform');
  const pools = market.pools;

  it('gives exactly the SDK output and input across sizes, directions and fee tiers', async () => {
    const random = seededRandom(99);
    const fees = new Set<FeeAmount>();
    let compared = 0;
    for (const pool of pools) {
      fees.add(pool.fee);
      for (const zeroForOne of [true, false]) {
        // Reference size: what the in-range liquidity holds around the price.
        const liquidity = BigInt(pool.liquidity.toString());
        for (let i = 0; i < 6; i++) {
          // From dust to amounts that cross several ticks.
          const amount = BigInt(
            Math.max(1, Math.floor(Number(liquidity) * 10 ** (-6 + random() * 5.5))),
          );
          const ours = v3OutputAmount(pool, zeroForOne, amount);
          if (ours !== undefined) {
            expect(ours).toBe(await sdkOutput(pool, zeroForOne, amount));
            compared++;
          }
          const needed = v3InputAmount(pool, zeroForOne, amount);
          if (needed !== undefined) {
            expect(needed).toBe(await sdkInput(pool, zeroForOne, amount));
            compared++;
          }
        }
      }
    }
    expect(fees.size).toBe(4);
    expect(compared).toBeGreaterThan(pools.length * 12);
  });

  it('quotes the same in any order (the cached walk does not change answers)', () => {
    const pool = pools[0] as Pool;
    const liquidity = BigInt(pool.liquidity.toString());
    const amounts = [liquidity / 10n, liquidity / 1000n, liquidity, liquidity / 100n];
    const first = amounts.map((amount) => v3OutputAmount(pool, true, amount));
    const fresh = new Pool(
      pool.token0,
      pool.token1,
      pool.fee,
      pool.sqrtRatioX96,
      pool.liquidity,
      pool.tickCurrent,
      (pool.tickDataProvider as unknown as { ticks: never[] }).ticks,
    );
    const reversed = [...amounts].reverse().map((amount) => v3OutputAmount(fresh, true, amount));
    expect(reversed.reverse()).toEqual(first);
  });

  it('refuses what the pool cannot fill and pools without ticks in memory', () => {
    const pool = pools[0] as Pool;
    expect(v3OutputAmount(pool, true, 10n ** 70n)).toBeUndefined();
    expect(v3InputAmount(pool, false, 10n ** 60n)).toBeUndefined();
    expect(v3OutputAmount(pool, true, 0n)).toBeUndefined();
    const bare = new Pool(
      pool.token0,
      pool.token1,
      pool.fee,
      pool.sqrtRatioX96,
      pool.liquidity,
      pool.tickCurrent,
    );
    expect(canSimulateV3Pool(bare)).toBe(false);
    expect(v3OutputAmount(bare, true, 1000n)).toBeUndefined();
  });

  it('answers with SDK currency amounts like Pool.getOutputAmount / getInputAmount', async () => {
    let nonZero = 0;
    for (const pool of pools.slice(0, 10)) {
      // A thousandth of the token1 held around the price (virtual reserve L * sqrtP).
      const reserve1 =
        (BigInt(pool.liquidity.toString()) * BigInt(pool.sqrtRatioX96.toString())) >> 96n;
      const amount = CurrencyAmount.fromRawAmount(pool.token1, (reserve1 / 1000n + 1n).toString());
      const [sdkOut] = await pool.getOutputAmount(amount);
      const out = simulateV3ExactInput(pool, amount);
      if (sdkOut.quotient.toString() === '0') {
        expect(out).toBeNull(); // nothing comes out: no quote
      } else {
        expect(out?.currency.equals(pool.token0)).toBe(true);
        expect(out?.quotient.toString()).toBe(sdkOut.quotient.toString());
        nonZero++;
      }
      const [sdkIn] = await pool.getInputAmount(amount);
      const needed = simulateV3ExactOutput(pool, amount);
      expect(needed?.currency.equals(pool.token0)).toBe(true);
      expect(needed?.quotient.toString()).toBe(sdkIn.quotient.toString());
    }
    expect(nonZero).toBeGreaterThan(5);
  });
});
