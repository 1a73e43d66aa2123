// The best split or mixed trade for one request (issue #30 §3), priced from the same batched reads
// as the v2 and v3 trades: the candidate v2 pairs, the v3 pools of every fee tier with their
// TickLens windows, all through the caller's reader (the app's block multicall), then the split
// search in memory. And the rule that picks it over the Quoter's v3 trade.

import { getChainInfo, getFactory } from '@dex/chains';
import { getNativeCurrency } from '@dex/currency';
import type { ReadState } from '@dex/primitives';
import { type Currency, CurrencyAmount, Price, type Token, TradeType } from '@uniswap/sdk-core';
import type { Pair } from '@uniswap/v2-sdk';
import type { Pool, Trade as V3Trade } from '@uniswap/v3-sdk';
import { getCandidateTokenPairs } from './candidatePairs';
import {
  DEFAULT_DISTRIBUTION_STEP,
  findBestRoute,
  MAX_SPLIT_HOPS,
  MAX_SPLIT_ROUTES,
} from './split/findBestRoute';
import { createRouteGasModel, type RouteGasModel } from './split/gasModel';
import { SplitRouteTrade } from './splitTrade';
import type { TradeDecodeOptions, TradeReader, TradeRequest } from './tradeFromReads';
import type { AnyTrade } from './tradeMath';
import {
  v2PairReadsForTokenPairs,
  v2PairsFromStates,
  v3PoolReadsForTokenPairs,
  v3PoolsWithTicksFromStates,
  v3PoolTickReads,
} from './tradeReads';
import { TradeState } from './tradeState';

export interface SplitTradeFromReadsOptions extends TradeDecodeOptions {
  /** The user's "single hop only" setting: every route one pool. */
  readonly singleHopOnly?: boolean;
  /**
   * The chain's gas price in wei. With it each route's gas is priced in the quote currency (at
   * the native coin's price through the pools read) and a route only joins the split when its
   * extra output pays for it; without it, or without such a price, routes compare gross.
   */
  readonly gasPriceWei?: bigint;
}

export interface SplitTradeResult {
  readonly state: TradeState;
  readonly trade: SplitRouteTrade | null;
}

const hasSyncing = (states: readonly ReadState[]) => states.some((state) => state.syncing);

/**
 * The native coin's price in `quote` through the pools read (one unit of it swapped along the
 * best single route of up to two pools), or undefined where none leads there: what the split
 * search prices each route's gas with.
 */
export function nativePriceIn(
  chainId: number,
  quote: Currency,
  pairs: readonly Pair[],
  pools: readonly Pool[],
): Price<Currency, Currency> | undefined {
  const wrapped = getNativeCurrency(chainId)?.wrapped;
  if (!wrapped) return undefined;
  const quoteToken: Token = quote.wrapped;
  if (quoteToken.equals(wrapped)) return new Price(wrapped, quoteToken, 1, 1);
  const oneUnit = CurrencyAmount.fromRawAmount(
    wrapped,
    (10n ** BigInt(wrapped.decimals)).toString(),
  );
  const route = findBestRoute({
    pairs,
    pools,
    amount: oneUnit,
    otherCurrency: quoteToken,
    tradeType: TradeType.EXACT_INPUT,
    maxHops: 2,
    maxSplits: 1,
  });
  if (!route || route.outputAmount.equalTo(0)) return undefined;
  return new Price(wrapped, quoteToken, oneUnit.quotient, route.outputAmount.quotient);
}

export interface SplitPoolsResult {
  readonly pairs: Pair[];
  /** With their TickLens window's ticks where it was answered whole (see `createV3PoolWithTicks`). */
  readonly pools: Pool[];
  readonly loading: boolean;
  readonly syncing: boolean;
}

