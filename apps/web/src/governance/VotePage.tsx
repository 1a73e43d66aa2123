// /vote: the proposal lists (GovernorBravo's, today's, first where the chain has it; then
// GovernorAlpha's), the account's votes and delegation entry, the proposal thresholds.

import { formatHeldAmount, formatVoteTally, proposalStatusView } from '@dex/governance';
import { sameAddress } from '@dex/primitives';
import {
  Button,
  Card,
  Column,
  ProposalList,
  Row,
  Spinner,
  shortenAddress,
  Text,
} from '@dex/ui-kit';
import { useAtomValue, useSetAtom, type WritableAtom } from 'jotai';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { translateError } from '../errors/messages';
import { useTranslation } from '../i18n';
import { ApplicationModal, openModalWriteAtom } from '../state/modal';
import { connectedAccountAtom } from '../state/wallet';
import { UniBreakdownModal } from './GovernanceModals';
import { page } from './governance.css';
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
      <Card padding="lg">
        <Column gap="md">
          <Text tone="secondary">{t('gov.connectToVote')}</Text>
          <Button variant="primary" onClick={() => openWallet(ApplicationModal.WALLET)}>
            {t('swap.connectWallet')}
          </Button>
        </Column>
      </Card>
    );
  }
  const delegate = votes.delegate;
  return (
    <Card padding="lg">
      <Column gap="sm">
        {votes.currentVotes !== undefined ? (
          <Text variant="subtitle">
            {t('gov.votes', { votes: formatHeldAmount(votes.currentVotes, language) })}
          </Text>
        ) : null}
        {delegate ? (
          <Text tone="secondary">
            {t('gov.delegatedTo', {
              delegate: sameAddress(delegate, account) ? t('gov.self') : shortenAddress(delegate),
            })}
          </Text>
        ) : null}
        <Row gap="sm" flexWrap="wrap">
          {delegate === null ? (
            <Button variant="primary" onClick={openDelegate}>
              {t('gov.unlockVoting')}
            </Button>
          ) : delegate ? (
            <Button variant="outlined" size="sm" onClick={openDelegate}>
              {t('gov.changeDelegate')}
            </Button>
          ) : null}
          <Button variant="text" size="sm" onClick={() => setBreakdownOpen(true)}>
            {t('gov.breakdown')}
          </Button>
        </Row>
      </Column>
      {breakdownOpen ? <UniBreakdownModal onDismiss={() => setBreakdownOpen(false)} /> : null}
    </Card>
  );
}

/** A proposal history the provider refused: in its words, with Retry; the list stays below. */
function ScanError({ error, retryAtom }: { error: unknown; retryAtom: Action }) {
  const { t } = useTranslation();
  const retry = useSetAtom(retryAtom);
  return (
    <Card padding="md">
      <Column gap="sm">
        <Text role="alert" tone="secondary">
          {translateError(t, error)}
        </Text>
        <Row>
          <Button variant="outlined" size="sm" onClick={retry}>
            {t('errors.retry')}
          </Button>
        </Row>
      </Column>
    </Card>
  );
}

/**
 * Older proposals: a button, pressed for the user when it scrolls into view (where the browser
 * can tell), so scrolling to the end of the list loads the next page.
 */
function LoadMore({ loadMoreAtom }: { loadMoreAtom: Action }) {
  const { t } = useTranslation();
  const loadMore = useSetAtom(loadMoreAtom);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = button.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [loadMore]);
  return (
    <Row justifyContent="center">
      <Button ref={button} variant="outlined" size="sm" onClick={loadMore}>
        {t('gov.loadMore')}
      </Button>
    </Row>
  );
}

/** One governor's proposals: loading, its refusal with Retry, the list, and Load more. */
function ProposalSection({
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
  if (view.status === 'loading') {
    return (
      <Row gap="sm" alignItems="center" role="status">
        <Spinner size="sm" />
        <Text tone="secondary">{t('gov.loading')}</Text>
      </Row>
    );
  }
  return (
    <>
      {view.scanError ? <ScanError error={view.scanError} retryAtom={retryAtom} /> : null}
      <ProposalList
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
      />
      {view.hasMore ? <LoadMore loadMoreAtom={loadMoreAtom} /> : null}
    </>
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
  return (
    <Column gap="lg" className={page}>
      <Column gap="sm">
        <Text as="h1" variant="title">
          {t('gov.title')}
        </Text>
        <Text as="p" tone="secondary">
          {t('gov.intro')}
        </Text>
      </Column>
      <AccountVotes />
      {bravoView.status !== 'unsupported' ? (
        <>
          <Text as="h2" variant="subtitle">
            {t('gov.bravoProposals')}
          </Text>
          <ProposalSection
            view={bravoView}
            retryAtom={bravoProposalAtoms.retryProposalScanAtom}
            loadMoreAtom={bravoProposalAtoms.loadMoreProposalsAtom}
            hrefPrefix="/vote/bravo/"
          />
          <BravoRules />
        </>
      ) : null}
      <Text as="h2" variant="subtitle">
        {t(hasBravo ? 'gov.alphaProposals' : 'gov.proposals')}
      </Text>
      {view.status === 'unsupported' ? (
        <Text tone="secondary">{t('gov.unsupported')}</Text>
      ) : (
        <ProposalSection
          view={view}
          retryAtom={retryProposalScanAtom}
          loadMoreAtom={loadMoreProposalsAtom}
          hrefPrefix="/vote/"
        />
      )}
      <Text variant="small" tone="secondary">
        {t('gov.threshold')}
      </Text>
    </Column>
  );
}
