// /vote/{id} (GovernorAlpha) and /vote/bravo/{id} (GovernorBravo): one proposal with its tallies,
// actions, description and the vote buttons; Bravo's with Abstain beside For and Against, its
// quorum, and how the account voted on any of the three sides.

import {
  bravoTallyPercents,
  canVote,
  detailCall,
  estimateVoteEndTime,
  formatVoteTally,
  type GovernorVersion,
  type Proposal,
  proposalStatusView,
  tallyPercents,
  VoteSupport,
} from '@dex/governance';
import { formatDateTime, formatRoundedPercent } from '@dex/primitives';
import {
  BackLink,
  Column,
  ExternalLink,
  MARKDOWN_MAX_LENGTH,
  ProposalDetail,
  Row,
  Spinner,
  shortenAddress,
  Text,
} from '@dex/ui-kit';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { type Translate, useTranslation } from '../i18n';
import { activeChainIdAtom } from '../state/wallet';
import { addressExplorerUrl } from '../transactions';
import { page } from './governance.css';
import { openVoteAtom } from './governanceActions';
import { alphaProposalAtoms, bravoProposalAtoms, latestGovernanceBlockAtom } from './proposalAtoms';
import { bravoRulesAtom, bravoVoteReceiptAtom, priorVotesAtom, voteReceiptAtom } from './voteAtoms';

const NO_RULES = atom(undefined);
const NO_RECEIPT = atom(undefined);

/** How the account voted, in its words; undefined when it has not voted (or is not connected). */
function votedText(
  t: Translate,
  receipt: { readonly hasVoted: boolean; readonly votes: bigint } | undefined,
  side: 'for' | 'against' | 'abstain',
): string | undefined {
  if (!receipt?.hasVoted) return undefined;
  const key =
    side === 'for'
      ? 'proposal.votedFor'
      : side === 'against'
        ? 'proposal.votedAgainst'
        : 'proposal.votedAbstain';
  // Whole votes as a number: the message picks its plural form and writes the digits.
  return t(key, { votes: Number(receipt.votes / 10n ** 18n) });
}

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

function ProposalView({ proposal, governor }: { proposal: Proposal; governor: GovernorVersion }) {
  const { t, language } = useTranslation();
  const bravo = governor === 'bravo';
  const latest = useAtomValue(latestGovernanceBlockAtom);
  const priorVotes = useAtomValue(priorVotesAtom(proposal.startBlock));
  const alphaReceipt = useAtomValue(bravo ? NO_RECEIPT : voteReceiptAtom(proposal.id));
  const bravoReceipt = useAtomValue(bravo ? bravoVoteReceiptAtom(proposal.id) : NO_RECEIPT);
  const rules = useAtomValue(bravo ? bravoRulesAtom : NO_RULES);
  const openVote = useSetAtom(openVoteAtom);
  const status = proposalStatusView(proposal.status);
  const abstainCount = proposal.abstainCount ?? 0n;
  const percents = bravo
    ? bravoTallyPercents(proposal.forCount, proposal.againstCount, abstainCount)
    : { ...tallyPercents(proposal.forCount, proposal.againstCount), abstain: 0 };
  const voted = bravo
    ? votedText(
        t,
        bravoReceipt,
        bravoReceipt?.support === VoteSupport.For
          ? 'for'
          : bravoReceipt?.support === VoteSupport.Against
            ? 'against'
            : 'abstain',
      )
    : votedText(t, alphaReceipt, alphaReceipt?.support ? 'for' : 'against');
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
      back={
        <BackLink to="/vote" linkComponent={Link}>
          {t('proposal.back')}
        </BackLink>
      }
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
      {...(bravo
        ? {
            abstainTally: {
              label: t('proposal.abstain'),
              votes: formatVoteTally(abstainCount, language),
              percent: percents.abstain,
              percentText: formatRoundedPercent(percents.abstain, language),
            },
          }
        : {})}
      {...(rules
        ? {
            quorumText: t('proposal.quorum', {
              quorum: formatVoteTally(rules.quorumVotes, language),
            }),
          }
        : {})}
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
      {...(voted ? { votedText: voted } : {})}
      {...(canVote(proposal.status, priorVotes)
        ? {
            vote: {
              forLabel: t('proposal.voteFor'),
              againstLabel: t('proposal.voteAgainst'),
              onVote: (support: boolean) =>
                openVote(
                  bravo
                    ? {
                        governor: 'bravo',
                        proposalId: proposal.id,
                        support: support ? VoteSupport.For : VoteSupport.Against,
                      }
                    : { governor: 'alpha', proposalId: proposal.id, support },
                ),
              ...(bravo
                ? {
                    abstain: {
                      label: t('proposal.voteAbstain'),
                      onSelect: () =>
                        openVote({
                          governor: 'bravo',
                          proposalId: proposal.id,
                          support: VoteSupport.Abstain,
                        }),
                    },
                  }
                : {}),
            },
          }
        : {})}
    />
  );
}

/** /vote/{id}, a GovernorAlpha proposal; `governor="bravo"` for /vote/bravo/{id}. */
export function ProposalPage({ governor = 'alpha' }: { governor?: GovernorVersion }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const atoms = governor === 'bravo' ? bravoProposalAtoms : alphaProposalAtoms;
  const view = useAtomValue(atoms.proposalsAtom);
  const focus = useSetAtom(atoms.focusedProposalIdAtom);
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
        <ProposalView proposal={proposal} governor={governor} />
      ) : (
        <>
          <BackLink to="/vote" linkComponent={Link}>
            {t('proposal.back')}
          </BackLink>
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

/** /vote/bravo/{id}: a GovernorBravo proposal. */
export function BravoProposalPage() {
  return <ProposalPage governor="bravo" />;
}