/**
 * The v2 pairs and the v3 pools of every fee tier of `tokenPairs` on the chain, read as the split
 * search reads them: reserves, slot0 and liquidity, and each pool's TickLens window around the
 * tick its slot0 answered (a second round of the same reader; in the app, the next block's batch
 * carries both). Undefined on a chain with neither a v2 factory nor a v3 factory and TickLens.
 */
export function splitPoolsFromReads(
  read: TradeReader,
  chainId: number,
  tokenPairs: ReadonlyArray<readonly [Token, Token]>,
  options: TradeDecodeOptions = {},
): SplitPoolsResult | undefined {
  const v2Factory = getFactory(chainId, 'uniswapV2');
  const v3Factory = getFactory(chainId, 'uniswapV3');
  const tickLens = getChainInfo(chainId)?.contracts.tickLens;
  const v3 = v3Factory && tickLens ? { factory: v3Factory, tickLens } : undefined;
  if (!v2Factory && !v3) return undefined;
  const { onParseError } = options;
  let loading = false;
  let syncing = false;

  let pairs: Pair[] = [];
  if (v2Factory) {
    const reads = v2PairReadsForTokenPairs(tokenPairs, v2Factory);
    const states = read(reads.calls);
    const answered = v2PairsFromStates(reads, states, onParseError);
    pairs = answered.pairs;
    loading ||= answered.loading;
    syncing ||= hasSyncing(states);
  }

  let pools: Pool[] = [];
  if (v3) {
    // The pools' own reads (the ones the Quoter trade makes too) tell each pool's tick; its
    // window is read around that tick, in the same batch once the pools are known.
    const poolReads = v3PoolReadsForTokenPairs(tokenPairs, v3.factory);
    const { ticks } = v3PoolsWithTicksFromStates(
      v3PoolTickReads(poolReads, v3.tickLens, []),
      read(poolReads.calls),
      onParseError,
    );
    const tickReads = v3PoolTickReads(poolReads, v3.tickLens, ticks);
    const states = read(tickReads.calls);
    const answered = v3PoolsWithTicksFromStates(tickReads, states, onParseError);
    pools = answered.pools;
    loading ||= answered.loading;
    syncing ||= hasSyncing(states);
  }
  return { pairs, pools, loading, syncing };
}

/**
 * The best trade over the chain's v2 pairs and v3 pools between the request's currencies: one
 * route or a split over up to 7 (v2, v3 or mixed paths of up to 3 pools, or 1 with
 * `singleHopOnly`), in 5% shares refined to 0.1%, exact input or output. The v3 pools' ticks are read in a
 * window around the tick their last answer gave, so after the first block every read is in
 * that block's one batch. INVALID on a chain without SwapRouter02 (which sends it) or without
 * pools to read; LOADING while any read is.
 */
export function splitTradeFromReads(
  read: TradeReader,
  request: TradeRequest,
  options: SplitTradeFromReadsOptions = {},
): SplitTradeResult {
  if (!getChainInfo(request.chainId)?.contracts.swapRouter02) {
    return { state: TradeState.INVALID, trade: null };
  }
  const market = splitPoolsFromReads(
    read,
    request.chainId,
    getCandidateTokenPairs(request.input.wrapped, request.output.wrapped),
    options,
  );
  if (!market) return { state: TradeState.INVALID, trade: null };
  const { pairs, pools, loading, syncing } = market;
  if (loading) return { state: TradeState.LOADING, trade: null };

  const search: SplitSearch = {
    chainId: request.chainId,
    pairs,
    pools,
    amount: request.amount,
    otherCurrency: request.exactInput ? request.output : request.input,
    exactInput: request.exactInput,
    singleHopOnly: options.singleHopOnly === true,
    gasPriceWei: options.gasPriceWei,
  };
  // A block that changed none of the pools read (the pools are the same objects: tradeReads.ts
  // keeps them while their answers stay) and the same request: the same trade, not a new search.
  if (!lastSearch || !sameSplitSearch(lastSearch.search, search)) {
    lastSearch = { search, trade: searchSplitTrade(search) };
  }
  const { trade } = lastSearch;
  if (!trade) return { state: TradeState.NO_ROUTE_FOUND, trade: null };
  return { state: syncing ? TradeState.SYNCING : TradeState.VALID, trade };
}

