// How the router bench judges answers, shared by its synthetic and live parts: fast exact quotes
// for the searches (SOR's quotes, the reference), the SDK's own quotes for judging what each
// answer really yields, and the comparison of ours with the smart order router and the reference.
import {
  type BestRoute,
  MAX_SPLIT_ROUTES,
  type RouteGasInput,
  simulateV3ExactInput,
  simulateV3ExactOutput,
} from '@dex/router';
import { CurrencyAmount, type Token } from '@uniswap/sdk-core';
import { Pair } from '@uniswap/v2-sdk';
import type { Pool } from '@uniswap/v3-sdk';
import type { ReferenceSplit } from './reference';
import type { RouteQuoter, SorResult } from './smartOrderRouter';

/** Ours within this many basis points of the reference (or better) on `NEAR_SHARE` of queries. */
export const NEAR_BP = 2;
export const NEAR_SHARE = 0.95;

/** `findBestRoute`'s options in both parts: 3 hops, 7 routes, 5% steps (then its refinement). */
export const SEARCH_OPTIONS = { maxHops: 3, maxSplits: MAX_SPLIT_ROUTES, distributionStep: 5 };

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;
export const bp = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(2)} bp`;
export const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');

/** The far end of a route: its output token when it starts at `tokenIn`. */
function routeEnd(pools: ReadonlyArray<Pair | Pool>, tokenIn: Token): Token {
  let token = tokenIn;
  for (const pool of pools) token = pool.token0.equals(token) ? pool.token1 : pool.token0;
  return token;
}

/** Fast quotes (the router's v3 simulation, equal to the SDK's; v2 by the SDK's Pair). */
export const fastQuote: RouteQuoter = (pools, tokenIn, given, exactInput) => {
  const hops = exactInput ? pools : [...pools].reverse();
  const token = exactInput ? tokenIn : routeEnd(pools, tokenIn);
  let amount = CurrencyAmount.fromRawAmount(token, given.toString());
  for (const pool of hops) {
    if (pool instanceof Pair) {
      try {
        [amount] = exactInput ? pool.getOutputAmount(amount) : pool.getInputAmount(amount);
      } catch {
        return undefined; // no output, empty reserves or not enough of them
      }
    } else {
      const next = exactInput
        ? simulateV3ExactInput(pool, amount)
        : simulateV3ExactOutput(pool, amount);
      if (!next) return undefined;
      amount = next;
    }
  }
  return BigInt(amount.quotient.toString());
};

/** The SDK's own answer for a route, judged hop by hop (async Pool quotes). */
export async function sdkQuote(
  pools: ReadonlyArray<Pair | Pool>,
  tokenIn: Token,
  given: bigint,
  exactInput: boolean,
): Promise<bigint> {
  let amount = CurrencyAmount.fromRawAmount(
    exactInput ? tokenIn : routeEnd(pools, tokenIn),
    given.toString(),
  );
  for (const pool of exactInput ? pools : [...pools].reverse()) {
    if (pool instanceof Pair)
      [amount] = exactInput ? pool.getOutputAmount(amount) : pool.getInputAmount(amount);
    else
      [amount] = exactInput
        ? await pool.getOutputAmount(amount)
        : await pool.getInputAmount(amount);
  }
  return BigInt(amount.quotient.toString());
}

/** What a gas model is told about a route of the bench's pools (as `findBestRoute` tells it). */
export function routeGasInput(pools: ReadonlyArray<Pair | Pool>): RouteGasInput {
  const v2Hops = pools.filter((pool) => pool instanceof Pair).length;
  const v3Hops = pools.length - v2Hops;
  return {
    protocol: v3Hops === 0 ? 'V2' : v2Hops === 0 ? 'V3' : 'MIXED',
    pools,
    v2Hops,
    v3Hops,
  };
}

/** A route's gas in raw units of the quote currency (output for exact input, else input). */
export type RouteCost = (pools: ReadonlyArray<Pair | Pool>) => bigint;

/** One route of an answer: its pools in trade order from the input token, and the raw amount given to it. */
export interface GivenSplit {
  readonly pools: ReadonlyArray<Pair | Pool>;
  readonly amount: bigint;
}

/** Our answer's routes with the amount each was given (input for exact input, output otherwise). */
export function oursAsGiven(route: BestRoute, exactInput: boolean): GivenSplit[] {
  return route.splits.map((split) => ({
    pools: split.pools,
    amount: BigInt((exactInput ? split.inputAmount : split.outputAmount).quotient.toString()),
  }));
}

/**
 * What an answer really yields, each route re-quoted by the SDK and summed: the output for exact
 * input, the input for exact output; with `routeCost`, net of each route's gas (subtracted from
 * the output, added to the input).
 */
export async function sdkTotal(
  splits: readonly GivenSplit[],
  tokenIn: Token,
  exactInput: boolean,
  routeCost?: RouteCost,
): Promise<bigint> {
  let total = 0n;
  for (const split of splits) {
    total += await sdkQuote(split.pools, tokenIn, split.amount, exactInput);
    const gas = routeCost ? routeCost(split.pools) : 0n;
    total += exactInput ? -gas : gas;
  }
  return total;
}

export interface QueryJudgement {
  /** Ours and SOR's totals as `sdkTotal` gives them; undefined for no answer. */
  readonly ours: bigint | undefined;
  readonly sor: bigint | undefined;
  readonly reference: bigint | undefined;
  /** Ours against the reference in basis points of the reference's total; + is better for the user. */
  readonly gapBp: number | undefined;
  /** At least SOR's output (exact input) or at most its input (exact output); true when SOR has none. */
  readonly atLeastSor: boolean;
  /** Ours relative to SOR's (1 = equal, below 1 worse); undefined when SOR has none, 0 when ours has none. */
  readonly ratioToSor: number | undefined;
}

/**
 * Ours, the smart order router's and the reference's answers to one query, judged by the SDK;
 * undefined when neither ours nor SOR's could fill it (the query is left out).
 */
export async function judgeQuery(
  answers: {
    readonly ours: BestRoute | null;
    readonly sor: SorResult | null;
    readonly reference: readonly ReferenceSplit[] | null;
  },
  tokenIn: Token,
  exactInput: boolean,
  routeCost?: RouteCost,
): Promise<QueryJudgement | undefined> {
  const { ours, sor, reference } = answers;
  if (!ours && !sor) return undefined;
  const ourTotal = ours
    ? await sdkTotal(oursAsGiven(ours, exactInput), tokenIn, exactInput, routeCost)
    : undefined;
  const sorTotal = sor ? await sdkTotal(sor.splits, tokenIn, exactInput, routeCost) : undefined;
  const referenceTotal = reference
    ? await sdkTotal(reference, tokenIn, exactInput, routeCost)
    : undefined;
  let gapBp: number | undefined;
  if (ourTotal !== undefined && referenceTotal !== undefined) {
    const gain = exactInput ? ourTotal - referenceTotal : referenceTotal - ourTotal;
    gapBp = Number((gain * 1_000_000n) / (referenceTotal || 1n)) / 100;
  }
  const atLeastSor =
    sorTotal === undefined ||
    (ourTotal !== undefined && (exactInput ? ourTotal >= sorTotal : ourTotal <= sorTotal));
  let ratioToSor: number | undefined;
  if (ourTotal === undefined) ratioToSor = 0;
  else if (sorTotal !== undefined) {
    // A share of SOR's output (exact input) or SOR's input as a share of ours (exact output).
    ratioToSor = exactInput
      ? Number((ourTotal * 1_000_000n) / (sorTotal || 1n)) / 1_000_000
      : Number((sorTotal * 1_000_000n) / (ourTotal || 1n)) / 1_000_000;
  }
  return {
    ours: ourTotal,
    sor: sorTotal,
    reference: referenceTotal,
    gapBp,
    atLeastSor,
    ratioToSor,
  };
}
