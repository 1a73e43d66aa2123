// A split or mixed trade (issue #30 §3) with the surface the rest of the router reads of an SDK
// trade (trade type, amounts, execution price, price impact, minimum out and maximum in), so the
// trade maths, display, review, recipients and the send treat it as they treat one v2 or v3 trade.
// Its minimum and maximum are exactly what `buildSwapRouter02Call` holds the sent trade to.
import { InvalidArgumentError } from '@dex/primitives';
import {
  type Currency,
  CurrencyAmount,
  Fraction,
  Percent,
  Price,
  type Token,
  TradeType,
} from '@uniswap/sdk-core';
import type { Pair } from '@uniswap/v2-sdk';
import type { Pool } from '@uniswap/v3-sdk';
import { BIPS_BASE, slippageToPercent } from './bips';
import type { BestRoute, RouteSplit } from './split/findBestRoute';
import type { RouteProtocol } from './split/gasModel';

function raw(amount: CurrencyAmount<Currency>): bigint {
  return BigInt(amount.quotient.toString());
}

/** Slippage as whole basis points, the unit SwapRouter02's limits are computed in. */
function slippageBips(slippage: Percent): number {
  const bips = slippage.multiply(BIPS_BASE);
  if (!bips.remainder.equalTo(0))
    throw new InvalidArgumentError('Slippage must be whole basis points');
  return Number(bips.quotient.toString());
}

/**
 * What a trade over several routes is held to at `allowedSlippageBips`: exact input, all the
 * input and the whole output less the slippage (the SDK trades' `minimumAmountOut` rule); exact
 * output, all the output and the routes' inputs plus the slippage, each rounded down and summed
 * (each route is capped on its own when sent).
 */
export function splitSlippageAmounts(
  trade: {
    readonly tradeType: TradeType;
    readonly inputAmount: CurrencyAmount<Currency>;
    readonly outputAmount: CurrencyAmount<Currency>;
    readonly splits: ReadonlyArray<{
      readonly inputAmount: CurrencyAmount<Currency>;
      readonly outputAmount: CurrencyAmount<Currency>;
    }>;
  },
  allowedSlippageBips: number,
): {
  readonly maximumAmountIn: CurrencyAmount<Currency>;
  readonly minimumAmountOut: CurrencyAmount<Currency>;
} {
  slippageToPercent(allowedSlippageBips); // throws UnexpectedSlippageError outside 0..10000
  const base = BigInt(BIPS_BASE);
  const bips = BigInt(allowedSlippageBips);
  const sum = (pick: (split: (typeof trade.splits)[number]) => bigint) =>
    trade.splits.reduce((total, split) => total + pick(split), 0n);
  const totalIn = sum((split) => raw(split.inputAmount));
  const totalOut = sum((split) => raw(split.outputAmount));
  const exactInput = trade.tradeType === TradeType.EXACT_INPUT;
  const amount = (currency: Currency, value: bigint) =>
    CurrencyAmount.fromRawAmount(currency, value.toString());
  return {
    maximumAmountIn: amount(
      trade.inputAmount.currency,
      exactInput ? totalIn : sum((split) => (raw(split.inputAmount) * (base + bips)) / base),
    ),
    minimumAmountOut: amount(
      trade.outputAmount.currency,
      exactInput ? (totalOut * (base - bips)) / base : totalOut,
    ),
  };
}

/** The price through one route at its pools' current prices, input token to output token. */
function routeMidPrice(split: RouteSplit): Price<Token, Token> {
  let price: Price<Token, Token> | undefined;
  split.pools.forEach((pool, hop) => {
    const hopPrice = (pool as Pair | Pool).priceOf(split.path[hop] as Token) as Price<Token, Token>;
    price = price ? price.multiply(hopPrice) : hopPrice;
  });
  if (!price) throw new InvalidArgumentError('A route needs at least one pool');
  return price;
}

/** A trade over up to seven v2, v3 or mixed routes (`findBestRoute`'s answer), sent through SwapRouter02. */
export class SplitRouteTrade implements BestRoute {
  // The search's answer as it gave it: see `BestRoute` for what each field holds.
  readonly tradeType: BestRoute['tradeType'];
  readonly inputAmount: BestRoute['inputAmount'];
  readonly outputAmount: BestRoute['outputAmount'];
  readonly splits: BestRoute['splits'];
  readonly gasCost: BestRoute['gasCost'];
  /** How many routes the search chose and why not more (for a route display: "3 routes"). */
  readonly routing: BestRoute['routing'];
  private impact: Percent | undefined;

  constructor(route: BestRoute) {
    if (route.splits.length === 0)
      throw new InvalidArgumentError('A trade needs at least one route');
    this.tradeType = route.tradeType;
    this.inputAmount = route.inputAmount;
    this.outputAmount = route.outputAmount;
    this.splits = route.splits;
    this.gasCost = route.gasCost;
    this.routing = route.routing;
  }

  /** 'V2' or 'V3' when every route is of that protocol, else 'MIXED'. */
  get protocol(): RouteProtocol {
    const protocols = new Set(this.splits.map((split) => split.protocol));
    return protocols.size === 1 ? (this.splits[0] as RouteSplit).protocol : 'MIXED';
  }

  get executionPrice(): Price<Currency, Currency> {
    return new Price(
      this.inputAmount.currency,
      this.outputAmount.currency,
      this.inputAmount.quotient,
      this.outputAmount.quotient,
    );
  }

  /**
   * As the SDK trades: how far the output falls short of each route's input at its mid price,
   * summed over the routes (LP fees included).
   */
  get priceImpact(): Percent {
    if (this.impact) return this.impact;
    let spot = new Fraction(0);
    for (const split of this.splits) {
      const tokenIn = split.path[0] as Token;
      const quoted = routeMidPrice(split).quote(
        CurrencyAmount.fromRawAmount(tokenIn, split.inputAmount.quotient),
      );
      spot = spot.add(quoted.asFraction);
    }
    const impact = spot.equalTo(0)
      ? new Fraction(0)
      : spot.subtract(this.outputAmount.asFraction).divide(spot);
    this.impact = new Percent(impact.numerator, impact.denominator);
    return this.impact;
  }

  minimumAmountOut(slippage: Percent): CurrencyAmount<Currency> {
    return splitSlippageAmounts(this, slippageBips(slippage)).minimumAmountOut;
  }

  maximumAmountIn(slippage: Percent): CurrencyAmount<Currency> {
    return splitSlippageAmounts(this, slippageBips(slippage)).maximumAmountIn;
  }
}