/** What one split search depends on. */
interface SplitSearch {
  readonly chainId: number;
  readonly pairs: readonly Pair[];
  readonly pools: readonly Pool[];
  readonly amount: CurrencyAmount<Currency>;
  readonly otherCurrency: Currency;
  readonly exactInput: boolean;
  readonly singleHopOnly: boolean;
  readonly gasPriceWei: bigint | undefined;
}

let lastSearch:
  | { readonly search: SplitSearch; readonly trade: SplitRouteTrade | null }
  | undefined;

const sameItems = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

function sameSplitSearch(a: SplitSearch, b: SplitSearch): boolean {
  return (
    a.chainId === b.chainId &&
    a.exactInput === b.exactInput &&
    a.singleHopOnly === b.singleHopOnly &&
    a.gasPriceWei === b.gasPriceWei &&
    a.otherCurrency === b.otherCurrency &&
    a.amount.currency === b.amount.currency &&
    a.amount.equalTo(b.amount) &&
    sameItems(a.pairs, b.pairs) &&
    sameItems(a.pools, b.pools)
  );
}

function searchSplitTrade(search: SplitSearch): SplitRouteTrade | null {
  const { chainId, pairs, pools, otherCurrency, gasPriceWei } = search;
  let gasModel: RouteGasModel | undefined;
  if (gasPriceWei !== undefined && gasPriceWei > 0n) {
    // Gas is counted in the quote currency: the output for exact input, the input otherwise.
    const nativePrice = nativePriceIn(chainId, otherCurrency, pairs, pools);
    if (nativePrice) gasModel = createRouteGasModel({ gasPriceWei, nativePrice });
  }
  const route = findBestRoute({
    pairs,
    pools,
    amount: search.amount,
    otherCurrency,
    tradeType: search.exactInput ? TradeType.EXACT_INPUT : TradeType.EXACT_OUTPUT,
    maxHops: search.singleHopOnly ? 1 : MAX_SPLIT_HOPS,
    maxSplits: MAX_SPLIT_ROUTES,
    distributionStep: DEFAULT_DISTRIBUTION_STEP,
    ...(gasModel ? { gasModel } : {}),
  });
  return route ? new SplitRouteTrade(route) : null;
}

export interface TradeResultOf<T> {
  readonly state: TradeState;
  readonly trade: T | null;
}

/**
 * The swap's trade with `use` absent (issue #30 §3): the split trade only when it gives at least
 * the v3 (Quoter) trade's output for exact input, or needs at most its input for exact output,
 * else the v3 trade, so the best route is never worse than the spec's v3 trade. Loading while
 * either is (the comparison needs both); where one cannot be had at all (INVALID or
 * NO_ROUTE_FOUND) the other stands alone.
 */
export function bestTrade(
  split: TradeResultOf<SplitRouteTrade>,
  v3: TradeResultOf<V3Trade<Currency, Currency, TradeType>>,
): TradeResultOf<AnyTrade> {
  if (split.state === TradeState.INVALID) return v3;
  if (v3.state === TradeState.INVALID) return split;
  if (split.state === TradeState.LOADING || v3.state === TradeState.LOADING) {
    return { state: TradeState.LOADING, trade: null };
  }
  if (!split.trade) return v3.trade ? v3 : split;
  if (!v3.trade) return split;
  const raw = (amount: CurrencyAmount<Currency>) => BigInt(amount.quotient.toString());
  const splitWins =
    split.trade.tradeType === TradeType.EXACT_INPUT
      ? raw(split.trade.outputAmount) >= raw(v3.trade.outputAmount)
      : raw(split.trade.inputAmount) <= raw(v3.trade.inputAmount);
  return splitWins ? split : v3;
}
