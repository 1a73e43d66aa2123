// /vote/{id} (GovernorAlpha) and /vote/bravo/{id} (GovernorBravo): one proposal with its tallies,
// actions, description and the vote buttons; Bravo's with Abstain beside For and Against, its
// quorum, and how the account voted on any of the three sides.

import {
  type GovernorVersion,
  type Proposal,
  parseProposalId,
  proposalPageNotice,
  proposalPageTexts,
  proposalPageView,
  proposalVoteButtons,
  proposalVoteIntent,
  shownProposal,
  type VoteSide,
} from '@dex/governance';
import { AddressLink, BackLink, MARKDOWN_MAX_LENGTH, ProposalPageBody } from '@dex/ui-kit';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../i18n';
import { activeChainIdAtom } from '../state/wallet';
import { addressExplorerUrl } from '../transactions';
import { openVoteAtom } from './governanceActions';
import { alphaProposalAtoms, bravoProposalAtoms, latestGovernanceBlockAtom } from './proposalAtoms';
import { bravoRulesAtom, priorVotesAtom, voteReceiptAtoms } from './voteAtoms';

const NO_RULES = atom(undefined);

function ExplorerAddress({ address }: { address: string }) {
  const href = addressExplorerUrl(useAtomValue(activeChainIdAtom), address);
  return <AddressLink address={address} {...(href ? { href } : {})} />;
}

function ProposalView({
  proposal,
  governor,
  back,
}: {
  proposal: Proposal;
  governor: GovernorVersion;
  back: ReactNode;
}) {
  const { t, language } = useTranslation();
  const page = proposalPageView({
    proposal,
    governor,
    latest: useAtomValue(latestGovernanceBlockAtom),
    priorVotes: useAtomValue(priorVotesAtom(proposal.startBlock)),
    receipt: useAtomValue(voteReceiptAtoms[governor](proposal.id)),
    quorumVotes: useAtomValue(governor === 'bravo' ? bravoRulesAtom : NO_RULES)?.quorumVotes,
    language,
  });
  const openVote = useSetAtom(openVoteAtom);
  const vote = (side: VoteSide) => openVote(proposalVoteIntent(governor, proposal.id, side));
  const {
    proposerLabel,
    vote: voteLabels,
    ...texts
  } = proposalPageTexts(t, page, governor, MARKDOWN_MAX_LENGTH);
  return (
    <ProposalPageBody
      status="ready"
      back={back}
      {...texts}
      details={page.details.map(({ target, call }) => ({
        target: <ExplorerAddress address={target} />,
        call,
      }))}
      proposer={{ label: proposerLabel, link: <ExplorerAddress address={proposal.proposer} /> }}
      {...proposalVoteButtons(voteLabels, vote)}
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
  const proposalId = parseProposalId(id);
  // A proposal older than the pages shown on /vote is read on its own.
  useEffect(() => {
    focus(proposalId);
  }, [focus, proposalId]);
  const proposal = shownProposal(view, proposalId);
  const back = (
    <BackLink to="/vote" linkComponent={Link}>
      {t('proposal.back')}
    </BackLink>
  );
  if (proposal) return <ProposalView proposal={proposal} governor={governor} back={back} />;
  return <ProposalPageBody back={back} {...proposalPageNotice(t, view)} />;
}

/** /vote/bravo/{id}: a GovernorBravo proposal. */
export function BravoProposalPage() {
  return <ProposalPage governor="bravo" />;
}
