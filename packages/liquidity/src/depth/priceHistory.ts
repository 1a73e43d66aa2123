// Issue #42 "price history without a server": a pool's price over the last day read from its own
// oracle. `observe(secondsAgos)` answers the tick accumulator at each time; the difference of two
// divided by the seconds between is the average tick of that interval. The oracle remembers only
// `observationCardinality` writes, so the oldest observation's timestamp bounds the series: asking
// for a time before it reverts ("OLD").
import {
  type ChainAnswer,
  type ContractCall,
  decodeAnswer,
  InvalidArgumentError,
  type ParseErrorHandler,
} from '@dex/primitives';
import { slot0Call } from '@dex/router';
import { Interface } from 'ethers';
import { type DepthPair, tickToDisplayPrice } from './prices';

export const ORACLE_INTERFACE = new Interface([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16 observationIndex, uint16 observationCardinality, uint16 observationCardinalityNext, uint8 feeProtocol, bool unlocked)',
  'function observations(uint256 index) view returns (uint32 blockTimestamp, int56 tickCumulative, uint160 secondsPerLiquidityCumulativeX128, bool initialized)',
  'function observe(uint32[] secondsAgos) view returns (int56[] tickCumulatives, uint160[] secondsPerLiquidityCumulativeX128s)',
]);

/** The history the chart asks for: one day. */
export const PRICE_HISTORY_SECONDS = 24 * 60 * 60;

/** Points (interval ends) in a full day's series: one every 30 minutes. */
export const PRICE_HISTORY_POINTS = 48;

/** Where the oracle's ring buffer stands (from `slot0`). */
export interface OracleState {
  readonly tick: number;
  readonly observationIndex: number;
  readonly observationCardinality: number;
}

/** The pool's `slot0`, read for its oracle fields (the same call the pool read makes). */
export function oracleStateCall(poolAddress: string): ContractCall {
  return slot0Call(poolAddress);
}

export function decodeOracleState(data: string): OracleState {
  const result = ORACLE_INTERFACE.decodeFunctionResult('slot0', data);
  return {
    tick: Number(result[1]),
    observationIndex: Number(result[2]),
    observationCardinality: Number(result[3]),
  };
}

export interface Observation {
  readonly blockTimestamp: number;
  readonly tickCumulative: bigint;
  readonly initialized: boolean;
}

function observationCall(poolAddress: string, index: number): ContractCall {
  return {
    address: poolAddress,
    callData: ORACLE_INTERFACE.encodeFunctionData('observations', [index]),
  };
}

export function decodeObservation(data: string): Observation {
  const result = ORACLE_INTERFACE.decodeFunctionResult('observations', data);
  return {
    blockTimestamp: Number(result[0]),
    tickCumulative: BigInt(result[1]),
    initialized: Boolean(result[3]),
  };
}

/**
 * The two slots that may hold the oldest observation: the one after the newest (the oldest once
 * the ring buffer has wrapped), and slot 0 (the oldest while it has not: the slot after is then
 * still uninitialised).
 */
export function oldestObservationCalls(
  poolAddress: string,
  state: OracleState,
): readonly [afterNewest: ContractCall, first: ContractCall] {
  if (state.observationCardinality < 1)
    throw new InvalidArgumentError('An oracle without observations has no oldest one');
  const afterNewest = (state.observationIndex + 1) % state.observationCardinality;
  return [observationCall(poolAddress, afterNewest), observationCall(poolAddress, 0)];
}

/**
 * The oldest observation's timestamp from the answers to `oldestObservationCalls`: undefined while
 * loading, null when a read failed, was malformed or the pool has no observation.
 */
export function decodeOldestObservationTime(
  afterNewest: ChainAnswer,
  first: ChainAnswer,
  onParseError?: ParseErrorHandler,
): ChainAnswer<number> {
  if (afterNewest === undefined || first === undefined) return undefined;
  if (!afterNewest || afterNewest === '0x' || !first || first === '0x') return null;
  const next = decodeAnswer(afterNewest, decodeObservation, onParseError);
  const zero = decodeAnswer(first, decodeObservation, onParseError);
  if (!next || !zero) return null;
  if (next.initialized) return next.blockTimestamp;
  return zero.initialized ? zero.blockTimestamp : null;
}

