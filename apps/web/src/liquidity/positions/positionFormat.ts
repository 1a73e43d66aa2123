// How the position screens name currencies (spec 001 §9: symbols over 20 characters shortened).
import { shortenSymbol } from '@dex/token-lists';
import type { Currency } from '@uniswap/sdk-core';

export const currencySymbol = (currency: Currency | undefined) =>
  shortenSymbol(currency?.symbol ?? '?');

/** "WETH / USDC" */
export const pairLabel = (a: Currency | undefined, b: Currency | undefined) =>
  `${currencySymbol(a)} / ${currencySymbol(b)}`;
