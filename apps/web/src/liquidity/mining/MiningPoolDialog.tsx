// The Deposit, Withdraw and Claim dialogs of /uni/{a}/{b} (spec 001 §4 "Deposit flow (mining)",
// §5 "Mining deposit"): ui-kit's MiningDialog over miningWrites.ts, its texts translated.

import { type MiningPool, miningDialogForm, miningDialogState } from '@dex/liquidity';
import { MiningDialog } from '@dex/ui-kit';
import { transactionDialogLabels } from '@dex/write';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useNumberLocale } from '../../format/locale';
import { useTranslation } from '../../i18n';
import { ApplicationModal, openModalWriteAtom } from '../../state/modal';
import { transactionDialogState } from '../../transactions';
import { useNetworkCost } from '../../transactions/networkCost';
import {
  approveStakeAtom,
  depositAtom,
  depositTypedAtom,
  dismissMiningDialogAtom,
  estimateMiningCostAtom,
  miningDialogReadsAtom,
  miningWriteDialogAtom,
  stakeActionAtom,
} from './miningWrites';

export function MiningPoolDialog({ pool }: { readonly pool: MiningPool }) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const reads = useAtomValue(miningDialogReadsAtom);
  const { kind, amount, approval } = reads;
  const writeDialog = useAtomValue(miningWriteDialogAtom);
  const dismiss = useSetAtom(dismissMiningDialogAtom);
  const openModal = useSetAtom(openModalWriteAtom);
  const setTyped = useSetAtom(depositTypedAtom);
  const approve = useSetAtom(approveStakeAtom);
  const deposit = useSetAtom(depositAtom);
  const stakeAction = useSetAtom(stakeActionAtom);
  // Priced again for each opened form, and for each deposit amount and approval it would send.
  const costKey = useMemo(
    () => (kind && !writeDialog ? { kind, amount, approval } : null),
    [kind, writeDialog, amount, approval],
  );
  const networkCost = useNetworkCost(costKey, useSetAtom(estimateMiningCostAtom));

  const connect = () => {
    dismiss();
    openModal(ApplicationModal.WALLET);
  };
  const { title, form } = miningDialogForm(
    t,
    { ...reads, pool, locale },
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
      state={miningDialogState(t, writeDialog, (write) => transactionDialogState(t, write))}
      form={form}
      labels={transactionDialogLabels(t)}
    />
  );
}
