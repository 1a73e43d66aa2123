import {
  type Currency,
  type CurrencyAmount,
  Fraction,
  Percent,
  type Price,
  type TradeType,
} from '@uniswap/sdk-core';
import type { Trade as V2Trade } from '@uniswap/v2-sdk';
import type { Trade as V3Trade } from '@uniswap/v3-sdk';
import { BIPS_BASE, slippageToPercent } from './bips';
import { IncomparableTradesError } from './errors';
import type { SplitRouteTrade } from './splitTrade';

export { BIPS_BASE, slippageToPercent };

export const ONE_HUNDRED_PERCENT = new Percent(1, 1);
export const ZERO_PERCENT = new Percent(0);

// @spec 001 §9.1 Fee tiers
/** The v2 swap fee: 0.3% of the input of every hop (spec §9). */
export const V2_LP_FEE = new Percent(30, BIPS_BASE);

/**
 * Lower bounds of price impact tiers 1 to 4 (the 2021 interface's warning levels): below 1% is
 * tier 0, 1% up to 3% tier 1, 3% up to 5% tier 2, 5% up to 15% tier 3, 15% and above tier 4.
 * @spec 000 §9.6 Price impact
 */
export const PRICE_IMPACT_TIER_BOUNDS: readonly Percent[] = [
  new Percent(100, BIPS_BASE),
  new Percent(300, BIPS_BASE),
  new Percent(500, BIPS_BASE),
  new Percent(1_500, BIPS_BASE),
];

export type PriceImpactTier = 0 | 1 | 2 | 3 | 4;

/** The swap button reads "Swap Anyway" above this impact (spec §2). */
export const PRICE_IMPACT_WARNING_THRESHOLD = new Percent(200, BIPS_BASE);
/** Above this impact the swap button is disabled unless expert mode is on (spec §2, §9). */
export const PRICE_IMPACT_BLOCKED_THRESHOLD = new Percent(300, BIPS_BASE);

/**
 * The swap callback's price-impact confirmations (spec §5): a confirm step from the medium
 * threshold, a typed "confirm" from the high one. The spec leaves both values out; these are the
 * 2021 interface's (5% and 15%, the bounds of display tiers 3 and 4).
 */
export const PRICE_IMPACT_CONFIRM_THRESHOLD = new Percent(500, BIPS_BASE);
export const PRICE_IMPACT_TYPED_CONFIRM_THRESHOLD = new Percent(1_500, BIPS_BASE);

export type PriceImpactConfirmation = 'none' | 'confirm' | 'typedConfirm';

// @spec 000 §5.15 Price impact on the swap callback
/** What the user must confirm before a swap with this impact is sent. */
export function getPriceImpactConfirmation(
  priceImpact: Percent | undefined,
): PriceImpactConfirmation {
  if (!priceImpact) return 'none';
  if (!priceImpact.lessThan(PRICE_IMPACT_TYPED_CONFIRM_THRESHOLD)) return 'typedConfirm';
  if (!priceImpact.lessThan(PRICE_IMPACT_CONFIRM_THRESHOLD)) return 'confirm';
  return 'none';
}

/**
 * The impact a confirmation level is asked from, which the confirm dialog names in its warning
 * (for 'none', the lower of the two, where confirming starts).
 */
export function priceImpactConfirmThreshold(confirmation: PriceImpactConfirmation): Percent {
  return confirmation === 'typedConfirm'
    ? PRICE_IMPACT_TYPED_CONFIRM_THRESHOLD
    : PRICE_IMPACT_CONFIRM_THRESHOLD;
}

/** Which of the 5 display tiers a price impact falls in; undefined impact counts as tier 0. */
export function getPriceImpactTier(priceImpact: Percent | undefined): PriceImpactTier {
  if (!priceImpact) return 0;
  let tier = 0;
  for (const bound of PRICE_IMPACT_TIER_BOUNDS) {
    if (!priceImpact.lessThan(bound)) tier++;
  }
  return tier as PriceImpactTier;
}

/** True when the swap button should warn ("Swap Anyway"): impact strictly above 2%. */
export function isPriceImpactWarning(priceImpact: Percent | undefined): boolean {
  return priceImpact?.greaterThan(PRICE_IMPACT_WARNING_THRESHOLD) ?? false;
}

/** True when the swap button is disabled: impact strictly above 3% with expert mode off. */
export function isPriceImpactBlocked(
  priceImpact: Percent | undefined,
  expertMode: boolean,
): boolean {
  return !expertMode && (priceImpact?.greaterThan(PRICE_IMPACT_BLOCKED_THRESHOLD) ?? false);
}

/** A v2 or v3 SDK trade: one protocol, sent through its own router. */
export type SdkTrade =
  | V2Trade<Currency, Currency, TradeType>
  | V3Trade<Currency, Currency, TradeType>;

/** Any v2 or v3 SDK trade, or a trade split over v2, v3 and mixed routes. */
export type AnyTrade = SdkTrade | SplitRouteTrade;

/**
 * Whether a trade is a split one (`SplitRouteTrade`, sent through SwapRouter02), told by its
 * shape like `isV2Trade`.
 */
export function isSplitTrade(trade: AnyTrade): trade is SplitRouteTrade {
  return 'splits' in trade;
}

