// /vote/{id}: one proposal with its tallies, actions, description and the vote buttons.

import {
  canVote,
  detailCall,
  estimateVoteEndTime,
  formatVoteTally,
  type Proposal,
  proposalStatusView,
  tallyPercents,
} from '@dex/governance';
import { formatDateTime, formatRoundedPercent } from '@dex/primitives';
import {
  Column,
  ExternalLink,
  MARKDOWN_MAX_LENGTH,
  ProposalDetail,
  Row,
  Spinner,
  shortenAddress,
  Text,
} from '@dex/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../i18n';
import { activeChainIdAtom } from '../state/wallet';
import { addressExplorerUrl } from '../transactions';
import { page } from './governance.css';
import { openVoteAtom } from './governanceActions';
import { focusedProposalIdAtom, latestGovernanceBlockAtom, proposalsAtom } from './proposalAtoms';
import { priorVotesAtom, voteReceiptAtom } from './voteAtoms';

function AddressLink({ address }: { address: string }) {
  const href = addressExplorerUrl(useAtomValue(activeChainIdAtom), address);
  const text = shortenAddress(address);
  return href ? (
    <ExternalLink href={href} title={address}>
      {text}
    </ExternalLink>
  ) : (
    <Text variant="mono" title={address}>
      {text}
    </Text>
  );
}

function ProposalView({ proposal }: { proposal: Proposal }) {
  const { t, language } = useTranslation();
  const latest = useAtomValue(latestGovernanceBlockAtom);
  const priorVotes = useAtomValue(priorVotesAtom(proposal.startBlock));
  const receipt = useAtomValue(voteReceiptAtom(proposal.id));
  const openVote = useSetAtom(openVoteAtom);
  const status = proposalStatusView(proposal.status);
  const percents = tallyPercents(proposal.forCount, proposal.againstCount);
  let endTimeText = '';
  if (latest) {
    const end = new Date(estimateVoteEndTime(proposal.endBlock, latest) * 1000);
    const date = formatDateTime(end, language);
    endTimeText = t(latest.number > proposal.endBlock ? 'proposal.endedAt' : 'proposal.endsAt', {
      date,
    });
  }
  return (
    <ProposalDetail
      back={<Link to="/vote">← {t('proposal.back')}</Link>}
      title={proposal.descriptionLoaded ? proposal.title : t('gov.descriptionLoading')}
      statusLabel={t(`gov.status.${status.name}`)}
      statusTone={status.tone}
      endTimeText={endTimeText}
      forTally={{
        label: t('proposal.for'),
        votes: formatVoteTally(proposal.forCount, language),
        percent: percents.for,
        percentText: formatRoundedPercent(percents.for, language),
      }}
      againstTally={{
        label: t('proposal.against'),
        votes: formatVoteTally(proposal.againstCount, language),
        percent: percents.against,
        percentText: formatRoundedPercent(percents.against, language),
      }}
      detailsTitle={t('proposal.details')}
      details={proposal.details.map((detail) => ({
        target: <AddressLink address={detail.target} />,
        call: detailCall(detail),
      }))}
      descriptionTitle={t('proposal.description')}
      description={proposal.descriptionLoaded ? proposal.description : ''}
      descriptionTruncatedNote={t('proposal.descriptionTruncated', {
        count: MARKDOWN_MAX_LENGTH,
      })}
      proposer={{
        label: t('proposal.proposer'),
        link: <AddressLink address={proposal.proposer} />,
      }}
      {...(receipt?.hasVoted
        ? {
            votedText: t(receipt.support ? 'proposal.votedFor' : 'proposal.votedAgainst', {
              // Whole votes as a number: the message picks its plural form and writes the digits.
              votes: Number(receipt.votes / 10n ** 18n),
            }),
          }
        : {})}
      {...(canVote(proposal.status, priorVotes)
        ? {
            vote: {
              forLabel: t('proposal.voteFor'),
              againstLabel: t('proposal.voteAgainst'),
              onVote: (support: boolean) => openVote({ proposalId: proposal.id, support }),
            },
          }
        : {})}
    />
  );
}

export function ProposalPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const view = useAtomValue(proposalsAtom);
  const focus = useSetAtom(focusedProposalIdAtom);
  useEffect(() => {
    document.title = t('app.pageTitle', { page: t('feature.proposal') });
  }, [t]);
  // A proposal older than the pages shown on /vote is read on its own.
  useEffect(() => {
    focus(/^[1-9]\d{0,8}$/.test(id) ? Number(id) : undefined);
  }, [focus, id]);
  const proposal =
    view.status === 'ready' ? view.proposals.find((entry) => String(entry.id) === id) : undefined;
  return (
    <Column gap="lg" className={page}>
      {proposal ? (
        <ProposalView proposal={proposal} />
      ) : (
        <>
          <Link to="/vote">← {t('proposal.back')}</Link>
          {view.status === 'loading' ? (
            <Row gap="sm" alignItems="center" role="status">
              <Spinner size="sm" />
              <Text tone="secondary">{t('proposal.loading')}</Text>
            </Row>
          ) : (
            <Text tone="secondary">
              {view.status === 'unsupported' ? t('gov.unsupported') : t('proposal.notFound')}
            </Text>
          )}
        </>
      )}
    </Column>
  );
}
