// The words of /vote (spec §2): the account's votes card, each governor's proposal list and
// GovernorBravo's rules, through the app's translator from the figures this package reads.
import type { Translator } from '@dex/primitives';
import { type AccountVotes, type BravoRules, delegateName, delegationAction } from './accountVotes';
import { formatHeldAmount, formatVoteTally, proposalStatusView } from './display';
import type { LogScanError } from './logScanner';
import type { Proposal } from './proposals';
import type { ProposalsView } from './proposalsView';
import type { ProposalStatusName } from './status';

export type AccountVotesCardMessage =
  | 'gov.connectToVote'
  | 'swap.connectWallet'
  | 'gov.votes'
  | 'gov.delegatedTo'
  | 'gov.self'
  | 'gov.unlockVoting'
  | 'gov.changeDelegate'
  | 'gov.breakdown';

/**
 * The votes card (ui-kit AccountVotesCard's texts): a prompt to connect without an account or its
 * votes; else the votes, the delegate and the delegation button (unlock or change), as known.
 */
export function accountVotesCardView(
  t: Translator<AccountVotesCardMessage>,
  account: string | null,
  votes: AccountVotes | null,
  language: string,
) {
  if (!account || !votes) {
    return {
      status: 'disconnected',
      prompt: t('gov.connectToVote'),
      connectLabel: t('swap.connectWallet'),
    } as const;
  }
  const { delegate, currentVotes } = votes;
  const action = delegationAction(delegate);
  return {
    status: 'connected',
    ...(currentVotes !== undefined
      ? { votesText: t('gov.votes', { votes: formatHeldAmount(currentVotes, language) }) }
      : {}),
    ...(delegate
      ? {
          delegatedText: t('gov.delegatedTo', {
            delegate: delegateName(delegate, account) ?? t('gov.self'),
          }),
        }
      : {}),
    delegateAction: action && {
      kind: action,
      label: t(action === 'unlock' ? 'gov.unlockVoting' : 'gov.changeDelegate'),
    },
    breakdownLabel: t('gov.breakdown'),
  } as const;
}

export type ProposalListMessage =
  | `gov.status.${ProposalStatusName}`
  | 'gov.descriptionLoading'
  | 'gov.emptyTitle'
  | 'gov.emptyHint'
  | 'gov.loadMore';

/**
 * A governor's list (ui-kit ProposalSection's texts): each proposal's title ("Loading
 * description…" until its text is in), status and link under `hrefPrefix`; the empty state; and
 * the Load more label while older proposals are left.
 */
export function proposalListView(
  t: Translator<ProposalListMessage>,
  proposals: readonly Proposal[],
  hrefPrefix: string,
) {
  return {
    proposals: proposals.map((proposal) => {
      const status = proposalStatusView(proposal.status);
      return {
        id: proposal.id,
        title: proposal.descriptionLoaded ? proposal.title : t('gov.descriptionLoading'),
        statusLabel: t(`gov.status.${status.name}`),
        statusTone: status.tone,
        href: `${hrefPrefix}${proposal.id}`,
      };
    }),
    empty: { title: t('gov.emptyTitle'), hint: t('gov.emptyHint') },
    loadMoreLabel: t('gov.loadMore'),
  };
}

export type ProposalSectionMessage = ProposalListMessage | 'gov.loading' | 'errors.retry';

/**
 * One governor's section (ui-kit ProposalSection's props but its link renderer): loading, else its
 * list with the scan's refusal and Retry (`errorText` words the error), and Load more while older
 * proposals are left.
 */
export function proposalSectionView(
  t: Translator<ProposalSectionMessage>,
  view: Exclude<ProposalsView, { readonly status: 'unsupported' }>,
  section: {
    /** '/vote/' for GovernorAlpha, '/vote/bravo/' for GovernorBravo. */
    readonly hrefPrefix: string;
    readonly errorText: (error: LogScanError) => string;
    readonly onRetry: () => void;
    readonly onLoadMore: () => void;
  },
) {
  if (view.status === 'loading') {
    return { status: 'loading' as const, loadingLabel: t('gov.loading') };
  }
  const list = proposalListView(t, view.proposals, section.hrefPrefix);
  return {
    status: 'ready' as const,
    ...(view.scanError
      ? {
          error: {
            message: section.errorText(view.scanError),
            retryLabel: t('errors.retry'),
            onRetry: section.onRetry,
          },
        }
      : {}),
    proposals: list.proposals,
    empty: list.empty,
    ...(view.hasMore
      ? { loadMore: { label: list.loadMoreLabel, onLoadMore: section.onLoadMore } }
      : {}),
  };
}

/** GovernorBravo's own threshold and quorum, as its contract states them. */
export function bravoRulesText(
  t: Translator<'gov.bravoRules'>,
  rules: BravoRules,
  language: string,
): string {
  return t('gov.bravoRules', {
    threshold: formatVoteTally(rules.proposalThreshold, language),
    quorum: formatVoteTally(rules.quorumVotes, language),
  });
}