export interface HistorySeries {
  /** Seconds before now of each point, oldest first, ending at 0 (now). */
  readonly secondsAgos: readonly number[];
  /** The seconds the series spans: the day asked for, or less when the oracle reaches less. */
  readonly seconds: number;
}

export interface HistorySeriesInput {
  /** The latest block's timestamp (the chain's clock, not the wall clock). */
  readonly now: number;
  readonly oldestObservationTime: number;
  readonly seconds?: number;
  readonly points?: number;
}

/**
 * The `secondsAgos` to ask `observe` for: `points` intervals over the last `seconds`, cut short to
 * what the oldest observation reaches (never asking past it); no points when it reaches no time.
 */
export function historySeries(input: HistorySeriesInput): HistorySeries {
  const wanted = input.seconds ?? PRICE_HISTORY_SECONDS;
  const points = input.points ?? PRICE_HISTORY_POINTS;
  if (!Number.isInteger(points) || points < 1)
    throw new InvalidArgumentError(`Invalid point count: ${points}`);
  const reachable = Math.floor(input.now - input.oldestObservationTime);
  const seconds = Math.max(0, Math.min(wanted, reachable));
  if (seconds === 0) return { secondsAgos: [], seconds: 0 };
  // At least a second per interval: `observe` counts whole seconds.
  const intervals = Math.min(points, seconds);
  const secondsAgos: number[] = [];
  for (let index = 0; index <= intervals; index++)
    secondsAgos.push(Math.round((seconds * (intervals - index)) / intervals));
  return { secondsAgos, seconds };
}

export function observeCall(poolAddress: string, secondsAgos: readonly number[]): ContractCall {
  return {
    address: poolAddress,
    callData: ORACLE_INTERFACE.encodeFunctionData('observe', [secondsAgos]),
  };
}

export function decodeObserve(data: string): readonly bigint[] {
  const [tickCumulatives] = ORACLE_INTERFACE.decodeFunctionResult('observe', data);
  return (tickCumulatives as readonly bigint[]).map((value) => BigInt(value));
}

/** The average price of one interval of the series, stamped at the interval's end. */
export interface PricePoint {
  /** Unix seconds (chain time) at the end of the interval. */
  readonly time: number;
  readonly averageTick: number;
  readonly price: number;
}

export interface PriceHistoryInput {
  readonly now: number;
  readonly secondsAgos: readonly number[];
  readonly tickCumulatives: readonly bigint[];
  readonly pair: DepthPair;
}

/**
 * The series' average prices: per interval, (cumulative at its end − at its start) / its seconds,
 * rounded towards negative infinity as the pool's OracleLibrary does.
 */
export function priceHistory({
  now,
  secondsAgos,
  tickCumulatives,
  pair,
}: PriceHistoryInput): PricePoint[] {
  if (secondsAgos.length !== tickCumulatives.length)
    throw new InvalidArgumentError(
      `observe answered ${tickCumulatives.length} values for ${secondsAgos.length} times`,
    );
  const points: PricePoint[] = [];
  for (let index = 1; index < secondsAgos.length; index++) {
    const elapsed = BigInt((secondsAgos[index - 1] as number) - (secondsAgos[index] as number));
    if (elapsed <= 0n) continue;
    const delta = (tickCumulatives[index] as bigint) - (tickCumulatives[index - 1] as bigint);
    let averageTick = delta / elapsed;
    if (delta < 0n && delta % elapsed !== 0n) averageTick -= 1n;
    const tick = Number(averageTick);
    points.push({
      time: now - (secondsAgos[index] as number),
      averageTick: tick,
      price: tickToDisplayPrice(tick, pair),
    });
  }
  return points;
}