/**
 * Whether a trade is a v2 one, told by its shape (a v3 trade has `swaps`, a split one `splits`)
 * rather than by `instanceof`: the check runs on /swap's first load, and `instanceof` would pull
 * the v2 SDK's trade classes into it.
 */
export function isV2Trade(trade: AnyTrade): trade is V2Trade<Currency, Currency, TradeType> {
  return !('swaps' in trade) && !isSplitTrade(trade);
}

/** The v3 trade of the Quoter, neither v2 nor split. */
export function isV3Trade(trade: AnyTrade): trade is V3Trade<Currency, Currency, TradeType> {
  return 'swaps' in trade;
}

/** Minimum received (exact input) and maximum sold (exact output) at the user's slippage. */
export function computeSlippageAdjustedAmounts(
  trade: AnyTrade,
  slippageBips: number,
): { maximumAmountIn: CurrencyAmount<Currency>; minimumAmountOut: CurrencyAmount<Currency> } {
  const slippage = slippageToPercent(slippageBips);
  return {
    maximumAmountIn: trade.maximumAmountIn(slippage),
    minimumAmountOut: trade.minimumAmountOut(slippage),
  };
}

function feeAfterHops(feesInPips: readonly number[]): Fraction {
  // Each hop keeps (1 - fee) of what reaches it; the realised fee is what is lost overall.
  let kept = new Fraction(1);
  for (const pips of feesInPips) kept = kept.multiply(new Fraction(1_000_000 - pips, 1_000_000));
  return new Fraction(1).subtract(kept);
}

/** The v2 fee of one hop in pips (0.3%). */
const V2_FEE_PIPS = 3_000;

/** Each route's input and its hops' fees in pips. */
function feeRoutes(
  trade: AnyTrade,
): Array<{ inputAmount: CurrencyAmount<Currency>; fees: number[] }> {
  if (isV2Trade(trade)) {
    return [{ inputAmount: trade.inputAmount, fees: trade.route.pairs.map(() => V2_FEE_PIPS) }];
  }
  if (isSplitTrade(trade)) {
    return trade.splits.map((split) => ({
      inputAmount: split.inputAmount,
      // A v3 pool has a fee tier; a v2 pair has none and takes 0.3%.
      fees: split.pools.map((pool) => ('tickSpacing' in pool ? pool.fee : V2_FEE_PIPS)),
    }));
  }
  return trade.swaps.map((swap) => ({
    inputAmount: swap.inputAmount,
    fees: swap.route.pools.map((pool) => pool.fee),
  }));
}

/**
 * The share of the input paid to liquidity providers across all hops: 1 - 0.997^hops for v2,
 * 1 - Π(1 - pool fee) for v3, per hop for mixed routes (weighted by input for split routes).
 */
export function computeRealizedLpFeePercent(trade: AnyTrade): Percent {
  const total = trade.inputAmount;
  const routes = feeRoutes(trade);
  let fee = new Fraction(0);
  for (const route of routes) {
    const share = total.equalTo(0)
      ? new Fraction(1, routes.length)
      : route.inputAmount.asFraction.divide(total.asFraction);
    fee = fee.add(feeAfterHops(route.fees).multiply(share));
  }
  return new Percent(fee.numerator, fee.denominator);
}

/** The LP fee as an amount of the input currency. */
export function computeRealizedLpFeeAmount(trade: AnyTrade): CurrencyAmount<Currency> {
  return trade.inputAmount.multiply(computeRealizedLpFeePercent(trade));
}

/** The price impact caused by the trade's size alone, without the LP fee the SDK includes. */
export function computePriceImpactWithoutFee(trade: AnyTrade): Percent {
  return trade.priceImpact.subtract(computeRealizedLpFeePercent(trade));
}

interface ComparableTrade {
  readonly tradeType: TradeType;
  readonly inputAmount: CurrencyAmount<Currency>;
  readonly outputAmount: CurrencyAmount<Currency>;
  readonly executionPrice: Price<Currency, Currency>;
}

/**
 * True when `candidate` gives a better execution price than `incumbent` by more than
 * `minimumDelta` (true when there is no incumbent, false when there is no candidate). Throws
 * `IncomparableTradesError` ("Comparing incomparable trades") for trades of different currencies
 * or trade types.
 * @spec 000 §8.13 Internal errors
 */
export function isTradeBetter(
  incumbent: ComparableTrade | undefined | null,
  candidate: ComparableTrade | undefined | null,
  minimumDelta: Percent = ZERO_PERCENT,
): boolean {
  if (!candidate) return false;
  if (!incumbent) return true;
  if (
    incumbent.tradeType !== candidate.tradeType ||
    !incumbent.inputAmount.currency.equals(candidate.inputAmount.currency) ||
    !incumbent.outputAmount.currency.equals(candidate.outputAmount.currency)
  ) {
    throw new IncomparableTradesError();
  }
  if (minimumDelta.equalTo(ZERO_PERCENT)) {
    return incumbent.executionPrice.lessThan(candidate.executionPrice);
  }
  return incumbent.executionPrice.asFraction
    .multiply(minimumDelta.add(ONE_HUNDRED_PERCENT))
    .lessThan(candidate.executionPrice);
}
