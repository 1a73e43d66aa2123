// Against the devnet: the seeded WETH/USDC pool's ticks read through TickLens for the chart's
// window give active liquidity that matches the pool's own `liquidity()` at the current tick, and
// its oracle answers a price history as far back as its oldest observation and no further.
import type { ContractCall } from '@dex/primitives';
import { decodeLiquidity, decodeSlot0, liquidityCall, slot0Call } from '@dex/router';
import { type Devnet, startDevnet } from '@dex-tooling/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depthBars, liquidityIntervals } from './activeLiquidity';
import {
  decodeObserve,
  decodeOldestObservationTime,
  decodeOracleState,
  historySeries,
  observeCall,
  oldestObservationCalls,
  oracleStateCall,
  priceHistory,
} from './priceHistory';
import { type DepthPair, displayPriceToTick, tickToDisplayPrice } from './prices';
import { decodeDepthTicks, depthTickRead } from './tickReads';
import { initialWindow } from './window';

let devnet: Devnet;

beforeAll(async () => {
  devnet = await startDevnet({ services: false });
}, 300_000);

afterAll(async () => {
  await devnet?.stop();
});

const read = async ({ address, callData }: ContractCall): Promise<string> =>
  String(
    await devnet.client.request({
      method: 'eth_call',
      params: [{ to: address, data: callData }, 'latest'],
    }),
  );

function wethUsdcPool() {
  const entry = devnet.deployment.v3Pools.find(
    (p) => p.fee === 3000 && p.tokens.includes('WETH') && p.tokens.includes('USDC'),
  );
  if (!entry) throw new Error('devnet WETH/USDC 0.3% pool missing');
  const [token0, token1] = entry.tokens.map((key) => devnet.deployment.tokens[key]);
  if (!token0 || !token1) throw new Error('devnet pool tokens missing');
  const pair: DepthPair = {
    decimals0: token0.decimals,
    decimals1: token1.decimals,
    tickSpacing: 60,
    inverted: false,
  };
  return { address: entry.address, pair };
}

describe('the depth chart of the seeded WETH/USDC pool', () => {
  it('counts the pool liquidity at the current tick and some on each side', async () => {
    const { address, pair } = wethUsdcPool();
    const slot0 = decodeSlot0(await read(slot0Call(address)));
    const liquidity = decodeLiquidity(await read(liquidityCall(address)));
    const currentPrice = tickToDisplayPrice(slot0.tick, pair);
    const window = initialWindow({ currentPrice, tickSpacing: pair.tickSpacing });
    const depthRead = depthTickRead({
      tickLensAddress: devnet.deployment.contracts.tickLens,
      poolAddress: address,
      tickSpacing: pair.tickSpacing,
      tickCurrent: slot0.tick,
      fromTick: displayPriceToTick(window.min, pair),
      toTick: displayPriceToTick(window.max, pair),
    });
    const ticks = decodeDepthTicks(await Promise.all(depthRead.calls.map(read)));
    if (!ticks) throw new Error('ticks not read');
    expect(ticks.length).toBeGreaterThan(0);
    const intervals = liquidityIntervals({
      liquidity,
      tickCurrent: slot0.tick,
      ticks,
      tickLower: depthRead.tickLower,
      tickUpper: depthRead.tickUpper,
    });
    if (!intervals) throw new Error('no intervals');
    const atPrice = intervals.find(
      (interval) => interval.tickLower <= slot0.tick && slot0.tick < interval.tickUpper,
    );
    expect(atPrice?.liquidity).toBe(liquidity);
    expect(liquidity).toBeGreaterThan(0n);
    expect(intervals.every((interval) => interval.liquidity >= 0n)).toBe(true);

    // Read over the whole usable range, the liquidity in force at each end is exactly what the
    // limit ticks (full-range positions) start and end there: the nets balance out.
    const whole = depthTickRead({
      tickLensAddress: devnet.deployment.contracts.tickLens,
      poolAddress: address,
      tickSpacing: pair.tickSpacing,
      tickCurrent: slot0.tick,
      fromTick: -887_272,
      toTick: 887_272,
      maxWords: 200,
    });
    expect(whole).toMatchObject({ tickLower: -887_220, tickUpper: 887_220 });
    const allTicks = decodeDepthTicks(await Promise.all(whole.calls.map(read)));
    if (!allTicks) throw new Error('ticks not read');
    const all = liquidityIntervals({
      liquidity,
      tickCurrent: slot0.tick,
      ticks: allTicks,
      tickLower: whole.tickLower,
      tickUpper: whole.tickUpper,
    });
    const netAt = (tick: number) =>
      allTicks
        .filter((entry) => entry.tick === tick)
        .reduce((sum, entry) => sum + entry.liquidityNet, 0n);
    expect(all?.[0]?.liquidity).toBe(netAt(-887_220));
    expect(all?.at(-1)?.liquidity).toBe(-netAt(887_220));
    const bars = depthBars({ intervals, pair, window, count: 50 });
    expect(bars.some((bar) => bar.liquidity > 0)).toBe(true);
  });
});

describe('the price history from its oracle', () => {
  it('reaches back to the oldest observation, and observe refuses anything older', async () => {
    const { address, pair } = wethUsdcPool();
    const state = decodeOracleState(await read(oracleStateCall(address)));
    expect(state.observationCardinality).toBeGreaterThan(0);
    const [afterNewest, first] = oldestObservationCalls(address, state);
    const oldest = decodeOldestObservationTime(await read(afterNewest), await read(first));
    if (typeof oldest !== 'number') throw new Error('no oldest observation');
    const block = (await devnet.client.request({
      method: 'eth_getBlockByNumber',
      params: ['latest', false],
    })) as { timestamp: string };
    const now = Number(BigInt(block.timestamp));
    const series = historySeries({ now, oldestObservationTime: oldest });
    expect(series.seconds).toBeGreaterThan(0);
    expect(series.seconds).toBeLessThanOrEqual(86_400);
    const tickCumulatives = decodeObserve(await read(observeCall(address, series.secondsAgos)));
    const points = priceHistory({ now, secondsAgos: series.secondsAgos, tickCumulatives, pair });
    expect(points.length).toBe(series.secondsAgos.length - 1);
    for (const point of points) expect(point.price).toBeGreaterThan(0);
    // The last interval ends now, at (about) the pool's current tick.
    expect(Math.abs((points.at(-1)?.averageTick ?? 0) - state.tick)).toBeLessThan(2_000);
    // A day's series that ignored the oldest observation would ask past it, and observe reverts.
    if (series.seconds < 86_400)
      await expect(read(observeCall(address, [series.seconds + 1_000, 0]))).rejects.toThrow();
  });
});
