// The Deposit, Withdraw and Claim dialogs of /uni/{a}/{b} (spec 001 §4 "Deposit flow (mining)",
// §5 "Mining deposit"): ui-kit's MiningDialog over miningWrites.ts, its texts translated.

import { type MiningPool, miningDialogForm } from '@dex/liquidity';
import { MiningDialog } from '@dex/ui-kit';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useNumberLocale } from '../../format/locale';
import { useTranslation } from '../../i18n';
import { chainTimestampAtom } from '../../state/chainTime';
import { ApplicationModal, openModalWriteAtom } from '../../state/modal';
import { activeChainIdAtom } from '../../state/wallet';
import { transactionDialogLabels, transactionDialogState } from '../../transactions';
import { useNetworkCost } from '../../transactions/networkCost';
import {
  approveStakeAtom,
  depositAmountAtom,
  depositAtom,
  depositErrorAtom,
  depositTypedAtom,
  dismissMiningDialogAtom,
  estimateMiningCostAtom,
  lpPermitInfoAtom,
  miningDialogKindAtom,
  miningWriteDialogAtom,
  stakeActionAtom,
  stakeActionErrorAtom,
  stakeApprovalAtom,
  unstakedAmountAtom,
} from './miningWrites';

export function MiningPoolDialog({ pool }: { readonly pool: MiningPool }) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const kind = useAtomValue(miningDialogKindAtom);
  const writeDialog = useAtomValue(miningWriteDialogAtom);
  const dismiss = useSetAtom(dismissMiningDialogAtom);
  const openModal = useSetAtom(openModalWriteAtom);
  const [typed, setTyped] = useAtom(depositTypedAtom);
  const amount = useAtomValue(depositAmountAtom);
  const unstaked = useAtomValue(unstakedAmountAtom);
  const depositError = useAtomValue(depositErrorAtom);
  const stakeError = useAtomValue(stakeActionErrorAtom);
  const approval = useAtomValue(stakeApprovalAtom);
  const approve = useSetAtom(approveStakeAtom);
  const deposit = useSetAtom(depositAtom);
  const stakeAction = useSetAtom(stakeActionAtom);
  // Priced again for each opened form, and for each deposit amount and approval it would send.
  const costKey = useMemo(
    () => (kind && !writeDialog ? { kind, amount, approval } : null),
    [kind, writeDialog, amount, approval],
  );
  const networkCost = useNetworkCost(costKey, useSetAtom(estimateMiningCostAtom));
  // Read while the page is open, so Approve knows at once whether the pair can sign.
  useAtomValue(lpPermitInfoAtom);
  const chainId = useAtomValue(activeChainIdAtom);
  useAtomValue(chainTimestampAtom(chainId));

  const connect = () => {
    dismiss();
    openModal(ApplicationModal.WALLET);
  };
  const { title, form } = miningDialogForm(
    t,
    { kind, pool, typed, amount, unstaked, depositError, stakeError, approval, locale },
    {
      onType: setTyped,
      onConnect: connect,
      onApprove: (summary) => void approve(summary),
      onDeposit: (summary) => void deposit(summary),
      onStakeAction: (action, summary) => void stakeAction({ kind: action, summary }),
    },
  );

  return (
    <MiningDialog
      isOpen={kind !== null}
      onDismiss={() => dismiss()}
      networkCost={networkCost}
      title={title}
      state={
        writeDialog
          ? {
              ...transactionDialogState(t, writeDialog),
              // §4: the submitted deposit shows its hash beside the explorer link.
              ...(writeDialog.status === 'submitted'
                ? { hashText: t('popup.transactionHash', { hash: writeDialog.hash }) }
                : {}),
            }
          : { status: 'form' }
      }
      form={form}
      labels={transactionDialogLabels(t)}
    />
  );
}
