// /add/v2/{a?}/{b?}: the ui-kit AddV2Liquidity over the atoms of addV2Atoms.ts (spec 001 §2 "Add V2
// liquidity page"). No liquidity rules here: they are in @dex/liquidity.

import { addV2PageView, addV2Path, priceUpdatedProps } from '@dex/liquidity';
import { AddV2Liquidity, BackLink, LiquidityReviewDialog, useDocumentTitle } from '@dex/ui-kit';
import { transactionDialogLabels } from '@dex/write';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useNumberLocale } from '../../format/locale';
import { useTranslation } from '../../i18n';
import { ApplicationModal, openModalWriteAtom } from '../../state/modal';
import { TokenSelectModal } from '../../tokens/TokenSelectModal';
import { transactionDialogState } from '../../transactions';
import { useNetworkCost } from '../../transactions/networkCost';
import { useDepositGasPrice } from '../depositReads';
import {
  acceptAddV2PriceUpdateAtom,
  addV2ConfirmOpenAtom,
  addV2DecisionAtom,
  addV2PageReadsAtom,
  addV2RouteAtom,
  addV2WriteDialogAtom,
  approveRouterAtom,
  confirmAddV2Atom,
  dismissAddV2DialogAtom,
  dispatchV2AddAtom,
  estimateAddV2CostAtom,
  startAddV2Atom,
} from './addV2Atoms';

// @spec 001 §2.10 Messages for first liquidity providers are
export function AddV2Page() {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const params = useParams();
  const navigate = useNavigate();
  const setRoute = useSetAtom(addV2RouteAtom);
  const dispatch = useSetAtom(dispatchV2AddAtom);
  const { currencyIdA, currencyIdB } = params;
  useEffect(() => {
    setRoute({ currencyIdA, currencyIdB });
  }, [currencyIdA, currencyIdB, setRoute]);

  const reads = useAtomValue(addV2PageReadsAtom);
  const gasPriceWei = useDepositGasPrice(reads.sides[0].currency, reads.sides[1].currency);
  const openModal = useSetAtom(openModalWriteAtom);
  const approve = useSetAtom(approveRouterAtom);
  const startAdd = useSetAtom(startAddV2Atom);
  const confirmAdd = useSetAtom(confirmAddV2Atom);
  const acceptPriceUpdate = useSetAtom(acceptAddV2PriceUpdateAtom);
  const networkCost = useNetworkCost(reads.review, useSetAtom(estimateAddV2CostAtom));
  const decision = useAtomValue(addV2DecisionAtom);
  const confirmOpen = useAtomValue(addV2ConfirmOpenAtom);
  const writeDialog = useAtomValue(addV2WriteDialogAtom);
  const dismissDialog = useSetAtom(dismissAddV2DialogAtom);
  const [selecting, setSelecting] = useState<'A' | 'B' | null>(null);

  const view = addV2PageView(t, reads, {
    gasPriceWei,
    locale,
    dispatch,
    select: setSelecting,
    onApprove: (amount, summary) => void approve({ amount, summary, dialog: addV2WriteDialogAtom }),
    onConnect: () => openModal(ApplicationModal.WALLET),
    onSupply: startAdd,
  });
  const { title, summary } = view;
  useDocumentTitle(t('app.pageTitle', { page: title }));

  return (
    <>
      <AddV2Liquidity
        back={
          <BackLink to="/pool/v2" linkComponent={Link}>
            {t('addV2.back')}
          </BackLink>
        }
        title={title}
        {...(view.firstProvider ? { firstProvider: view.firstProvider } : {})}
        inputA={view.inputA}
        inputB={view.inputB}
        {...(view.prices ? { prices: view.prices } : {})}
        approvals={view.approvals}
        action={view.action}
      />
      <TokenSelectModal
        isOpen={selecting !== null}
        onDismiss={() => setSelecting(null)}
        selectedIds={[currencyIdA, currencyIdB].filter((id): id is string => id !== undefined)}
        onSelect={(id) => {
          if (selecting) navigate(addV2Path(selecting, id, currencyIdA, currencyIdB));
          setSelecting(null);
        }}
      />
      <LiquidityReviewDialog
        isOpen={Boolean(writeDialog) || confirmOpen}
        onDismiss={() => {
          if (dismissDialog()) navigate('/pool/v2');
        }}
        state={writeDialog ? transactionDialogState(t, writeDialog) : { status: 'review' }}
        headline={view.headline}
        networkCost={networkCost}
        lines={view.reviewLines}
        {...priceUpdatedProps(t, decision?.kind === 'priceUpdated', acceptPriceUpdate)}
        onConfirm={() => void confirmAdd(summary)}
        labels={{ ...view.reviewLabels, ...transactionDialogLabels(t) }}
      />
    </>
  );
}
