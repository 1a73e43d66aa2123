// What /vote/{id} shows of one proposal, as figures and names for the page to put in words: its
// title (once its text is in), status, estimated end, tallies, Bravo's quorum, actions, how the
// account voted and whether it may vote now.

import { formatDateTime, type Translator } from '@dex/primitives';
import type { BravoVoteReceipt, GovernorVersion } from './bravo';
import {
  detailCall,
  formatVoteTally,
  type ProposalStatusView,
  proposalStatusView,
  proposalTallies,
  type TallyDisplay,
} from './display';
import { type Proposal, voteEnd } from './proposals';
import type { ProposalsView } from './proposalsView';
import type { ProposalStatusName } from './status';
import { receiptVote, type VoteSide } from './voteIntent';
import { canVote, type VoteReceipt } from './votes';

export interface ProposalPageInput {
  readonly proposal: Proposal;
  readonly governor: GovernorVersion;
  /** The latest block; the end time is estimated from it (undefined until read: no end shown). */
  readonly latest: { readonly number: number; readonly timestamp: number } | undefined;
  /** The account's votes at the proposal's start block (undefined: unknown, or no account). */
  readonly priorVotes: bigint | undefined;
  /** How the account voted on the proposal's governor (undefined: unknown, or no account). */
  readonly receipt: VoteReceipt | BravoVoteReceipt | undefined;
  /** GovernorBravo's quorum, where the page shows it. */
  readonly quorumVotes: bigint | undefined;
  readonly language: string;
}

export interface ProposalPageView {
  /** Undefined until the proposal's creation log (its text) is in. */
  readonly title: string | undefined;
  readonly status: ProposalStatusView;
  /** When voting ends or ended, written for the language; undefined without the latest block. */
  readonly end: { readonly ended: boolean; readonly date: string } | undefined;
  readonly tallies: { for: TallyDisplay; against: TallyDisplay; abstain?: TallyDisplay };
  /** The quorum in whole votes, where given. */
  readonly quorum: string | undefined;
  /** Each action: its target address and its call. */
  readonly details: readonly { readonly target: string; readonly call: string }[];
  /** The description ('' until it is in). */
  readonly description: string;
  /** How the account voted, in whole votes; undefined if it did not. */
  readonly voted: { readonly side: VoteSide; readonly votes: number } | undefined;
  /** Whether the account may vote now: the proposal is Active and it had votes at the start. */
  readonly canVote: boolean;
}

export function proposalPageView(input: ProposalPageInput): ProposalPageView {
  const { proposal, governor, latest, language } = input;
  const end = latest ? voteEnd(proposal.endBlock, latest) : undefined;
  return {
    title: proposal.descriptionLoaded ? proposal.title : undefined,
    status: proposalStatusView(proposal.status),
    end: end && { ended: end.ended, date: formatDateTime(end.date, language) },
    tallies: proposalTallies(governor, proposal, language),
    quorum:
      input.quorumVotes === undefined ? undefined : formatVoteTally(input.quorumVotes, language),
    details: proposal.details.map((detail) => ({
      target: detail.target,
      call: detailCall(detail),
    })),
    description: proposal.descriptionLoaded ? proposal.description : '',
    voted: receiptVote(input.receipt),
    canVote: canVote(proposal.status, input.priorVotes),
  };
}

const VOTED_TEXTS = {
  for: 'proposal.votedFor',
  against: 'proposal.votedAgainst',
  abstain: 'proposal.votedAbstain',
} as const satisfies Record<VoteSide, string>;

export type ProposalPageMessage =
  | (typeof VOTED_TEXTS)[VoteSide]
  | `gov.status.${ProposalStatusName}`
  | 'gov.descriptionLoading'
  | 'proposal.endedAt'
  | 'proposal.endsAt'
  | 'proposal.for'
  | 'proposal.against'
  | 'proposal.abstain'
  | 'proposal.quorum'
  | 'proposal.details'
  | 'proposal.description'
  | 'proposal.descriptionTruncated'
  | 'proposal.proposer'
  | 'proposal.voteFor'
  | 'proposal.voteAgainst'
  | 'proposal.voteAbstain';

/**
 * The page's words (ui-kit ProposalPageBody's text props) from its view: `descriptionMaxLength`
 * is where the shown description is cut; `vote` holds the buttons' labels while the account may
 * vote, Abstain's on GovernorBravo only.
 */
export function proposalPageTexts(
  t: Translator<ProposalPageMessage>,
  page: ProposalPageView,
  governor: GovernorVersion,
  descriptionMaxLength: number,
) {
  const { end, tallies, voted } = page;
  return {
    title: page.title ?? t('gov.descriptionLoading'),
    statusLabel: t(`gov.status.${page.status.name}`),
    statusTone: page.status.tone,
    endTimeText: end
      ? t(end.ended ? 'proposal.endedAt' : 'proposal.endsAt', { date: end.date })
      : '',
    forTally: { label: t('proposal.for'), ...tallies.for },
    againstTally: { label: t('proposal.against'), ...tallies.against },
    ...(tallies.abstain
      ? { abstainTally: { label: t('proposal.abstain'), ...tallies.abstain } }
      : {}),
    ...(page.quorum ? { quorumText: t('proposal.quorum', { quorum: page.quorum }) } : {}),
    detailsTitle: t('proposal.details'),
    descriptionTitle: t('proposal.description'),
    description: page.description,
    descriptionTruncatedNote: t('proposal.descriptionTruncated', { count: descriptionMaxLength }),
    proposerLabel: t('proposal.proposer'),
    // Whole votes as a number: the message picks its plural form and writes the digits.
    ...(voted ? { votedText: t(VOTED_TEXTS[voted.side], { votes: voted.votes }) } : {}),
    vote: page.canVote
      ? {
          forLabel: t('proposal.voteFor'),
          againstLabel: t('proposal.voteAgainst'),
          abstainLabel: governor === 'bravo' ? t('proposal.voteAbstain') : undefined,
        }
      : undefined,
  };
}

/**
 * The vote buttons (ui-kit ProposalPageBody's `vote`) for `proposalPageTexts`' vote labels: For
 * and Against, and Abstain where the governor has it, each press naming its side; none while the
 * account may not vote.
 */
export function proposalVoteButtons(
  labels: ReturnType<typeof proposalPageTexts>['vote'],
  onVote: (side: VoteSide) => void,
) {
  if (!labels) return {};
  const { abstainLabel } = labels;
  return {
    vote: {
      forLabel: labels.forLabel,
      againstLabel: labels.againstLabel,
      onVote: (support: boolean) => onVote(support ? 'for' : 'against'),
      ...(abstainLabel
        ? { abstain: { label: abstainLabel, onSelect: () => onVote('abstain') } }
        : {}),
    },
  };
}

/**
 * What /vote/{id} shows while its proposal is not there (ui-kit ProposalPageBody's status and
 * text): loading, or missing (no governance on this chain, or no such proposal).
 */
export function proposalPageNotice(
  t: Translator<'proposal.loading' | 'proposal.notFound' | 'gov.unsupported'>,
  view: ProposalsView,
) {
  if (view.status === 'loading') {
    return { status: 'loading' as const, loadingLabel: t('proposal.loading') };
  }
  const missing = view.status === 'unsupported' ? 'gov.unsupported' : 'proposal.notFound';
  return { status: 'missing' as const, message: t(missing) };
}
