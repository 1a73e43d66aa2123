// The confirm dialog of /swap over the trade under review and the live one (downloaded when it
// first opens; ConfirmSwapModal.tsx mounts it).
import {
  confirmSwapText,
  reviewedRecipientText,
  swapSummaryValues,
  tradeDetailRows,
} from '@dex/swap';
import { ConfirmSwapDialog } from '@dex/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNumberLocale } from '../format/locale';
import { useTranslation } from '../i18n';
import { useNetworkCost } from '../transactions/networkCost';
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
  const text = confirmSwapText(confirming.review, locale);
  const details = [
    {
      label: t('swap.price'),
      value: t('swap.pricePer', text.price),
    },
    ...tradeDetailRows((name) => t(`swap.${name}`), trade, slippageBips, locale),
    ...(confirming.review.recipient
      ? [
          {
            label: t('swap.recipient'),
            value: reviewedRecipientText(confirming.review.recipient, recipient),
          },
        ]
      : []),
  ];
  return (
    <ConfirmSwapDialog
      isOpen
      onDismiss={() => setConfirming(null)}
      input={text.input}
      output={text.output}
      details={details}
      networkCost={networkCost}
      priceUpdated={decision?.kind === 'priceUpdated'}
      onAcceptPriceUpdate={accept}
      impactConfirmation={text.impactConfirmation}
      skipReview={confirming.skipReview}
      onConfirm={() =>
        void confirm((review) => t('swap.summary', swapSummaryValues(review.trade, locale)))
      }
      labels={{
        title: t('confirm.title'),
        from: t('swap.from'),
        to: t('swap.to'),
        estimate: t(text.estimate.kind === 'out' ? 'confirm.estimateOut' : 'confirm.estimateIn', {
          amount: text.estimate.amount,
          symbol: text.estimate.symbol,
        }),
        priceUpdated: t('confirm.priceUpdated'),
        accept: t('confirm.accept'),
        impactWarning: t('confirm.impactWarning', {
          percent: text.impactThresholdPercent,
        }),
        impactPrompt: t('confirm.impactPrompt'),
        impactContinue: t('confirm.continue'),
        cancel: t('confirm.cancel'),
        close: t('txDialog.close'),
      }}
    />
  );
}
