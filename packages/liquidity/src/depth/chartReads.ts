// Issue #42: the depth chart's and the price history's chain reads as rules over any `ReadAnswers`
// (the app's multicall watch, a test's eth_call), so a page only supplies the reader. Both work on
// any endpoint that answers `eth_call`: no indexer, no log queries.
import { type ChainAnswer, decodeAnswer, type ParseErrorHandler } from '@dex/primitives';
import type { Pool } from '@uniswap/v3-sdk';
import { v3PoolAddress } from '../pools';
import type { ReadAnswers } from '../reads';
import { type LiquidityInterval, liquidityIntervals } from './activeLiquidity';
import {
  decodeObserve,
  decodeOldestObservationTime,
  decodeOracleState,
  historySeries,
  observeCall,
  oldestObservationCalls,
  oracleStateCall,
  type PricePoint,
  priceHistory,
} from './priceHistory';
import type { DepthPair } from './prices';
import { DEPTH_WORD_GAS, decodeDepthTicks, depthTickRead } from './tickReads';

/**
 * How far from the current price the tick read reaches (× and ÷): the zoom never shows more, so
 * one read serves every window and panning or zooming reads nothing new.
 */
export const DEPTH_READ_PRICE_FACTOR = 10;

const TICKS_PER_FACTOR = Math.log(DEPTH_READ_PRICE_FACTOR) / Math.log(1.0001);

export interface PoolDepthSource {
  readonly tickLensAddress: string;
  readonly poolAddress: string;
  readonly tickSpacing: number;
  /** The pool's current tick and in-range liquidity (its `slot0` and `liquidity()`). */
  readonly tickCurrent: number;
  readonly liquidity: bigint;
}

/**
 * Where a pool's depth is read: its address under the chain's own factory, its tick and liquidity
 * now. Undefined without a pool, a factory or a TickLens on the chain.
 */
export function poolDepthSource(
  pool: Pool | null | undefined,
  contracts: {
    readonly factory: { readonly address: string; readonly initCodeHash?: string } | undefined;
    readonly tickLens: string | undefined;
  },
): PoolDepthSource | undefined {
  const { factory, tickLens } = contracts;
  if (!pool || !factory || !tickLens) return undefined;
  return {
    tickLensAddress: tickLens,
    poolAddress: v3PoolAddress(
      factory.address,
      pool.token0,
      pool.token1,
      pool.fee,
      factory.initCodeHash,
    ),
    tickSpacing: pool.tickSpacing,
    tickCurrent: pool.tickCurrent,
    liquidity: BigInt(pool.liquidity.toString()),
  };
}

/**
 * The liquidity in force across the prices within `DEPTH_READ_PRICE_FACTOR` of the current one:
 * undefined while loading, null when a read failed or answered nonsense.
 */
export function readPoolDepth(
  read: ReadAnswers,
  source: PoolDepthSource,
  onParseError?: ParseErrorHandler,
): ChainAnswer<readonly LiquidityInterval[]> {
  const request = depthTickRead({
    ...source,
    fromTick: source.tickCurrent - TICKS_PER_FACTOR,
    toTick: source.tickCurrent + TICKS_PER_FACTOR,
  });
  // A full word of ticks costs more than a batch's default share of gas.
  const calls = request.calls.map((call) => ({ ...call, gasRequired: DEPTH_WORD_GAS }));
  const ticks = decodeDepthTicks(read(calls), onParseError);
  if (!ticks) return ticks;
  return (
    liquidityIntervals({
      liquidity: source.liquidity,
      tickCurrent: source.tickCurrent,
      ticks,
      tickLower: request.tickLower,
      tickUpper: request.tickUpper,
    }) ?? null
  );
}

/** How often a history shorter than a day asks for a longer series. */
const HISTORY_REREAD_SECONDS = 300;

export interface PriceHistorySource {
  readonly poolAddress: string;
  readonly pair: DepthPair;
  /** The latest block's timestamp (the chain's clock); undefined while unknown. */
  readonly now: number | undefined;
}

/**
 * The pool's average prices over the last day, or over as much of it as its oracle remembers, in
 * three rounds (where the ring buffer stands, its oldest observation, `observe`): undefined while
 * loading, null when a read failed; an empty series when the oracle reaches no time yet.
 */
export function readPriceHistory(
  read: ReadAnswers,
  source: PriceHistorySource,
  onParseError?: ParseErrorHandler,
): ChainAnswer<readonly PricePoint[]> {
  const { poolAddress, pair, now } = source;
  const [stateAnswer] = read([oracleStateCall(poolAddress)]);
  if (!stateAnswer || now === undefined) return stateAnswer === null ? null : undefined;
  const state = decodeAnswer(stateAnswer, decodeOracleState, onParseError);
  if (stateAnswer === '0x' || !state || state.observationCardinality < 1) return null;
  const [afterNewest, first] = read(oldestObservationCalls(poolAddress, state));
  const oldest = decodeOldestObservationTime(
    afterNewest as ChainAnswer,
    first as ChainAnswer,
    onParseError,
  );
  if (!oldest) return oldest === undefined ? undefined : null;
  // The series is measured back from the block the call runs in; `now` only bounds it. Whole
  // steps of it keep a young oracle's call the same from block to block (no reload each block).
  const steadyNow = now - (now % HISTORY_REREAD_SECONDS);
  const { secondsAgos } = historySeries({ now: steadyNow, oldestObservationTime: oldest });
  if (secondsAgos.length < 2) return [];
  const [observed] = read([observeCall(poolAddress, secondsAgos)]);
  if (!observed) return observed === null ? null : undefined;
  const tickCumulatives = decodeAnswer(observed, decodeObserve, onParseError);
  if (observed === '0x' || !tickCumulatives || tickCumulatives.length !== secondsAgos.length)
    return null;
  return priceHistory({ now, secondsAgos, tickCumulatives, pair });
}
