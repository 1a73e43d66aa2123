// /vote/{id} (GovernorAlpha) and /vote/bravo/{id} (GovernorBravo): one proposal with its tallies,
// actions, description and the vote buttons; Bravo's with Abstain beside For and Against, its
// quorum, and how the account voted on any of the three sides.

import {
  canVote,
  detailCall,
  formatVoteTally,
  type GovernorVersion,
  type Proposal,
  parseProposalId,
  proposalStatusView,
  proposalTallies,
  proposalVoteIntent,
  receiptVote,
  type VoteSide,
  voteEnd,
} from '@dex/governance';
import { formatDateTime } from '@dex/primitives';
import {
  AddressLink,
  BackLink,
  GovernanceLoading,
  GovernancePage,
  MARKDOWN_MAX_LENGTH,
  ProposalDetail,
  Text,
} from '@dex/ui-kit';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { type MessageKey, type Translate, useTranslation } from '../i18n';
import { activeChainIdAtom } from '../state/wallet';
import { addressExplorerUrl } from '../transactions';
import { openVoteAtom } from './governanceActions';
import { alphaProposalAtoms, bravoProposalAtoms, latestGovernanceBlockAtom } from './proposalAtoms';
import { bravoRulesAtom, bravoVoteReceiptAtom, priorVotesAtom, voteReceiptAtom } from './voteAtoms';

const NO_RULES = atom(undefined);
const NO_RECEIPT = atom(undefined);

const VOTED_TEXTS = {
  for: 'proposal.votedFor',
  against: 'proposal.votedAgainst',
  abstain: 'proposal.votedAbstain',
} as const satisfies Record<VoteSide, MessageKey>;

/** How the account voted, in its words; undefined when it has not voted (or is not connected). */
function votedText(t: Translate, vote: ReturnType<typeof receiptVote>): string | undefined {
  // Whole votes as a number: the message picks its plural form and writes the digits.
  return vote ? t(VOTED_TEXTS[vote.side], { votes: vote.votes }) : undefined;
}

function ExplorerAddress({ address }: { address: string }) {
  const href = addressExplorerUrl(useAtomValue(activeChainIdAtom), address);
  return <AddressLink address={address} {...(href ? { href } : {})} />;
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
  const tallies = proposalTallies(governor, proposal, language);
  const voted = votedText(t, receiptVote(bravo ? bravoReceipt : alphaReceipt));
  let endTimeText = '';
  if (latest) {
    const end = voteEnd(proposal.endBlock, latest);
    const date = formatDateTime(end.date, language);
    endTimeText = t(end.ended ? 'proposal.endedAt' : 'proposal.endsAt', { date });
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
      forTally={{ label: t('proposal.for'), ...tallies.for }}
      againstTally={{ label: t('proposal.against'), ...tallies.against }}
      {...(tallies.abstain
        ? { abstainTally: { label: t('proposal.abstain'), ...tallies.abstain } }
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
        target: <ExplorerAddress address={detail.target} />,
        call: detailCall(detail),
      }))}
      descriptionTitle={t('proposal.description')}
      description={proposal.descriptionLoaded ? proposal.description : ''}
      descriptionTruncatedNote={t('proposal.descriptionTruncated', {
        count: MARKDOWN_MAX_LENGTH,
      })}
      proposer={{
        label: t('proposal.proposer'),
        link: <ExplorerAddress address={proposal.proposer} />,
      }}
      {...(voted ? { votedText: voted } : {})}
      {...(canVote(proposal.status, priorVotes)
        ? {
            vote: {
              forLabel: t('proposal.voteFor'),
              againstLabel: t('proposal.voteAgainst'),
              onVote: (support: boolean) =>
                openVote(proposalVoteIntent(governor, proposal.id, support ? 'for' : 'against')),
              ...(bravo
                ? {
                    abstain: {
                      label: t('proposal.voteAbstain'),
                      onSelect: () =>
                        openVote(proposalVoteIntent(governor, proposal.id, 'abstain')),
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
    focus(parseProposalId(id));
  }, [focus, id]);
  const proposal =
    view.status === 'ready' ? view.proposals.find((entry) => String(entry.id) === id) : undefined;
  return (
    <GovernancePage>
      {proposal ? (
        <ProposalView proposal={proposal} governor={governor} />
      ) : (
        <>
          <BackLink to="/vote" linkComponent={Link}>
            {t('proposal.back')}
          </BackLink>
          {view.status === 'loading' ? (
            <GovernanceLoading label={t('proposal.loading')} />
          ) : (
            <Text tone="secondary">
              {view.status === 'unsupported' ? t('gov.unsupported') : t('proposal.notFound')}
            </Text>
          )}
        </>
      )}
    </GovernancePage>
  );
}

/** /vote/bravo/{id}: a GovernorBravo proposal. */
export function BravoProposalPage() {
  return <ProposalPage governor="bravo" />;
}
