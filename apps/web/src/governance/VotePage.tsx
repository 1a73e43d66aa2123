// /vote: the proposal lists (GovernorBravo's, today's, first where the chain has it; then
// GovernorAlpha's), the account's votes and delegation entry, the proposal thresholds.

import {
  accountVotesCardView,
  bravoRulesText,
  type ProposalsView,
  proposalSectionView,
} from '@dex/governance';
import { AccountVotesCard, ProposalSection, Text, VoteOverview } from '@dex/ui-kit';
import { useAtomValue, useSetAtom, type WritableAtom } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { translateError } from '../errors/messages';
import { useTranslation } from '../i18n';
import { ApplicationModal, openModalWriteAtom } from '../state/modal';
import { connectedAccountAtom } from '../state/wallet';
import { UniBreakdownModal } from './GovernanceModals';
import { openDelegateAtom } from './governanceActions';
import { alphaProposalAtoms, bravoProposalAtoms } from './proposalAtoms';
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
  const card = accountVotesCardView(t, account, votes, language);
  if (card.status === 'disconnected') {
    return <AccountVotesCard {...card} onConnect={() => openWallet(ApplicationModal.WALLET)} />;
  }
  const { delegateAction, ...texts } = card;
  return (
    <AccountVotesCard
      {...texts}
      {...(delegateAction ? { delegateAction: { ...delegateAction, onClick: openDelegate } } : {})}
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
  const section = proposalSectionView(t, view, {
    hrefPrefix,
    errorText: (error) => translateError(t, error),
    onRetry: useSetAtom(retryAtom),
    onLoadMore: useSetAtom(loadMoreAtom),
  });
  if (section.status === 'loading') return <ProposalSection {...section} />;
  return <ProposalSection {...section} renderLink={renderLink} />;
}

/** GovernorBravo's own threshold and quorum, as its contract states them. */
function BravoRules() {
  const { t, language } = useTranslation();
  const rules = useAtomValue(bravoRulesAtom);
  if (!rules) return null;
  return (
    <Text variant="small" tone="secondary">
      {bravoRulesText(t, rules, language)}
    </Text>
  );
}

// @spec 000 §2.26 /vote
// @spec 000 §6.6 Proposal creation is for holders of
export function VotePage() {
  const { t } = useTranslation();
  const view = useAtomValue(alphaProposalAtoms.proposalsAtom);
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
          retryAtom={alphaProposalAtoms.retryProposalScanAtom}
          loadMoreAtom={alphaProposalAtoms.loadMoreProposalsAtom}
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
