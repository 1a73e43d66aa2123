// The trade details (@dex/router's tradeDetails) and the swap's history text in the reader's words.
import {
  type AnyTrade,
  type PriceImpactTone,
  swapSummaryValues,
  type TradeDetailName,
  tradeDetails,
} from '@dex/router';
import type { MessageKey, Translate } from '../i18n';

export interface DetailRow {
  readonly label: string;
  readonly value: string;
  readonly tone?: PriceImpactTone;
}

const DETAIL_LABELS = {
  minimumReceived: 'swap.minimumReceived',
  maximumSold: 'swap.maximumSold',
  priceImpact: 'swap.priceImpact',
  lpFee: 'swap.lpFee',
  route: 'swap.route',
} as const satisfies Record<TradeDetailName, MessageKey>;

export function tradeDetailRows(
  t: Translate,
  trade: AnyTrade,
  slippageBips: number,
  locale: string,
  splitRouteDrawn = false,
): DetailRow[] {
  return tradeDetails(trade, slippageBips, locale, splitRouteDrawn).map(({ name, ...row }) => ({
    label: t(DETAIL_LABELS[name]),
    ...row,
  }));
}

/** The history text of a swap in the locale it was made in: "Swap 1 ETH for 1,997.2 USDC". */
export function swapSummary(t: Translate, trade: AnyTrade, locale: string): string {
  return t('swap.summary', swapSummaryValues(trade, locale));
}
