// The governance dialogs' words (spec §2): the vote and delegate dialogs, "Your UNI Breakdown" and
// the claim popup, written through the app's translator from the figures this package reads.
import type { Translator, WriteDialogState } from '@dex/primitives';
import { checksummedAccount } from './account';
import { chosenDelegate } from './accountVotes';
import { type BreakdownRowName, uniBreakdownRows } from './breakdown';
import { formatHeldAmount } from './display';
import { type VoteIntent, type VoteSide, voteSide, wholeVotes } from './voteIntent';

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
} as const;

export type VoteDialogMessage =
  | (typeof VOTE_TEXTS)[VoteSide][keyof (typeof VOTE_TEXTS)[VoteSide]]
  | 'vote.votes'
  | 'vote.submitting'
  | 'vote.reason'
  | 'vote.reasonPlaceholder';

/**
 * The vote dialog's title, votes line, button and waiting title; the history text of the vote;
 * and, on GovernorBravo only, the reason field's label and placeholder.
 */
export function voteDialogView(
  t: Translator<VoteDialogMessage>,
  intent: VoteIntent,
  votes: bigint | undefined,
) {
  const id = intent.proposalId;
  const texts = VOTE_TEXTS[voteSide(intent)];
  return {
    summary: t(texts.summary, { id }),
    labels: {
      title: t(texts.title, { id }),
      // Whole votes as a number: the message picks its plural form and writes the digits.
      votes: t('vote.votes', { votes: votes === undefined ? '…' : wholeVotes(votes) }),
      confirm: t(texts.confirm),
      waitingTitle: t('vote.submitting'),
    },
    reason:
      intent.governor === 'bravo'
        ? { label: t('vote.reason'), placeholder: t('vote.reasonPlaceholder') }
        : undefined,
  };
}

export type DelegateDialogMessage =
  | 'delegate.title'
  | 'gov.intro'
  | 'delegate.self'
  | 'delegate.add'
  | 'delegate.votes'
  | 'delegate.address'
  | 'delegate.placeholder'
  | 'delegate.waiting'
  | 'delegate.summary'
  | 'gov.self';

/** The delegate dialog's own labels. */
export function delegateDialogLabels(t: Translator<DelegateDialogMessage>) {
  return {
    title: t('delegate.title'),
    description: t('gov.intro'),
    selfDelegate: t('delegate.self'),
    addDelegate: t('delegate.add'),
    delegateVotes: t('delegate.votes'),
    addressLabel: t('delegate.address'),
    addressPlaceholder: t('delegate.placeholder'),
    waitingTitle: t('delegate.waiting'),
    waitingDescription: t('delegate.waiting'),
  };
}

/** The history text of a delegation: to the name given (ENS or address), else to "self". */
export function delegateSummary(t: Translator<DelegateDialogMessage>, name: string | undefined) {
  return t('delegate.summary', { delegate: name ?? t('gov.self') });
}

/**
 * The delegate dialog's choices: the typed delegate once resolved (`typed`, valid with its
 * address and name), self-delegation for a well-formed account, and Delegate, which asks
 * `onDelegate` to delegate to the chosen one with the history text; its own labels.
 */
export function delegateDialogProps(
  t: Translator<DelegateDialogMessage>,
  account: string | null,
  typed: { readonly status: string; readonly address?: string; readonly name?: string | null },
  onDelegate: (request: { readonly delegatee: string; readonly summary: string }) => void,
) {
  const valid = typed.status === 'valid' && typed.address !== undefined;
  return {
    addressValid: valid,
    canSelfDelegate: checksummedAccount(account) !== undefined,
    onDelegate: (target: 'self' | 'typed') => {
      const resolved = valid && typed.address ? { address: typed.address, name: typed.name } : null;
      const chosen = chosenDelegate(target, account, resolved);
      if (chosen)
        onDelegate({ delegatee: chosen.delegatee, summary: delegateSummary(t, chosen.name) });
    },
    labels: delegateDialogLabels(t),
  };
}

const BREAKDOWN_LABELS = {
  balance: 'breakdown.balance',
  unclaimed: 'breakdown.unclaimed',
  circulating: 'breakdown.circulating',
  totalSupply: 'breakdown.totalSupply',
} as const satisfies Record<BreakdownRowName, string>;

export type UniBreakdownMessage =
  | (typeof BREAKDOWN_LABELS)[BreakdownRowName]
  | 'breakdown.claimLink'
  | 'gov.breakdown'
  | 'txDialog.close';

/**
 * "Your UNI Breakdown": its title, close label and rows (@dex/governance's uniBreakdownRows), the
 * unclaimed row with the text of its "(claim)" link while something is left to claim.
 */
export function uniBreakdownView(
  t: Translator<UniBreakdownMessage>,
  amounts: { readonly [name in BreakdownRowName]?: bigint | undefined },
  language: string,
) {
  return {
    title: t('gov.breakdown'),
    closeLabel: t('txDialog.close'),
    rows: uniBreakdownRows(amounts, language).map(({ name, amount, value }) => ({
      label: t(BREAKDOWN_LABELS[name]),
      value,
      claimLink: name === 'unclaimed' && amount > 0n ? t('breakdown.claimLink') : undefined,
    })),
  };
}

export type ClaimPopupMessage =
  | 'claim.popupTitle'
  | 'claim.popupBody'
  | 'claim.popupButton'
  | 'txDialog.close';

/** The claim popup card's texts; null (no card) while there is nothing to claim. */
export function claimPopupView(
  t: Translator<ClaimPopupMessage>,
  unclaimed: bigint | undefined,
  language: string,
) {
  if (!unclaimed) return null;
  return {
    title: t('claim.popupTitle'),
    body: t('claim.popupBody', { amount: formatHeldAmount(unclaimed, language) }),
    claimLabel: t('claim.popupButton'),
    closeLabel: t('txDialog.close'),
  };
}

/**
 * Where the vote or delegate dialog's write stands: waiting for the wallet, or submitted with its
 * explorer link; null while there is none, and after a failure, which is only logged (spec §8),
 * so the dialog is back at its form.
 */
export function governanceWriteProgress<Message>(write: WriteDialogState<Message> | null) {
  if (write?.status === 'waiting') return { status: 'waiting' as const };
  if (write?.status === 'submitted') {
    return {
      status: 'submitted' as const,
      ...(write.explorerUrl ? { explorerUrl: write.explorerUrl } : {}),
    };
  }
  return null;
}
