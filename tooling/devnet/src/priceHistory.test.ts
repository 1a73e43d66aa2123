// The day of price history the seed leaves on the WETH/USDC 0.3% pool (issue #42 §2): its oracle
// keeps a day of trades the chart can read with `observe`, and the pool ends where it started.
import type { Contract } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifacts } from './artifacts';
import { type Devnet, startDevnet } from './index';
import { sqrtPriceAtOffset } from './priceHistory';
import { PRICE_HISTORY } from './world';

const DAY = 24 * 60 * 60;
/** The chart's series: 48 intervals of 30 minutes (packages/liquidity's priceHistory.ts). */
const INTERVALS = 48;

let devnet: Devnet;

beforeAll(async () => {
  devnet = await startDevnet({ services: false });
});

afterAll(async () => {
  await devnet?.stop();
});

const poolAt = (address: string): Contract => devnet.client.at(artifacts.UniswapV3Pool, address);

async function slot0(pool: Contract) {
  return (await pool.getFunction('slot0')()) as {
    sqrtPriceX96: bigint;
    tick: bigint;
    observationCardinality: bigint;
    observationCardinalityNext: bigint;
  };
}

async function observe(pool: Contract, secondsAgos: readonly number[]): Promise<bigint[]> {
  const [tickCumulatives] = (await pool.getFunction('observe')(secondsAgos)) as [bigint[]];
  return [...tickCumulatives];
}

function historyPool() {
  const [a, b, fee] = PRICE_HISTORY.pool;
  const entry = devnet.deployment.v3Pools.find(
    (p) => p.fee === fee && p.tokens.includes(a) && p.tokens.includes(b),
  );
  if (!entry) throw new Error('no WETH/USDC 0.3% pool');
  return entry;
}

describe('the day of price history on the WETH/USDC 0.3% pool', () => {
  it("is the pool of account #0's in-range position, traded by an account nothing else sends from", () => {
    const { priceHistory, positions, accounts } = devnet.deployment;
    const pool = historyPool();
    expect(priceHistory.pool).toBe(pool.address);
    expect(positions.find((p) => p.state === 'in-range')?.pool).toBe(pool.address);
    expect(priceHistory.trader).toBe(accounts[7]);
    expect(priceHistory.trades).toBe(PRICE_HISTORY.pathBps.length + 1);
  });

  it('has the observation cardinality the seed set, on every V3 pool', async () => {
    for (const { address } of devnet.deployment.v3Pools) {
      const state = await slot0(poolAt(address));
      expect(Number(state.observationCardinalityNext), address).toBe(
        PRICE_HISTORY.observationCardinality,
      );
    }
    const state = await slot0(poolAt(historyPool().address));
    // Grown at the day's first write.
    expect(Number(state.observationCardinality)).toBe(PRICE_HISTORY.observationCardinality);
    expect(devnet.deployment.priceHistory.observationCardinality).toBe(
      PRICE_HISTORY.observationCardinality,
    );
  });

  it('answers observe at least 23 hours back', async () => {
    const pool = poolAt(historyPool().address);
    const [then, now] = await observe(pool, [23 * 60 * 60, 0]);
    expect(typeof then).toBe('bigint');
    expect(typeof now).toBe('bigint');
    // The oracle's own bound: its oldest observation is older than that.
    const state = (await pool.getFunction('slot0')()) as {
      observationIndex: bigint;
      observationCardinality: bigint;
    };
    const after = (await pool.getFunction('observations')(
      (state.observationIndex + 1n) % state.observationCardinality,
    )) as { blockTimestamp: bigint; initialized: boolean };
    const oldest = after.initialized
      ? after.blockTimestamp
      : ((await pool.getFunction('observations')(0)) as { blockTimestamp: bigint }).blockTimestamp;
    const { timestamp } = await devnet.client.latestBlock();
    expect(timestamp - Number(oldest)).toBeGreaterThanOrEqual(23 * 60 * 60);
  });

  it("moves over the last day's 48 half-hour intervals", async () => {
    const pool = poolAt(historyPool().address);
    const step = DAY / INTERVALS;
    const secondsAgos = Array.from({ length: INTERVALS + 1 }, (_, i) => DAY - i * step);
    const cumulatives = await observe(pool, secondsAgos);
    const averageTicks = cumulatives
      .slice(1)
      .map((cumulative, i) => Number((cumulative - (cumulatives[i] as bigint)) / BigInt(step)));
    expect(averageTicks).toHaveLength(INTERVALS);
    expect(new Set(averageTicks).size).toBeGreaterThanOrEqual(24);
    // A few percent between the day's highest and lowest half hour (100 ticks ≈ 1 %).
    expect(Math.max(...averageTicks) - Math.min(...averageTicks)).toBeGreaterThan(300);
  });

  it('ends at exactly the price it started at, the one the app shows', async () => {
    const { priceHistory } = devnet.deployment;
    const pool = historyPool();
    const state = await slot0(poolAt(pool.address));
    expect(state.sqrtPriceX96.toString()).toBe(priceHistory.sqrtPriceX96);
    expect(Number(state.tick)).toBe(priceHistory.tick);
    // "Current Price: 2,002.27 USDC per ETH", as before the day of trades.
    const raw = (Number(state.sqrtPriceX96) / 2 ** 96) ** 2;
    const wethFirst = pool.tokens[0] === 'WETH';
    const usdcPerEth = wethFirst ? raw * 10 ** (18 - 6) : 10 ** (18 - 6) / raw;
    expect(usdcPerEth.toFixed(2)).toBe('2002.27');
  });
});

describe('sqrtPriceAtOffset', () => {
  it('moves the price, not its square root, by the basis points', () => {
    const start = 2n ** 96n;
    expect(sqrtPriceAtOffset(start, 0)).toBe(start);
    const up = Number(sqrtPriceAtOffset(start, 300)) / 2 ** 96;
    expect(up ** 2).toBeCloseTo(1.03, 9);
    const down = Number(sqrtPriceAtOffset(start, -240)) / 2 ** 96;
    expect(down ** 2).toBeCloseTo(0.976, 9);
  });
});
