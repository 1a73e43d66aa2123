// The best v2 trade and the best v3 trade for one request, priced from the answers of the trade
// reads. The caller hands in a synchronous reader (the app's multicall atoms, or a cache an async
// loop fills: see `settleReads`), so the swap and the USD prices build the same reads the same way.
import { getChainInfo, getFactory } from '@dex/chains';
import type { ParseErrorHandler, ReadState } from '@dex/primitives';
import { type Currency, type CurrencyAmount, TradeType } from '@uniswap/sdk-core';
import type { Trade as V2Trade } from '@uniswap/v2-sdk';
import {
  quoteCalls,
  quotesFromStates,
  type TradeRead,
  v2PairReads,
  v2PairsFromStates,
  v3PoolReads,
  v3PoolsFromStates,
} from './tradeReads';
import { computeV3TradeState, TradeState, type V3TradeStateResult } from './tradeState';
import {
  type BestV2TradeOptions,
  findBestV2TradeExactIn,
  findBestV2TradeExactOut,
} from './v2/bestTrade';
import { computeAllV3Routes } from './v3/routes';

/** The current answers to `calls`, in order; an unanswered read reports `loading`. */
export type TradeReader = (calls: readonly TradeRead[]) => readonly ReadState[];

export interface TradeRequest {
  readonly chainId: number;
  readonly input: Currency;
  readonly output: Currency;
  /** The typed amount: in `input` for exact input, in `output` for exact output. */
  readonly amount: CurrencyAmount<Currency>;
  readonly exactInput: boolean;
}

/** How a caller hears of answers that do not decode (they count as missing pairs, pools, quotes). */
export interface TradeDecodeOptions {
  readonly onParseError?: ParseErrorHandler;
}

export interface V2TradeFromReadsOptions extends BestV2TradeOptions, TradeDecodeOptions {}

export interface V2TradeResult {
  readonly state: TradeState;
  readonly trade: V2Trade<Currency, Currency, TradeType> | null;
}

/** The best v2 trade over the chain's Uniswap V2 pairs; INVALID on a chain without the factory. */
export function v2TradeFromReads(
  read: TradeReader,
  request: TradeRequest,
  options: V2TradeFromReadsOptions = {},
): V2TradeResult {
  const factory = getFactory(request.chainId, 'uniswapV2');
  if (!factory) return { state: TradeState.INVALID, trade: null };
  const reads = v2PairReads(request.input, request.output, factory);
  const { pairs, loading } = v2PairsFromStates(reads, read(reads.calls), options.onParseError);
  const trade = request.exactInput
    ? findBestV2TradeExactIn(pairs, request.amount, request.output, options)
    : findBestV2TradeExactOut(pairs, request.input, request.amount, options);
  if (trade) return { state: TradeState.VALID, trade };
  return { state: loading ? TradeState.LOADING : TradeState.NO_ROUTE_FOUND, trade: null };
}

/**
 * The best v3 trade: pools first, then one Quoter call per route (read only once the pools are
 * in, so no quote is asked for a route that may not exist). INVALID without a factory or Quoter.
 */
export function v3TradeFromReads(
  read: TradeReader,
  request: TradeRequest,
  maxHops?: number,
  options: TradeDecodeOptions = {},
): V3TradeStateResult<Currency, Currency> {
  const factory = getFactory(request.chainId, 'uniswapV3');
  const quoter = getChainInfo(request.chainId)?.contracts.quoter;
  if (!factory || !quoter) return { state: TradeState.INVALID, trade: null };
  const reads = v3PoolReads(request.input, request.output, factory);
  const { pools, loading } = v3PoolsFromStates(reads, read(reads.calls), options.onParseError);
  const routes = computeAllV3Routes(request.input, request.output, pools, maxHops);
  const calls = loading ? [] : quoteCalls(quoter, routes, request.amount, request.exactInput);
  return computeV3TradeState({
    tradeType: request.exactInput ? TradeType.EXACT_INPUT : TradeType.EXACT_OUTPUT,
    amountSpecified: request.amount,
    otherCurrency: request.exactInput ? request.output : request.input,
    routes,
    routesLoading: loading,
    quotes: quotesFromStates(read(calls), request.exactInput, options.onParseError),
  });
}

const LOADING_STATE: ReadState = {
  valid: true,
  loading: true,
  syncing: false,
  error: false,
  data: undefined,
};

function readKey(call: TradeRead): string {
  return `${call.address.toLowerCase()}|${call.callData}`;
}

/**
 * Runs `compute` over reads answered by `fetch` until it asks for nothing new: for scripts, tests
 * and servers without the app's multicall watches. Each round fetches only the reads the last
 * round could not answer; `maxRounds` bounds staged reads (v3 needs two: pools, then quotes).
 */
export async function settleReads<T>(
  compute: (read: TradeReader) => T,
  fetch: (calls: readonly TradeRead[]) => Promise<readonly ReadState[]>,
  maxRounds = 4,
): Promise<T> {
  const answers = new Map<string, ReadState>();
  for (let round = 0; ; round++) {
    const missing = new Map<string, TradeRead>();
    const result = compute((calls) =>
      calls.map((call) => {
        const answer = answers.get(readKey(call));
        if (answer) return answer;
        missing.set(readKey(call), call);
        return LOADING_STATE;
      }),
    );
    if (missing.size === 0 || round >= maxRounds) return result;
    const calls = [...missing.values()];
    const states = await fetch(calls);
    calls.forEach((call, index) => {
      answers.set(
        readKey(call),
        states[index] ?? { ...LOADING_STATE, loading: false, error: true },
      );
    });
  }
}
