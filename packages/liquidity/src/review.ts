// What you review is what you sign, for liquidity (spec 001 §4 "Swap confirm pieces": if it changed
// from the original, a Price Updated notice with Accept, and Confirm disabled until accepted). A
// review shows amounts that move with the pool's price; the write sends the terms the user accepted,
// never the live ones of the moment, and nothing is sent while the live terms differ. A review is
// also bound to the chain, account, recipient and position it was shown for (@dex/write's
// `reviewChanges`), and a live write not known right now is no reason to send the reviewed one.
import { type ReviewBinding, reviewChanges } from '@dex/write';
import type { Currency, CurrencyAmount } from '@uniswap/sdk-core';
import { Percent } from '@uniswap/sdk-core';
import type { Position } from '@uniswap/v3-sdk';
import { migrateMinimumAmounts } from './migrate/migrate';
import { minimumAmount } from './v2/add';

/** The terms a liquidity write signs, as its review shows them. */
export interface LiquidityTerms {
  /** What the write goes to: the pool or pair, the range, whether it creates the pool. */
  readonly target: string;
  /** What is put in (the deposit, or the LP tokens and what they mint), in a fixed order. */
  readonly amounts: readonly bigint[];
  /** The least each side may take before the write reverts, from the slippage tolerance. */
  readonly minimums: readonly bigint[];
}

const raw = (amount: CurrencyAmount<Currency>) => BigInt(amount.quotient.toString());
const address = (currency: Currency) => currency.wrapped.address.toLowerCase();

function positionTarget(position: Position, createPool: boolean): string {
  const { pool, tickLower, tickUpper } = position;
  return [
    address(pool.token0),
    address(pool.token1),
    pool.fee,
    tickLower,
    tickUpper,
    createPool ? `create@${pool.sqrtRatioX96.toString()}` : 'existing',
  ].join(':');
}

/**
 * A V3 add or increase (`addLiquidityCall`): the position's range and liquidity, its mint amounts
 * and their minimums at `slippageBips`, exactly as the position manager is called.
 */
export function v3AddTerms(
  position: Position,
  options: { readonly slippageBips: number; readonly createPool: boolean },
): LiquidityTerms {
  const { amount0, amount1 } = position.mintAmounts;
  const minimums = position.mintAmountsWithSlippage(new Percent(options.slippageBips, 10_000));
  return {
    target: `v3:${positionTarget(position, options.createPool)}`,
    amounts: [
      BigInt(position.liquidity.toString()),
      BigInt(amount0.toString()),
      BigInt(amount1.toString()),
    ],
    minimums: [BigInt(minimums.amount0.toString()), BigInt(minimums.amount1.toString())],
  };
}

/** A V2 deposit (`v2AddCall`): both amounts and their minimums (none below them for a first deposit). */
export function v2AddTerms(options: {
  readonly amountA: CurrencyAmount<Currency>;
  readonly amountB: CurrencyAmount<Currency>;
  readonly slippageBips: number;
  readonly firstDeposit: boolean;
}): LiquidityTerms {
  const { amountA, amountB, firstDeposit } = options;
  const bips = firstDeposit ? 0 : options.slippageBips;
  const sides = [amountA, amountB];
  return {
    target: [
      'v2',
      ...sides.map((side) => (side.currency.isNative ? 'native' : address(side.currency))),
      firstDeposit ? 'first' : 'existing',
    ].join(':'),
    amounts: sides.map(raw),
    minimums: sides.map((side) => minimumAmount(raw(side), bips)),
  };
}

/** A migration (`migrateCall`): the LP tokens burnt, the position they mint and its minimums. */
export function migrateTerms(options: {
  readonly pair: string;
  readonly liquidity: bigint;
  readonly position: Position;
  readonly slippageBips: number;
  readonly createPool: boolean;
}): LiquidityTerms {
  const { position } = options;
  const { amount0, amount1 } = position.mintAmounts;
  const { amount0Min, amount1Min } = migrateMinimumAmounts(position, options.slippageBips);
  return {
    target: `migrate:${options.pair.toLowerCase()}:${positionTarget(position, options.createPool)}`,
    amounts: [options.liquidity, BigInt(amount0.toString()), BigInt(amount1.toString())],
    minimums: [amount0Min, amount1Min],
  };
}

const sameList = (a: readonly bigint[], b: readonly bigint[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * Have the live terms moved from the accepted ones: another target, amount or minimum. Live terms
 * not known right now (reads reloading) are no change: the accepted terms are still exactly what
 * was shown, minimums included.
 */
export function liquidityTermsChanged(
  accepted: LiquidityTerms,
  live: LiquidityTerms | null | undefined,
): boolean {
  if (!live) return false;
  return (
    accepted.target !== live.target ||
    !sameList(accepted.amounts, live.amounts) ||
    !sameList(accepted.minimums, live.minimums)
  );
}

/** A liquidity write under review: its terms and what it was shown for. */
export interface BoundLiquidityReview {
  readonly terms: LiquidityTerms;
  /** Chain, account, recipient and (for /increase, /remove, collect) the position id. */
  readonly binding: ReviewBinding;
}

/**
 * What the V3 add's review shows and the add sends (what you review is what you sign): the
 * position, its deposit amounts and the slippage its minimums come from, with their terms.
 */
export interface V3AddReview extends BoundLiquidityReview {
  readonly position: Position;
  readonly amountA: CurrencyAmount<Currency> | undefined;
  readonly amountB: CurrencyAmount<Currency> | undefined;
  readonly slippageBips: number;
  readonly createPool: boolean;
}

/**
 * The add as it would be reviewed now, bound to its chain and account, paid to that account and
 * (on /increase) into position `positionId`; null until the deposit makes a position.
 */
export function v3AddReview(
  input: Omit<V3AddReview, 'terms' | 'binding' | 'position'> & {
    readonly position: Position | undefined;
    readonly chainId: number;
    readonly account: string | null;
    readonly positionId: string | undefined;
  },
): V3AddReview | null {
  const { position, amountA, amountB, slippageBips, createPool, account } = input;
  if (!position) return null;
  return {
    terms: v3AddTerms(position, { slippageBips, createPool }),
    binding: {
      chainId: input.chainId,
      account,
      recipient: account,
      positionId: input.positionId,
    },
    position,
    amountA,
    amountB,
    slippageBips,
    createPool,
  };
}

/** What a liquidity review's confirmation may do with a reviewed write `T` (its terms and data). */
export type LiquiditySendDecision<T> =
  /** Send the accepted write, as reviewed. */
  | { readonly kind: 'send'; readonly review: T }
  /**
   * Send nothing: show "Price Updated" until the live write is accepted; `live` is null while it
   * is not known (nothing to accept yet).
   */
  | { readonly kind: 'priceUpdated'; readonly live: T | null };

type Bound = ReviewBinding & { readonly terms: LiquidityTerms };
const bound = (review: BoundLiquidityReview): Bound => ({
  ...review.binding,
  terms: review.terms,
});

/**
 * May we send: the accepted write while the live one is known, for the same chain, account,
 * recipient and position, and its terms have not moved; else nothing ("Price Updated").
 * @spec 001 §4.8 Swap confirm pieces
 */
export function decideLiquiditySend<T extends BoundLiquidityReview>(
  accepted: T,
  live: T | null | undefined,
): LiquiditySendDecision<T> {
  const changes = reviewChanges(bound(accepted), live ? bound(live) : null, (a, b) =>
    liquidityTermsChanged(a.terms, b.terms),
  );
  if (changes.length > 0) return { kind: 'priceUpdated', live: live ?? null };
  return { kind: 'send', review: accepted };
}
