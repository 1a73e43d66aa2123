// The trade details shown under the inputs and in the confirm dialog (spec §2 trade-details
// tooltip): minimum received or maximum sold, price impact, LP fee and route.
import {
  type AnyTrade,
  computePriceImpactWithoutFee,
  computeRealizedLpFeeAmount,
  computeSlippageAdjustedAmounts,
} from '@dex/router';
import { TradeType } from '@uniswap/sdk-core';
import type { Translate } from '../i18n';
import { formatPriceImpact, routeSymbols } from './tradeDetails';

export interface DetailRow {
  readonly label: string;
  readonly value: string;
}

export function tradeDetailRows(t: Translate, trade: AnyTrade, slippageBips: number): DetailRow[] {
  const slippage = computeSlippageAdjustedAmounts(trade, slippageBips);
  const inputSymbol = trade.inputAmount.currency.symbol ?? '';
  const outputSymbol = trade.outputAmount.currency.symbol ?? '';
  const exactInput = trade.tradeType === TradeType.EXACT_INPUT;
  return [
    exactInput
      ? {
          label: t('swap.minimumReceived'),
          value: `${slippage.minimumAmountOut.toSignificant(6)} ${outputSymbol}`,
        }
      : {
          label: t('swap.maximumSold'),
          value: `${slippage.maximumAmountIn.toSignificant(6)} ${inputSymbol}`,
        },
    { label: t('swap.priceImpact'), value: formatPriceImpact(computePriceImpactWithoutFee(trade)) },
    {
      label: t('swap.lpFee'),
      value: `${computeRealizedLpFeeAmount(trade).toSignificant(4)} ${inputSymbol}`,
    },
    { label: t('swap.route'), value: routeSymbols(trade).join(' > ') },
  ];
}

/** The history text of a swap: "Swap 1 ETH for 1,997.2 USDC". */
export function swapSummary(t: Translate, trade: AnyTrade): string {
  return t('swap.summary', {
    input: trade.inputAmount.toSignificant(6),
    inputSymbol: trade.inputAmount.currency.symbol ?? '',
    output: trade.outputAmount.toSignificant(6),
    outputSymbol: trade.outputAmount.currency.symbol ?? '',
  });
}
