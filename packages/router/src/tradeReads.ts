// What pricing a trade reads from chain (v2 reserves, v3 slot0 and liquidity, Quoter quotes) and
// how the answers become SDK pairs, pools and quotes. Pure: a caller batches the reads (e.g. with
// @dex/multicall) and passes the answers back in the same order.
import type { FactoryDeployment } from '@dex/chains';
import { type ContractCall, decodeAnswer, type ParseErrorHandler } from '@dex/primitives';
import type { Currency, CurrencyAmount, Token } from '@uniswap/sdk-core';
import type { Pair } from '@uniswap/v2-sdk';
import { type Pool, type Route, TICK_SPACINGS } from '@uniswap/v3-sdk';
import { getCandidateTokenPairs } from './candidatePairs';
import type { QuoteResult } from './tradeState';
import { computeV2PairAddress, createV2Pair, decodeReserves, getReservesCall } from './v2/pairs';
import {
  createV3Pool,
  decodeLiquidity,
  decodeSlot0,
  getV3PoolKeys,
  liquidityCall,
  slot0Call,
  type V3PoolKey,
} from './v3/pools';
import {
  decodeQuoteExactInput,
  decodeQuoteExactOutput,
  quoteExactInputCall,
  quoteExactOutputCall,
} from './v3/quoter';
import {
  createV3PoolWithTicks,
  decodePopulatedTicksInWord,
  type PopulatedTick,
  populatedTicksInWordCall,
  TICK_LENS_WORD_GAS,
  tickWindowWords,
} from './v3/ticks';

/** A batched read: the call and, for expensive ones, the gas it may use (as @dex/multicall's `Call`). */
export interface TradeRead extends ContractCall {
  readonly gasRequired?: number;
}

/** The answer to one read, as far as pricing needs it (a subset of @dex/multicall's `TradeReadState`). */
export interface TradeReadState {
  readonly valid: boolean;
  readonly loading: boolean;
  readonly syncing: boolean;
  readonly error: boolean;
  readonly data: string | undefined;
}

/** Quotes walk every tick they cross; the spec's 200,000 default is too little for two hops. */
export const QUOTE_GAS_REQUIRED = 2_000_000;

/** Multicall wants lower-case call data and checksummed-or-lower addresses. */
function toCall(call: ContractCall, gasRequired?: number): TradeRead {
  return {
    address: call.address,
    callData: call.callData.toLowerCase(),
    ...(gasRequired === undefined ? {} : { gasRequired }),
  };
}

/** A read answered with data; missing contracts answer '0x' and count as absent. */
function dataOf(state: TradeReadState | undefined): string | undefined {
  return state?.valid && !state.error && state.data && state.data !== '0x' ? state.data : undefined;
}

const isLoading = (state: TradeReadState | undefined) => !state || (state.valid && state.loading);

export interface V2PairReads {
  readonly tokenPairs: ReadonlyArray<readonly [Token, Token]>;
  readonly calls: readonly TradeRead[];
}

/** getReserves of every candidate pair between the two currencies under `factory`. */
export function v2PairReads(
  currencyA: Currency,
  currencyB: Currency,
  factory: FactoryDeployment,
): V2PairReads {
  return v2PairReadsForTokenPairs(
    getCandidateTokenPairs(currencyA.wrapped, currencyB.wrapped),
    factory,
  );
}

/** getReserves of the pair of each of `tokenPairs` under `factory` (a market read whole, not per trade). */
export function v2PairReadsForTokenPairs(
  tokenPairs: ReadonlyArray<readonly [Token, Token]>,
  factory: FactoryDeployment,
): V2PairReads {
  return {
    tokenPairs,
    calls: tokenPairs.map(([a, b]) => toCall(getReservesCall(computeV2PairAddress(factory, a, b)))),
  };
}

/**
 * The pairs that exist, and whether any read is still loading. A malformed answer counts as a
 * missing pair rather than breaking the page, and is passed to `onParseError`.
 */
export function v2PairsFromStates(
  reads: V2PairReads,
  states: readonly TradeReadState[],
  onParseError?: ParseErrorHandler,
): { readonly pairs: Pair[]; readonly loading: boolean } {
  const pairs: Pair[] = [];
  let loading = false;
  reads.tokenPairs.forEach(([a, b], index) => {
    const state = states[index];
    if (isLoading(state)) loading = true;
    const data = dataOf(state);
    if (!data) return;
    const pair = decodeAnswer(
      data,
      (answer) => {
        const reserves = decodeReserves(answer);
        return reserves.reserve0 > 0n && reserves.reserve1 > 0n
          ? createV2Pair(a, b, reserves)
          : null;
      },
      onParseError,
    );
    if (pair) pairs.push(pair);
  });
  return { pairs, loading };
}

export interface V3PoolReads {
  readonly keys: readonly V3PoolKey[];
  /** slot0 then liquidity for each key, interleaved. */
  readonly calls: readonly TradeRead[];
}

/** slot0 and liquidity of every fee tier's pool of every candidate pair between the two currencies. */
export function v3PoolReads(
  currencyA: Currency,
  currencyB: Currency,
  factory: FactoryDeployment,
): V3PoolReads {
  return v3PoolReadsForTokenPairs(
    getCandidateTokenPairs(currencyA.wrapped, currencyB.wrapped),
    factory,
  );
}

/** slot0 and liquidity of every fee tier's pool of each of `tokenPairs` under `factory`. */
export function v3PoolReadsForTokenPairs(
  tokenPairs: ReadonlyArray<readonly [Token, Token]>,
  factory: FactoryDeployment,
): V3PoolReads {
  const keys = getV3PoolKeys(tokenPairs, factory);
  return {
    keys,
    calls: keys.flatMap((key) => [
      toCall(slot0Call(key.address)),
      toCall(liquidityCall(key.address)),
    ]),
  };
}

