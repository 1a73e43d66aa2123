// The governance and claim dialogs, composed from ui-kit over this folder's atoms. The app shell
// opens them by modal id (spec §2): delegate, vote, self claim, address claim.
import {
  type BreakdownRowName,
  type ClaimPartName,
  type ClaimView,
  checksummedAccount,
  claimBreakdownRows,
  formatHeldAmount,
  uniBreakdownRows,
  type VoteSide,
  voteSide,
  wholeVotes,
} from '@dex/governance';
import {
  ClaimDialog,
  ClaimPopupCard,
  DelegateDialog,
  shortenAddress,
  UniBreakdownDialog,
  useDebouncedValue,
  VoteDialog,
} from '@dex/ui-kit';
import { atom, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { recipientAtom } from '../ens/recipientAtoms';
import { type MessageKey, type Translate, useTranslation } from '../i18n';
import { ApplicationModal, closeModalAtom, openModalWriteAtom } from '../state/modal';
import { connectedAccountAtom } from '../state/wallet';
import { transactionDialogLabels } from '../transactions';
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
const IDLE = atom({ status: 'idle' as const });
const NO_VOTES = atom<bigint | undefined>(undefined);

const VOTE_TEXTS = {
  for: { title: 'vote.titleFor', summary: 'vote.summaryFor', confirm: 'proposal.voteFor' },
  against: {
    title: 'vote.titleAgainst',
    summary: 'vote.summaryAgainst',
    confirm: 'proposal.voteAgainst',
  },
  abstain: {
    title: 'vote.titleAbstain',
    summary: 'vote.summaryAbstain',
    confirm: 'proposal.voteAbstain',
  },
} as const satisfies Record<VoteSide, Record<string, MessageKey>>;

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
  const proposal =
    proposals.status === 'ready'
      ? proposals.proposals.find((p) => p.id === intent?.proposalId)
      : undefined;
  const votes = useAtomValue(proposal ? priorVotesAtom(proposal.startBlock) : NO_VOTES);
  // The cost of the call the send will make: castVoteWithReason once a reason is typed, estimated
  // when typing pauses.
  const settledReason = useDebouncedValue(reason, 400);
  const review = useMemo(
    () =>
      state.status === 'confirm' && intent
        ? { intent, reason: intent.governor === 'bravo' ? settledReason : '' }
        : null,
    [state.status, intent, settledReason],
  );
  const networkCost = useNetworkCost(review, useSetAtom(estimateVoteCostAtom));
  if (!intent) return null;
  const id = intent.proposalId;
  const texts = VOTE_TEXTS[voteSide(intent)];
  return (
    <VoteDialog
      isOpen
      onDismiss={close}
      state={state}
      networkCost={networkCost}
      onConfirm={() => void castVote(t(texts.summary, { id }))}
      labels={{
        ...labels,
        title: t(texts.title, { id }),
        votes: t('vote.votes', {
          // Whole votes as a number: the message picks its plural form and writes the digits.
          votes: votes === undefined ? '…' : wholeVotes(votes),
        }),
        confirm: t(texts.confirm),
        waitingTitle: t('vote.submitting'),
      }}
      {...(intent.governor === 'bravo'
        ? {
            reason: {
              label: t('vote.reason'),
              placeholder: t('vote.reasonPlaceholder'),
              value: reason,
              onChange: setReason,
            },
          }
        : {})}
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
  const typedDelegate = useAtomValue(recipientAtom(address));
  const addressValid = typedDelegate.status === 'valid';
  return (
    <DelegateDialog
      isOpen
      onDismiss={close}
      state={state}
      address={address}
      onAddressChange={setAddress}
      addressValid={addressValid}
      canSelfDelegate={checksummedAccount(account) !== undefined}
      onDelegate={(target) => {
        const typed = typedDelegate.status === 'valid' ? typedDelegate : null;
        const delegatee = target === 'self' ? account : typed?.address;
        if (!delegatee) return;
        void delegate({
          delegatee,
          summary: t('delegate.summary', {
            delegate:
              target === 'self' ? t('gov.self') : (typed?.name ?? shortenAddress(delegatee)),
          }),
        });
      }}
      labels={{
        ...labels,
        title: t('delegate.title'),
        description: t('gov.intro'),
        selfDelegate: t('delegate.self'),
        addDelegate: t('delegate.add'),
        delegateVotes: t('delegate.votes'),
        addressLabel: t('delegate.address'),
        addressPlaceholder: t('delegate.placeholder'),
        waitingTitle: t('delegate.waiting'),
        waitingDescription: t('delegate.waiting'),
      }}
    />
  );
}

const CLAIM_PART_LABELS = {
  liquidity: 'claim.liquidity',
  user: 'claim.user',
  socks: 'claim.socks',
} as const satisfies Record<ClaimPartName, MessageKey>;

function breakdownLines(t: Translate, language: string, view: ClaimView | undefined) {
  if (!view?.data?.flags) return undefined;
  return claimBreakdownRows(view.data.amount, view.data.flags, language).map(({ name, value }) => ({
    label: t(CLAIM_PART_LABELS[name]),
    amount: t('claim.amount', { amount: value }),
  }));
}

function claimLabels(t: Translate, self: boolean) {
  return {
    title: t(self ? 'modal.selfClaim' : 'modal.addressClaim'),
    claim: t('claim.claim'),
    claiming: t('claim.claiming'),
    confirmInWallet: t('txDialog.confirmInWallet'),
    viewOnExplorer: t('claim.viewOnEtherscan'),
    claimed: t(self ? 'claim.claimedSelf' : 'claim.claimed'),
    welcome: t('claim.welcome'),
    close: t('txDialog.close'),
  };
}

/** The claim's network cost while `recipient` has something to claim and nothing is sent yet. */
function useClaimNetworkCost(
  recipient: string | null,
  unclaimed: bigint | undefined,
  idle: boolean,
) {
  const claimable = recipient !== null && idle && unclaimed !== undefined && unclaimed > 0n;
  // Estimated once per recipient and amount, not on every block's new view.
  const key = useMemo(
    () => (claimable && recipient ? { recipient, unclaimed } : null),
    [claimable, recipient, unclaimed],
  );
  return useNetworkCost(key, useSetAtom(estimateClaimCostAtom));
}

/**
 * What both claim dialogs share: `recipient`'s progress (`idle` without one), closing, the network
 * cost, the send, and the dialog's common props with the formatted `amount` (none: not shown).
 */
function useClaimDialog(
  recipient: string | null,
  unclaimed: bigint | undefined,
  amount: string | undefined,
  self: boolean,
) {
  const { t } = useTranslation();
  const progress = useAtomValue(recipient ? claimProgressAtom(recipient) : IDLE);
  const claim = useSetAtom(claimActionAtom);
  const close = useSetAtom(closeModalAtom);
  const reset = useSetAtom(resetClaimAttemptAtom);
  const networkCost = useClaimNetworkCost(recipient, unclaimed, progress.status === 'idle');
  const send = (to: string, sent: string) =>
    void claim({
      recipient: to,
      summary: t('claim.summary', { amount: sent, address: shortenAddress(to) }),
    });
  const dialog = {
    isOpen: true,
    // Closing a finished claim forgets it, so the dialog opens fresh next time.
    onDismiss: () => {
      reset();
      close();
    },
    status: progress.status,
    ...(amount ? { amount: t('claim.amount', { amount }) } : {}),
    ...('explorerUrl' in progress && progress.explorerUrl
      ? { explorerUrl: progress.explorerUrl }
      : {}),
    networkCost,
    labels: claimLabels(t, self),
  };
  return { progress, send, dialog };
}

// @spec 000 §2.22 The self-claim dialog is titled "Claim
export function SelfClaimModal() {
  const { t, language } = useTranslation();
  const account = useAtomValue(connectedAccountAtom);
  const view = useAtomValue(userClaimAtom);
  const amount = view?.data ? formatHeldAmount(view.data.amount, language) : undefined;
  const { send, dialog } = useClaimDialog(account, view?.unclaimed, amount, true);
  const breakdown = breakdownLines(t, language, view);
  return (
    <ClaimDialog
      {...dialog}
      {...(breakdown ? { breakdown } : {})}
      claimEnabled={checksummedAccount(account) !== undefined && (view?.unclaimed ?? 0n) > 0n}
      onClaim={() => {
        if (account && amount) send(account, amount);
      }}
    />
  );
}

// @spec 000 §2.23 The address-claim dialog is titled "Claim
// @spec 000 §5.16 Address-claim
// @spec 000 §6.5 Any address may be entered in
export function AddressClaimModal() {
  const { t, language } = useTranslation();
  const account = useAtomValue(connectedAccountAtom);
  const [typed, setTyped] = useState('');
  const recipient = useAtomValue(recipientAtom(typed));
  const address = recipient.status === 'valid' ? recipient.address : null;
  const view = useAtomValue(address ? claimViewAtom(address) : NO_CLAIM);
  const unclaimed = view?.unclaimed;
  const amount =
    unclaimed !== undefined && unclaimed > 0n ? formatHeldAmount(unclaimed, language) : undefined;
  const { progress, send, dialog } = useClaimDialog(address, unclaimed, amount, false);
  const noClaim = address !== null && unclaimed === 0n && progress.status === 'idle';
  return (
    <ClaimDialog
      {...dialog}
      addressField={{
        label: t('claim.recipient'),
        placeholder: t('claim.placeholder'),
        value: typed,
        onChange: setTyped,
        invalid: recipient.status === 'invalid',
        ...(noClaim ? { error: t('claim.noClaim') } : {}),
        hint: t('claim.addressHint'),
      }}
      claimEnabled={account !== null && amount !== undefined}
      onClaim={() => {
        if (amount && view) send(view.account, amount);
      }}
    />
  );
}

const BREAKDOWN_LABELS = {
  balance: 'breakdown.balance',
  unclaimed: 'breakdown.unclaimed',
  circulating: 'breakdown.circulating',
  totalSupply: 'breakdown.totalSupply',
} as const satisfies Record<BreakdownRowName, MessageKey>;

/** "Your UNI Breakdown" (@dex/governance's rows), the unclaimed amount with its "(claim)" link. */
export function UniBreakdownModal({ onDismiss }: { onDismiss: () => void }) {
  const { t, language } = useTranslation();
  const votes = useAtomValue(accountVotesAtom);
  const claim = useAtomValue(userClaimAtom);
  const supply = useAtomValue(totalSupplyAtom);
  const circulating = useAtomValue(circulatingSupplyAtom);
  const rows = uniBreakdownRows(
    {
      balance: votes?.balance,
      unclaimed: claim?.unclaimed,
      circulating,
      totalSupply: supply,
    },
    language,
  ).map(({ name, amount, value }) => ({
    label: t(BREAKDOWN_LABELS[name]),
    value,
    ...(name === 'unclaimed' && amount > 0n
      ? { action: <Link to="/uni">{t('breakdown.claimLink')}</Link> }
      : {}),
  }));
  return (
    <UniBreakdownDialog
      isOpen
      onDismiss={onDismiss}
      title={t('gov.breakdown')}
      closeLabel={t('txDialog.close')}
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
  const unclaimed = claim?.unclaimed ?? 0n;
  if (unclaimed === 0n) return null;
  return (
    <ClaimPopupCard
      title={t('claim.popupTitle')}
      body={t('claim.popupBody', {
        amount: formatHeldAmount(unclaimed, language),
      })}
      claimLabel={t('claim.popupButton')}
      onClaim={() => open(ApplicationModal.SELF_CLAIM)}
      closeLabel={t('txDialog.close')}
      onClose={close}
    />
  );
}

/** The dialogs the shell renders for the governance modal ids. */
export const governanceModals = {
  vote: () => <VoteModal />,
  delegate: () => <DelegateModal />,
  selfClaim: () => <SelfClaimModal />,
  addressClaim: () => <AddressClaimModal />,
  claimPopup: () => <ClaimPopup />,
};
