// The governance and claim dialogs, composed from ui-kit over this folder's atoms. The app shell
// opens them by modal id (spec §2): delegate, vote, self claim, address claim.

import {
  type ClaimProgress,
  type ClaimView,
  claimDialogProps,
  claimDialogView,
  claimPopupView,
  delegateDialogProps,
  shownProposal,
  uniBreakdownView,
  voteDialogView,
  voteReview,
} from '@dex/governance';
import {
  ClaimDialog,
  ClaimPopupCard,
  DelegateDialog,
  UniBreakdownDialog,
  useDebouncedValue,
  VoteDialog,
} from '@dex/ui-kit';
import { transactionDialogLabels } from '@dex/write';
import { atom, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { recipientAtom } from '../ens/recipientAtoms';
import { useTranslation } from '../i18n';
import { ApplicationModal, closeModalAtom, openModalWriteAtom } from '../state/modal';
import { connectedAccountAtom } from '../state/wallet';
import { useNetworkCost } from '../transactions/networkCost';
import {
  claimActionAtom,
  claimProgressAtom,
  claimViewAtom,
  estimateClaimCostAtom,
  resetClaimAttemptAtom,
  userClaimAtom,
} from './claimAtoms';
import {
  castVoteActionAtom,
  delegateActionAtom,
  delegateDialogStateAtom,
  estimateVoteCostAtom,
  voteDialogStateAtom,
  voteIntentAtom,
  voteReasonAtom,
} from './governanceActions';
import { alphaProposalAtoms, bravoProposalAtoms } from './proposalAtoms';
import {
  accountVotesAtom,
  circulatingSupplyAtom,
  priorVotesAtom,
  totalSupplyAtom,
} from './voteAtoms';

const NO_CLAIM = atom<ClaimView | undefined>(undefined);
const IDLE = atom<ClaimProgress>({ status: 'idle' });
const NO_VOTES = atom<bigint | undefined>(undefined);

export function VoteModal() {
  const { t } = useTranslation();
  const labels = transactionDialogLabels(t);
  const intent = useAtomValue(voteIntentAtom);
  const [reason, setReason] = useAtom(voteReasonAtom);
  const state = useAtomValue(voteDialogStateAtom);
  const proposals = useAtomValue(
    (intent?.governor === 'bravo' ? bravoProposalAtoms : alphaProposalAtoms).proposalsAtom,
  );
  const close = useSetAtom(closeModalAtom);
  const castVote = useSetAtom(castVoteActionAtom);
  const proposal = shownProposal(proposals, intent?.proposalId);
  const votes = useAtomValue(proposal ? priorVotesAtom(proposal.startBlock) : NO_VOTES);
  // The cost of the call the send will make: castVoteWithReason once a reason is typed, estimated
  // when typing pauses.
  const settledReason = useDebouncedValue(reason, 400);
  const review = useMemo(
    () => (state.status === 'confirm' && intent ? voteReview(intent, settledReason) : null),
    [state.status, intent, settledReason],
  );
  const networkCost = useNetworkCost(review, useSetAtom(estimateVoteCostAtom));
  if (!intent) return null;
  const shown = voteDialogView(t, intent, votes);
  return (
    <VoteDialog
      isOpen
      onDismiss={close}
      state={state}
      networkCost={networkCost}
      onConfirm={() => void castVote(shown.summary)}
      labels={{ ...labels, ...shown.labels }}
      {...(shown.reason ? { reason: { ...shown.reason, value: reason, onChange: setReason } } : {})}
    />
  );
}

export function DelegateModal() {
  const { t } = useTranslation();
  const labels = transactionDialogLabels(t);
  const account = useAtomValue(connectedAccountAtom);
  const state = useAtomValue(delegateDialogStateAtom);
  const close = useSetAtom(closeModalAtom);
  const delegate = useSetAtom(delegateActionAtom);
  const [address, setAddress] = useState('');
  const typed = useAtomValue(recipientAtom(address));
  const { labels: delegateLabels, ...choices } = delegateDialogProps(
    t,
    account,
    typed,
    (request) => void delegate(request),
  );
  return (
    <DelegateDialog
      isOpen
      onDismiss={close}
      state={state}
      address={address}
      onAddressChange={setAddress}
      {...choices}
      labels={{ ...labels, ...delegateLabels }}
    />
  );
}

/** The claim's network cost, estimated once per recipient and amount, not on every block's new view. */
function useClaimNetworkCost(recipient: string | null, view: ClaimView | undefined, on: boolean) {
  const unclaimed = view?.unclaimed;
  const key = useMemo(
    () => (on && recipient ? { recipient, unclaimed } : null),
    [on, recipient, unclaimed],
  );
  return useNetworkCost(key, useSetAtom(estimateClaimCostAtom));
}

/**
 * What both claim dialogs share: `recipient`'s claim and progress (`idle` without one), closing,
 * the network cost, the send, and the dialog's props (@dex/governance's claimDialogProps).
 */
function useClaimDialog(kind: 'self' | 'address', recipient: string | null, view?: ClaimView) {
  const { t, language } = useTranslation();
  const account = useAtomValue(connectedAccountAtom);
  const progress = useAtomValue(recipient ? claimProgressAtom(recipient) : IDLE);
  const claim = useSetAtom(claimActionAtom);
  const close = useSetAtom(closeModalAtom);
  const reset = useSetAtom(resetClaimAttemptAtom);
  const shown = claimDialogView({ kind, account, recipient, view, progress, language });
  const networkCost = useClaimNetworkCost(recipient, view, shown.estimated);
  return claimDialogProps(t, kind, shown, {
    progress,
    networkCost,
    onClaim: (request) => void claim(request),
    // Closing a finished claim forgets it, so the dialog opens fresh next time.
    onDismiss: () => {
      reset();
      close();
    },
  });
}

// @spec 000 §2.22 The self-claim dialog is titled "Claim
export function SelfClaimModal() {
  const account = useAtomValue(connectedAccountAtom);
  const { dialog } = useClaimDialog('self', account, useAtomValue(userClaimAtom));
  return <ClaimDialog {...dialog} />;
}

// @spec 000 §2.23 The address-claim dialog is titled "Claim
// @spec 000 §6.5 Any address may be entered in
export function AddressClaimModal() {
  const [typed, setTyped] = useState('');
  const recipient = useAtomValue(recipientAtom(typed));
  const address = recipient.status === 'valid' ? recipient.address : null;
  const view = useAtomValue(address ? claimViewAtom(address) : NO_CLAIM);
  const { addressField, dialog } = useClaimDialog('address', address, view);
  const invalid = recipient.status === 'invalid';
  return (
    <ClaimDialog
      {...dialog}
      addressField={{ ...addressField, value: typed, onChange: setTyped, invalid }}
    />
  );
}

/** "Your UNI Breakdown" (@dex/governance's rows), the unclaimed amount with its "(claim)" link. */
export function UniBreakdownModal({ onDismiss }: { onDismiss: () => void }) {
  const { t, language } = useTranslation();
  const votes = useAtomValue(accountVotesAtom);
  const claim = useAtomValue(userClaimAtom);
  const supply = useAtomValue(totalSupplyAtom);
  const circulating = useAtomValue(circulatingSupplyAtom);
  const amounts = { balance: votes?.balance, unclaimed: claim?.unclaimed, circulating };
  const view = uniBreakdownView(t, { ...amounts, totalSupply: supply }, language);
  const rows = view.rows.map(({ claimLink, ...row }) =>
    claimLink ? { ...row, action: <Link to="/uni">{claimLink}</Link> } : row,
  );
  return (
    <UniBreakdownDialog
      isOpen
      onDismiss={onDismiss}
      title={view.title}
      closeLabel={view.closeLabel}
      rows={rows}
    />
  );
}

/** The claim popup (spec §2): a card, not a blocking dialog, shown only while there is a claim. */
export function ClaimPopup() {
  const { t, language } = useTranslation();
  const claim = useAtomValue(userClaimAtom);
  const close = useSetAtom(closeModalAtom);
  const open = useSetAtom(openModalWriteAtom);
  const card = claimPopupView(t, claim?.unclaimed, language);
  if (!card) return null;
  return (
    <ClaimPopupCard {...card} onClaim={() => open(ApplicationModal.SELF_CLAIM)} onClose={close} />
  );
}
