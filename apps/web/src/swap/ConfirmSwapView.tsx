// The confirm dialog of /swap over the trade under review and the live one (downloaded when it
// first opens; ConfirmSwapModal.tsx mounts it).
import {
  amountText,
  computePriceImpactWithoutFee,
  computeSlippageAdjustedAmounts,
  getPriceImpactConfirmation,
  priceImpactConfirmThreshold,
  priceParts,
  symbolText,
} from '@dex/router';
import { ConfirmSwapDialog } from '@dex/ui-kit';
import { TradeType } from '@uniswap/sdk-core';
import { useAtomValue, useSetAtom } from 'jotai';
import type { RecipientState } from '../ens/recipientAtoms';
import { useNumberLocale } from '../format/locale';
import { useTranslation } from '../i18n';
import { useNetworkCost } from '../transactions/networkCost';
import { swapSummary, tradeDetailRows } from './detailRows';
import {
  acceptPriceUpdateAtom,
  confirmingDecisionAtom,
  confirmingSwapAtom,
  confirmSwapAtom,
  estimateSwapCostAtom,
} from './swapActions';
import { recipientStateAtom } from './swapAtoms';

export function ConfirmSwapView() {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const confirming = useAtomValue(confirmingSwapAtom);
  const decision = useAtomValue(confirmingDecisionAtom);
  const recipient = useAtomValue(recipientStateAtom);
  const setConfirming = useSetAtom(confirmingSwapAtom);
  const accept = useSetAtom(acceptPriceUpdateAtom);
  const confirm = useSetAtom(confirmSwapAtom);
  const networkCost = useNetworkCost(confirming?.review ?? null, useSetAtom(estimateSwapCostAtom));
  if (!confirming) return null;
  // Everything shown comes from the accepted swap, the one that is sent.
  const { trade, allowedSlippageBips: slippageBips } = confirming.review;
  const confirmation = getPriceImpactConfirmation(computePriceImpactWithoutFee(trade));
  const slippage = computeSlippageAdjustedAmounts(trade, slippageBips);
  const exactInput = trade.tradeType === TradeType.EXACT_INPUT;
  const price = trade.executionPrice;
  const details = [
    {
      label: t('swap.price'),
      value: t('swap.pricePer', priceParts(price, locale)),
    },
    ...tradeDetailRows(t, trade, slippageBips, locale),
    ...(confirming.review.recipient
      ? [
          {
            label: t('swap.recipient'),
            value: recipientText(confirming.review.recipient, recipient),
          },
        ]
      : []),
  ];
  return (
    <ConfirmSwapDialog
      isOpen
      onDismiss={() => setConfirming(null)}
      input={{
        amount: amountText(trade.inputAmount, locale),
        symbol: symbolText(trade.inputAmount.currency),
      }}
      output={{
        amount: amountText(trade.outputAmount, locale),
        symbol: symbolText(trade.outputAmount.currency),
      }}
      details={details}
      networkCost={networkCost}
      priceUpdated={decision?.kind === 'priceUpdated'}
      onAcceptPriceUpdate={accept}
      impactConfirmation={confirmation}
      skipReview={confirming.skipReview}
      onConfirm={() => void confirm((review) => swapSummary(t, review.trade, locale))}
      labels={{
        title: t('confirm.title'),
        from: t('swap.from'),
        to: t('swap.to'),
        estimate: exactInput
          ? t('confirm.estimateOut', {
              amount: amountText(slippage.minimumAmountOut, locale),
              symbol: symbolText(trade.outputAmount.currency),
            })
          : t('confirm.estimateIn', {
              amount: amountText(slippage.maximumAmountIn, locale),
              symbol: symbolText(trade.inputAmount.currency),
            }),
        priceUpdated: t('confirm.priceUpdated'),
        accept: t('confirm.accept'),
        impactWarning: t('confirm.impactWarning', {
          percent: priceImpactConfirmThreshold(confirmation).toFixed(0),
        }),
        impactPrompt: t('confirm.impactPrompt'),
        impactContinue: t('confirm.continue'),
        cancel: t('confirm.cancel'),
        close: t('txDialog.close'),
      }}
    />
  );
}

/** The reviewed recipient, with its ENS name while the lookup still names that address. */
function recipientText(address: string, lookup: RecipientState | null): string {
  const name =
    lookup?.status === 'valid' && lookup.address?.toLowerCase() === address.toLowerCase()
      ? lookup.name
      : null;
  return name ? `${name} (${address})` : address;
}
