// The confirm dialog of /swap over the trade under review and the live one (downloaded when it
// first opens; ConfirmSwapModal.tsx mounts it).
import { confirmSwapView, swapSummaryValues } from '@dex/swap';
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
  return (
    <ConfirmSwapDialog
      isOpen
      onDismiss={() => setConfirming(null)}
      // Everything shown comes from the accepted swap, the one that is sent.
      {...confirmSwapView(t, confirming.review, recipient, locale)}
      networkCost={networkCost}
      priceUpdated={decision?.kind === 'priceUpdated'}
      onAcceptPriceUpdate={accept}
      skipReview={confirming.skipReview}
      onConfirm={() =>
        void confirm((review) => t('swap.summary', swapSummaryValues(review.trade, locale)))
      }
    />
  );
}
