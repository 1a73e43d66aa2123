// What pricing a trade reads from chain (v2 reserves, v3 slot0 and liquidity, Quoter quotes) and
// how the answers become SDK pairs, pools and quotes. Pure: a caller batches the reads (e.g. with
// @dex/multicall) and passes the answers back in the same order.
import type { FactoryDeployment } from '@dex/chains';
import {
  answerOf,
  type ContractCall,
  decodeAnswer,
  type ParseErrorHandler,
  type ReadState,
} from '@dex/primitives';
import type { Currency, CurrencyAmount, Token } from '@uniswap/sdk-core';
import type { Pair } from '@uniswap/v2-sdk';
import { type Pool, type Route, TICK_SPACINGS } from '@uniswap/v3-sdk';
import { getCandidateTokenPairs } from './candidatePairs';
import { boundedMemo, lastAnswerMemo } from './readMemo';
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
/** The data of a read that answered (the one answer contract's value), else undefined. */
const dataOf = (state: ReadState | undefined): string | undefined => answerOf(state) ?? undefined;

const isLoading = (state: ReadState | undefined) => answerOf(state) === undefined;

/** Everything of a token a pair or pool built from it carries: one built for another token differs. */
const tokenKey = (token: Token) =>
  `${token.chainId}:${token.address}:${token.decimals}:${token.symbol ?? ''}:${token.name ?? ''}`;

const poolKeyOf = (key: V3PoolKey) =>
  `${key.address}|${key.fee}|${tokenKey(key.token0)}|${tokenKey(key.token1)}`;

// While a pair's or a pool's answers stay the same block after block, so does what is built from
// them (readMemo.ts): no decoding, no SDK object, and the split search sees the same objects.
/** `onParseError`, and the answer is not kept: a bad answer is decoded and reported again next block. */
const reportingAndForgetting =
  (onParseError: ParseErrorHandler | undefined, forget: () => void): ParseErrorHandler =>
  (data, error) => {
    forget();
    onParseError?.(data, error);
  };

// The reads of a market and the quotes of an amount are the same on every block: built once.
const marketKey = (
  factory: FactoryDeployment,
  tokenPairs: ReadonlyArray<readonly [Token, Token]>,
) =>
  `${factory.address}|${factory.initCodeHash}|${tokenPairs.map(([a, b]) => `${tokenKey(a)}/${tokenKey(b)}`).join(';')}`;
const knownPairReads = boundedMemo<V2PairReads>(64);
const knownPoolReads = boundedMemo<V3PoolReads>(64);
const knownQuoteCalls = boundedMemo<TradeRead>(1_024);

const knownPairs = lastAnswerMemo<Pair | null | undefined>(1_024);
const knownPools = lastAnswerMemo<Pool | null | undefined>(1_024);
const knownPoolsWithTicks = lastAnswerMemo<{
  readonly pool: Pool | null | undefined;
  readonly tick: number | undefined;
}>(1_024);

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
  return knownPairReads(marketKey(factory, tokenPairs), () => ({
    tokenPairs,
    calls: tokenPairs.map(([a, b]) => toCall(getReservesCall(computeV2PairAddress(factory, a, b)))),
  }));
}

/**
 * The pairs that exist, and whether any read is still loading. A malformed answer counts as a
 * missing pair rather than breaking the page, and is passed to `onParseError`.
 */
export function v2PairsFromStates(
  reads: V2PairReads,
  states: readonly ReadState[],
  onParseError?: ParseErrorHandler,
): { readonly pairs: Pair[]; readonly loading: boolean } {
  const pairs: Pair[] = [];
  let loading = false;
  reads.tokenPairs.forEach(([a, b], index) => {
    const state = states[index];
    if (isLoading(state)) loading = true;
    const data = dataOf(state);
    if (!data) return;
    const pairAddress = reads.calls[index]?.address ?? '';
    const pair = knownPairs(`${pairAddress}|${tokenKey(a)}|${tokenKey(b)}`, [data], (forget) =>
      decodeAnswer(
        data,
        (answer) => {
          const reserves = decodeReserves(answer);
          return reserves.reserve0 > 0n && reserves.reserve1 > 0n
            ? createV2Pair(a, b, reserves)
            : null;
        },
        reportingAndForgetting(onParseError, forget),
      ),
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
  return knownPoolReads(marketKey(factory, tokenPairs), () => {
    const keys = getV3PoolKeys(tokenPairs, factory);
    return {
      keys,
      calls: keys.flatMap((key) => [
        toCall(slot0Call(key.address)),
        toCall(liquidityCall(key.address)),
      ]),
    };
  });
}

/** The usable pools; as for pairs, an undecodable answer means no pool and goes to `onParseError`. */
export function v3PoolsFromStates(
  reads: V3PoolReads,
  states: readonly ReadState[],
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
    const pool = knownPools(poolKeyOf(key), [slot0Data, liquidityData], (forget) => {
      const report = reportingAndForgetting(onParseError, forget);
      const liquidity = decodeAnswer(liquidityData, decodeLiquidity, report);
      if (liquidity === undefined) return undefined;
      // A slot0 the SDK refuses (a tick that does not match the price) is as unusable as bad data.
      return decodeAnswer(
        slot0Data,
        (answer) => createV3Pool(key, decodeSlot0(answer), liquidity),
        report,
      );
    });
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
  states: readonly ReadState[],
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
    const windowData = windowStates.map(dataOf);
    const answer = [slot0Data ?? '', liquidityData ?? '', ...windowData.map((data) => data ?? '')];
    // The window is part of the key: the first round of a block reads the pools without one.
    const memoKey = `${poolKeyOf(key)}|${words.join(',')}`;
    const { pool, tick } = knownPoolsWithTicks(memoKey, answer, (forget) => {
      const report = reportingAndForgetting(onParseError, forget);
      const slot0 = slot0Data ? decodeAnswer(slot0Data, decodeSlot0, report) : undefined;
      const liquidity = liquidityData
        ? decodeAnswer(liquidityData, decodeLiquidity, report)
        : undefined;
      if (!slot0 || liquidity === undefined) return { pool: undefined, tick: slot0?.tick };
      const windowTicks = windowData.map((data) =>
        data ? decodeAnswer(data, decodePopulatedTicksInWord, report) : undefined,
      );
      // Only a whole window: a missing word would read as a range without liquidity.
      const window =
        words.length > 0 && windowTicks.every((ticksOfWord) => ticksOfWord !== undefined)
          ? { words, ticks: windowTicks.flat() as PopulatedTick[] }
          : undefined;
      // A slot0 the SDK refuses (a tick that does not match the price) is as unusable as bad data.
      const built = decodeAnswer(
        slot0Data as string,
        () => createV3PoolWithTicks(key, slot0, liquidity, window),
        report,
      );
      return { pool: built, tick: slot0.tick };
    });
    ticks.push(tick);
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
  return routes.map((route) => {
    const path = route.pools.map((pool, index) => `${route.tokenPath[index]?.address}|${pool.fee}`);
    const key = `${quoterAddress}|${exactInput}|${path.join('|')}|${route.output.wrapped.address}|${amount.quotient}`;
    return knownQuoteCalls(key, () =>
      toCall(
        exactInput
          ? quoteExactInputCall(quoterAddress, route, amount)
          : quoteExactOutputCall(quoterAddress, route, amount),
        QUOTE_GAS_REQUIRED,
      ),
    );
  });
}

/** The quoted amounts; an undecodable quote has none and goes to `onParseError`. */
export function quotesFromStates(
  states: readonly ReadState[],
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
