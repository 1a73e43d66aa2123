// USD values (spec 000 §9, spec 001 §9): a currency's price in its chain's dollar stablecoin,
// from the route the router would use to buy a fixed amount of that stablecoin.

import { ChainId, getChainInfo } from '@dex/chains';
import { toSdkToken } from '@dex/currency';
import type { ReadState } from '@dex/primitives';
import type { SdkTrade, TradeRead } from '@dex/router';
import {
  settleReads,
  type TradeDecodeOptions,
  type TradeReader,
  type TradeRequest,
  TradeState,
  v2TradeFromReads,
  v3TradeFromReads,
} from '@dex/router';
import { type Currency, CurrencyAmount, Price, type Token } from '@uniswap/sdk-core';

/**
 * Spec 000 §9 "Non-mainnet: a fixed fake price is used for the governance token": $5 per UNI,
 * the price the devnet seeds its UNI pools at, so both ways of valuing UNI agree there.
 * @spec 000 §9.17 Non-mainnet
 */
export const TESTNET_GOVERNANCE_TOKEN_USD_PRICE = 5;

/**
 * How many stablecoin units the pricing trade buys. Large enough that dust pools with a stray
 * price cannot fill it, small enough for the devnet's and mainnet's stablecoin pools.
 */
export const USD_PRICE_QUOTE_UNITS = 100;

const stablecoins = new Map<number, Token>();

/** The chain's dollar stablecoin (`@dex/chains`' `usdStablecoin`) as an SDK token, if it has one. */
export function getUsdStablecoin(chainId: number): Token | undefined {
  const cached = stablecoins.get(chainId);
  if (cached) return cached;
  const token = getChainInfo(chainId)?.usdStablecoin;
  if (!token) return undefined;
  const sdkToken = toSdkToken(token);
  stablecoins.set(chainId, sdkToken);
  return sdkToken;
}

export interface UsdPriceResult {
  /**
   * VALID (or SYNCING while a newer block is read) with a price; LOADING while any route is
   * still read; NO_ROUTE_FOUND when nothing reaches the stablecoin; INVALID on a chain without one.
   */
  readonly state: TradeState;
  /** The price of one `currency` in the stablecoin; only with VALID or SYNCING. */
  readonly price: Price<Currency, Token> | undefined;
}

const fixedPrice = (currency: Currency, stablecoin: Token, dollars: number) =>
  new Price(
    currency,
    stablecoin,
    (10n ** BigInt(currency.decimals)).toString(),
    (BigInt(dollars) * 10n ** BigInt(stablecoin.decimals)).toString(),
  );

function isTestnetGovernanceToken(currency: Currency): boolean {
  if (currency.chainId === ChainId.MAINNET || currency.isNative) return false;
  const uni = getChainInfo(currency.chainId)?.contracts.uni;
  return uni !== undefined && uni.toLowerCase() === currency.address.toLowerCase();
}

/** The better of two trades for the same output: the one that needs less input. */
function cheaper(a: SdkTrade | null, b: SdkTrade | null): SdkTrade | null {
  if (!a || !b) return a ?? b;
  return b.inputAmount.lessThan(a.inputAmount) ? b : a;
}

/**
 * The price `trade`'s route quotes for `currency`: the route's mid price, without the pools' fees
 * or the trade's own price impact, re-based onto `currency` (the native coin shares its wrapped
 * token's route).
 */
export function usdPriceFromTrade(currency: Currency, trade: SdkTrade): Price<Currency, Token> {
  const mid = trade.route.midPrice;
  return new Price(currency, trade.outputAmount.currency.wrapped, mid.denominator, mid.numerator);
}

/**
 * The USD price of `currency` from the trade reads `read` answers: the stablecoin is 1, the
 * governance token off mainnet has `TESTNET_GOVERNANCE_TOKEN_USD_PRICE`, everything else the mid
 * price of the route (v2 or v3, whichever needs less) that buys `USD_PRICE_QUOTE_UNITS` of the
 * stablecoin. Nothing is guessed while a route is loading.
 */
export function usdPriceFromReads(
  read: TradeReader,
  currency: Currency,
  quoteUnits: number = USD_PRICE_QUOTE_UNITS,
  options: TradeDecodeOptions = {},
): UsdPriceResult {
  const stablecoin = getUsdStablecoin(currency.chainId);
  if (!stablecoin) return { state: TradeState.INVALID, price: undefined };
  if (currency.wrapped.equals(stablecoin)) {
    return { state: TradeState.VALID, price: fixedPrice(currency, stablecoin, 1) };
  }
  if (isTestnetGovernanceToken(currency)) {
    const price = fixedPrice(currency, stablecoin, TESTNET_GOVERNANCE_TOKEN_USD_PRICE);
    return { state: TradeState.VALID, price };
  }
  const request: TradeRequest = {
    chainId: currency.chainId,
    input: currency.wrapped,
    output: stablecoin,
    amount: CurrencyAmount.fromRawAmount(
      stablecoin,
      (BigInt(quoteUnits) * 10n ** BigInt(stablecoin.decimals)).toString(),
    ),
    exactInput: false,
  };
  const v2 = v2TradeFromReads(read, request, options);
  const v3 = v3TradeFromReads(read, request, undefined, options);
  const states = [v2.state, v3.state];
  if (states.includes(TradeState.LOADING)) return { state: TradeState.LOADING, price: undefined };
  const best = cheaper(v2.trade, v3.trade);
  if (!best) return { state: TradeState.NO_ROUTE_FOUND, price: undefined };
  return {
    state: states.includes(TradeState.SYNCING) ? TradeState.SYNCING : TradeState.VALID,
    price: usdPriceFromTrade(currency, best),
  };
}

/**
 * `usdPriceFromReads` for callers without a multicall watch: `fetch` answers each round of reads
 * (e.g. one multicall or `eth_call`s), and the price comes back once every read is answered.
 */
export async function fetchUsdPrice(
  currency: Currency,
  fetch: (calls: readonly TradeRead[]) => Promise<readonly ReadState[]>,
  quoteUnits: number = USD_PRICE_QUOTE_UNITS,
  options: TradeDecodeOptions = {},
): Promise<UsdPriceResult> {
  return settleReads((read) => usdPriceFromReads(read, currency, quoteUnits, options), fetch);
}
