// /vote: the proposal lists (GovernorBravo's, today's, first where the chain has it; then
// GovernorAlpha's), the account's votes and delegation entry, the proposal thresholds.

import { formatHeldAmount, formatVoteTally, proposalStatusView } from '@dex/governance';
import { sameAddress } from '@dex/primitives';
import { AccountVotesCard, ProposalSection, shortenAddress, Text, VoteOverview } from '@dex/ui-kit';
import { useAtomValue, useSetAtom, type WritableAtom } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { translateError } from '../errors/messages';
import { useTranslation } from '../i18n';
import { ApplicationModal, openModalWriteAtom } from '../state/modal';
import { connectedAccountAtom } from '../state/wallet';
import { UniBreakdownModal } from './GovernanceModals';
import { openDelegateAtom } from './governanceActions';
import {
  bravoProposalAtoms,
  loadMoreProposalsAtom,
  type ProposalsView,
  proposalsAtom,
  retryProposalScanAtom,
} from './proposalAtoms';
import { accountVotesAtom, bravoRulesAtom } from './voteAtoms';

type Action = WritableAtom<null, [], void>;

const renderLink = (href: string, className: string, children: ReactNode) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

function AccountVotes() {
  const { t, language } = useTranslation();
  const account = useAtomValue(connectedAccountAtom);
  const votes = useAtomValue(accountVotesAtom);
  const openDelegate = useSetAtom(openDelegateAtom);
  const openWallet = useSetAtom(openModalWriteAtom);
  const [breakdownOpen, setBreakdownOpen] = useState(false);
  if (!account || !votes) {
    return (
      <AccountVotesCard
        status="disconnected"
        prompt={t('gov.connectToVote')}
        connectLabel={t('swap.connectWallet')}
        onConnect={() => openWallet(ApplicationModal.WALLET)}
      />
    );
  }
  const delegate = votes.delegate;
  // No delegate yet: unlock voting; a delegate: change it; still loading: neither.
  const action = delegate === null ? 'unlock' : delegate ? 'change' : undefined;
  return (
    <AccountVotesCard
      status="connected"
      {...(votes.currentVotes !== undefined
        ? { votesText: t('gov.votes', { votes: formatHeldAmount(votes.currentVotes, language) }) }
        : {})}
      {...(delegate
        ? {
            delegatedText: t('gov.delegatedTo', {
              delegate: sameAddress(delegate, account) ? t('gov.self') : shortenAddress(delegate),
            }),
          }
        : {})}
      {...(action
        ? {
            delegateAction: {
              kind: action,
              label: t(action === 'unlock' ? 'gov.unlockVoting' : 'gov.changeDelegate'),
              onClick: openDelegate,
            },
          }
        : {})}
      breakdownLabel={t('gov.breakdown')}
      onBreakdown={() => setBreakdownOpen(true)}
    >
      {breakdownOpen ? <UniBreakdownModal onDismiss={() => setBreakdownOpen(false)} /> : null}
    </AccountVotesCard>
  );
}

/** One governor's proposals: loading, its refusal with Retry, the list, and Load more. */
function GovernorProposals({
  view,
  retryAtom,
  loadMoreAtom,
  hrefPrefix,
}: {
  view: Exclude<ProposalsView, { status: 'unsupported' }>;
  retryAtom: Action;
  loadMoreAtom: Action;
  /** '/vote/' for GovernorAlpha, '/vote/bravo/' for GovernorBravo. */
  hrefPrefix: string;
}) {
  const { t } = useTranslation();
  const retry = useSetAtom(retryAtom);
  const loadMore = useSetAtom(loadMoreAtom);
  if (view.status === 'loading') {
    return <ProposalSection status="loading" loadingLabel={t('gov.loading')} />;
  }
  return (
    <ProposalSection
      status="ready"
      {...(view.scanError
        ? {
            error: {
              message: translateError(t, view.scanError),
              retryLabel: t('errors.retry'),
              onRetry: retry,
            },
          }
        : {})}
      proposals={view.proposals.map((proposal) => {
        const status = proposalStatusView(proposal.status);
        return {
          id: proposal.id,
          title: proposal.descriptionLoaded ? proposal.title : t('gov.descriptionLoading'),
          statusLabel: t(`gov.status.${status.name}`),
          statusTone: status.tone,
          href: `${hrefPrefix}${proposal.id}`,
        };
      })}
      empty={{ title: t('gov.emptyTitle'), hint: t('gov.emptyHint') }}
      renderLink={renderLink}
      {...(view.hasMore ? { loadMore: { label: t('gov.loadMore'), onLoadMore: loadMore } } : {})}
    />
  );
}

/** GovernorBravo's own threshold and quorum, as its contract states them. */
function BravoRules() {
  const { t, language } = useTranslation();
  const rules = useAtomValue(bravoRulesAtom);
  if (!rules) return null;
  return (
    <Text variant="small" tone="secondary">
      {t('gov.bravoRules', {
        threshold: formatVoteTally(rules.proposalThreshold, language),
        quorum: formatVoteTally(rules.quorumVotes, language),
      })}
    </Text>
  );
}

// @spec 000 §2.26 /vote
// @spec 000 §6.6 Proposal creation is for holders of
export function VotePage() {
  const { t } = useTranslation();
  const view = useAtomValue(proposalsAtom);
  const bravoView = useAtomValue(bravoProposalAtoms.proposalsAtom);
  const hasBravo = bravoView.status !== 'unsupported';
  useEffect(() => {
    document.title = t('app.pageTitle', { page: t('gov.title') });
  }, [t]);
  const bravoSection = bravoView.status !== 'unsupported' && {
    heading: t('gov.bravoProposals'),
    content: (
      <>
        <GovernorProposals
          view={bravoView}
          retryAtom={bravoProposalAtoms.retryProposalScanAtom}
          loadMoreAtom={bravoProposalAtoms.loadMoreProposalsAtom}
          hrefPrefix="/vote/bravo/"
        />
        <BravoRules />
      </>
    ),
  };
  const alphaSection = {
    heading: t(hasBravo ? 'gov.alphaProposals' : 'gov.proposals'),
    content:
      view.status === 'unsupported' ? (
        <Text tone="secondary">{t('gov.unsupported')}</Text>
      ) : (
        <GovernorProposals
          view={view}
          retryAtom={retryProposalScanAtom}
          loadMoreAtom={loadMoreProposalsAtom}
          hrefPrefix="/vote/"
        />
      ),
  };
  return (
    <VoteOverview
      title={t('gov.title')}
      intro={t('gov.intro')}
      account={<AccountVotes />}
      sections={bravoSection ? [bravoSection, alphaSection] : [alphaSection]}
      note={t('gov.threshold')}
    />
  );
}
