// What the swap page reads from chain to price a trade, and how the answers become SDK pairs,
// pools and quotes. Pure: the atoms in tradeAtoms.ts feed these the batched call states.
import type { FactoryDeployment } from '@dex/chains';
import type { Call, CallState } from '@dex/multicall';
import {
  computeV2PairAddress,
  createV2Pair,
  createV3Pool,
  decodeLiquidity,
  decodeQuoteExactInput,
  decodeQuoteExactOutput,
  decodeReserves,
  decodeSlot0,
  getCandidateTokenPairs,
  getReservesCall,
  getV3PoolKeys,
  liquidityCall,
  type QuoteResult,
  quoteExactInputCall,
  quoteExactOutputCall,
  slot0Call,
  type V3PoolKey,
} from '@dex/router';
import type { Currency, CurrencyAmount, Token } from '@uniswap/sdk-core';
import type { Pair } from '@uniswap/v2-sdk';
import type { Pool, Route } from '@uniswap/v3-sdk';

/** Quotes walk every tick they cross; the spec's 200,000 default is too little for two hops. */
export const QUOTE_GAS_REQUIRED = 2_000_000;

/** Multicall wants lower-case call data and checksummed-or-lower addresses. */
function toCall(call: { address: string; callData: string }, gasRequired?: number): Call {
  return {
    address: call.address,
    callData: call.callData.toLowerCase(),
    ...(gasRequired === undefined ? {} : { gasRequired }),
  };
}

/** A read answered with data; missing contracts answer '0x' and count as absent. */
function dataOf(state: CallState | undefined): string | undefined {
  return state?.valid && !state.error && state.data && state.data !== '0x' ? state.data : undefined;
}

const isLoading = (state: CallState | undefined) => !state || (state.valid && state.loading);

export interface V2PairReads {
  readonly tokenPairs: ReadonlyArray<readonly [Token, Token]>;
  readonly calls: readonly Call[];
}

/** getReserves of every candidate pair between the two currencies under `factory`. */
export function v2PairReads(
  currencyA: Currency,
  currencyB: Currency,
  factory: FactoryDeployment,
): V2PairReads {
  const tokenPairs = getCandidateTokenPairs(currencyA.wrapped, currencyB.wrapped);
  return {
    tokenPairs,
    calls: tokenPairs.map(([a, b]) => toCall(getReservesCall(computeV2PairAddress(factory, a, b)))),
  };
}

/** The pairs that exist, and whether any read is still loading. */
export function v2PairsFromStates(
  reads: V2PairReads,
  states: readonly CallState[],
): { readonly pairs: Pair[]; readonly loading: boolean } {
  const pairs: Pair[] = [];
  let loading = false;
  reads.tokenPairs.forEach(([a, b], index) => {
    const state = states[index];
    if (isLoading(state)) loading = true;
    const data = dataOf(state);
    if (!data) return;
    try {
      const reserves = decodeReserves(data);
      if (reserves.reserve0 > 0n && reserves.reserve1 > 0n)
        pairs.push(createV2Pair(a, b, reserves));
    } catch {
      // A malformed answer is treated as a missing pair rather than breaking the page.
    }
  });
  return { pairs, loading };
}

export interface V3PoolReads {
  readonly keys: readonly V3PoolKey[];
  /** slot0 then liquidity for each key, interleaved. */
  readonly calls: readonly Call[];
}

export function v3PoolReads(
  currencyA: Currency,
  currencyB: Currency,
  factory: FactoryDeployment,
): V3PoolReads {
  const keys = getV3PoolKeys(getCandidateTokenPairs(currencyA.wrapped, currencyB.wrapped), factory);
  return {
    keys,
    calls: keys.flatMap((key) => [
      toCall(slot0Call(key.address)),
      toCall(liquidityCall(key.address)),
    ]),
  };
}

export function v3PoolsFromStates(
  reads: V3PoolReads,
  states: readonly CallState[],
): { readonly pools: Pool[]; readonly loading: boolean } {
  const pools: Pool[] = [];
  let loading = false;
  reads.keys.forEach((key, index) => {
    const slot0State = states[index * 2];
    const liquidityState = states[index * 2 + 1];
    if (isLoading(slot0State) || isLoading(liquidityState)) loading = true;
    const slot0 = dataOf(slot0State);
    const liquidity = dataOf(liquidityState);
    if (!slot0 || !liquidity) return;
    try {
      const pool = createV3Pool(key, decodeSlot0(slot0), decodeLiquidity(liquidity));
      if (pool) pools.push(pool);
    } catch {
      // As for pairs: an undecodable answer means no usable pool.
    }
  });
  return { pools, loading };
}

/** One Quoter call per route: quoteExactInput for exact input, quoteExactOutput otherwise. */
export function quoteCalls(
  quoterAddress: string,
  routes: readonly Route<Currency, Currency>[],
  amount: CurrencyAmount<Currency>,
  exactInput: boolean,
): Call[] {
  return routes.map((route) =>
    toCall(
      exactInput
        ? quoteExactInputCall(quoterAddress, route, amount)
        : quoteExactOutputCall(quoterAddress, route, amount),
      QUOTE_GAS_REQUIRED,
    ),
  );
}

export function quotesFromStates(states: readonly CallState[], exactInput: boolean): QuoteResult[] {
  return states.map((state) => {
    const data = dataOf(state);
    let amount: bigint | undefined;
    if (data) {
      try {
        amount = exactInput ? decodeQuoteExactInput(data) : decodeQuoteExactOutput(data);
      } catch {
        amount = undefined;
      }
    }
    return { loading: isLoading(state), syncing: state.syncing, amount };
  });
}