/** The usable pools; as for pairs, an undecodable answer means no pool and goes to `onParseError`. */
export function v3PoolsFromStates(
  reads: V3PoolReads,
  states: readonly TradeReadState[],
  onParseError?: ParseErrorHandler,
): { readonly pools: Pool[]; readonly loading: boolean } {
  const pools: Pool[] = [];
  let loading = false;
  reads.keys.forEach((key, index) => {
    const slot0State = states[index * 2];
    const liquidityState = states[index * 2 + 1];
    if (isLoading(slot0State) || isLoading(liquidityState)) loading = true;
    const slot0Data = dataOf(slot0State);
    const liquidityData = dataOf(liquidityState);
    if (!slot0Data || !liquidityData) return;
    const liquidity = decodeAnswer(liquidityData, decodeLiquidity, onParseError);
    if (liquidity === undefined) return;
    // A slot0 the SDK refuses (a tick that does not match the price) is as unusable as bad data.
    const pool = decodeAnswer(
      slot0Data,
      (answer) => createV3Pool(key, decodeSlot0(answer), liquidity),
      onParseError,
    );
    if (pool) pools.push(pool);
  });
  return { pools, loading };
}

export interface V3PoolTickReads extends V3PoolReads {
  /** The bitmap words read for each key (none for a key whose tick is not known yet). */
  readonly windows: readonly (readonly number[])[];
}

/**
 * `reads` plus each pool's TickLens window around `lastTicks[i]`, the tick the previous block's
 * read gave (undefined: not read yet, no window). The window calls come after the pool calls, so
 * one batch carries both.
 */
export function v3PoolTickReads(
  reads: V3PoolReads,
  tickLensAddress: string,
  lastTicks: readonly (number | undefined)[],
): V3PoolTickReads {
  const windows = reads.keys.map((key, index) => {
    const tick = lastTicks[index];
    return tick === undefined ? [] : tickWindowWords(tick, TICK_SPACINGS[key.fee]);
  });
  const windowCalls = reads.keys.flatMap((key, index) =>
    (windows[index] ?? []).map((word) =>
      toCall(populatedTicksInWordCall(tickLensAddress, key.address, word), TICK_LENS_WORD_GAS),
    ),
  );
  return { keys: reads.keys, windows, calls: [...reads.calls, ...windowCalls] };
}

/**
 * The usable pools, with their window's ticks where every word of it was answered (otherwise the
 * bare pool, as `v3PoolsFromStates` gives), and each key's current tick (for the next block's
 * `v3PoolTickReads`; undefined where the pool was not read).
 */
export function v3PoolsWithTicksFromStates(
  reads: V3PoolTickReads,
  states: readonly TradeReadState[],
  onParseError?: ParseErrorHandler,
): { readonly pools: Pool[]; readonly ticks: (number | undefined)[]; readonly loading: boolean } {
  const pools: Pool[] = [];
  const ticks: (number | undefined)[] = [];
  let loading = false;
  let windowStart = reads.keys.length * 2;
  reads.keys.forEach((key, index) => {
    const words = reads.windows[index] ?? [];
    const windowStates = states.slice(windowStart, windowStart + words.length);
    windowStart += words.length;
    const slot0State = states[index * 2];
    const liquidityState = states[index * 2 + 1];
    if ([slot0State, liquidityState, ...windowStates].some(isLoading)) loading = true;
    const slot0Data = dataOf(slot0State);
    const liquidityData = dataOf(liquidityState);
    const slot0 = slot0Data ? decodeAnswer(slot0Data, decodeSlot0, onParseError) : undefined;
    ticks.push(slot0?.tick);
    const liquidity = liquidityData
      ? decodeAnswer(liquidityData, decodeLiquidity, onParseError)
      : undefined;
    if (!slot0 || liquidity === undefined) return;
    const windowTicks = windowStates.map((state) => {
      const data = dataOf(state);
      return data ? decodeAnswer(data, decodePopulatedTicksInWord, onParseError) : undefined;
    });
    // Only a whole window: a missing word would read as a range without liquidity.
    const window =
      words.length > 0 && windowTicks.every((answer) => answer !== undefined)
        ? { words, ticks: windowTicks.flat() as PopulatedTick[] }
        : undefined;
    // A slot0 the SDK refuses (a tick that does not match the price) is as unusable as bad data.
    const pool = decodeAnswer(
      slot0Data as string,
      () => createV3PoolWithTicks(key, slot0, liquidity, window),
      onParseError,
    );
    if (pool) pools.push(pool);
  });
  return { pools, ticks, loading };
}

/** One Quoter call per route: quoteExactInput for exact input, quoteExactOutput otherwise. */
export function quoteCalls(
  quoterAddress: string,
  routes: readonly Route<Currency, Currency>[],
  amount: CurrencyAmount<Currency>,
  exactInput: boolean,
): TradeRead[] {
  return routes.map((route) =>
    toCall(
      exactInput
        ? quoteExactInputCall(quoterAddress, route, amount)
        : quoteExactOutputCall(quoterAddress, route, amount),
      QUOTE_GAS_REQUIRED,
    ),
  );
}

/** The quoted amounts; an undecodable quote has none and goes to `onParseError`. */
export function quotesFromStates(
  states: readonly TradeReadState[],
  exactInput: boolean,
  onParseError?: ParseErrorHandler,
): QuoteResult[] {
  const decode = exactInput ? decodeQuoteExactInput : decodeQuoteExactOutput;
  return states.map((state) => {
    const data = dataOf(state);
    const amount = data ? decodeAnswer(data, decode, onParseError) : undefined;
    return { loading: isLoading(state), syncing: state.syncing, amount };
  });
}
