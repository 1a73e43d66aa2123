// How the position screens name currencies (spec 001 §9: symbols over 20 characters shortened).
// digits (fees 4) with the display floors of format/amountDisplay.ts (0; <0.000001 for amounts,
// <0.0001 for fees); prices 4 significant digits, with 0 and ∞ at the ends of a full range;
// symbols over 20 characters shortened. Numbers are written for the reader's locale ("1,234.5" in
// English, "1.234,5" in German).
import { shortenSymbol } from '@dex/token-lists';
import type { Currency } from '@uniswap/sdk-core';

export const currencySymbol = (currency: Currency | undefined) =>
  shortenSymbol(currency?.symbol ?? '?');

/** "WETH / USDC" */
export const pairLabel = (a: Currency | undefined, b: Currency | undefined) =>
  `${currencySymbol(a)} / ${currencySymbol(b)}`;
