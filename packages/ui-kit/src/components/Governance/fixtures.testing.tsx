import type { ReactNode } from 'react';
import type { DelegateDialogLabels } from './DelegateDialog';
import type { ProposalDetailProps, ProposalListItem } from './Governance';
import type { VoteDialogLabels } from './VoteDialog';

/** Shared by the stories and the tests: plain anchors stand in for the app's router links. */
export const renderLink = (href: string, className: string, children: ReactNode) => (
  <a href={href} className={className}>
    {children}
  </a>
);

export const proposals: ProposalListItem[] = [
  {
    id: 7,
    title: 'Uniswap Ecosystem Grants Program',
    statusLabel: 'Active',
    statusTone: 'info',
    href: '/vote/7',
  },
  {
    id: 6,
    title: 'Reduce the proposal threshold',
    statusLabel: 'Pending',
    statusTone: 'info',
    href: '/vote/6',
  },
  {
    id: 5,
    title: 'Fund the DeFi education fund',
    statusLabel: 'Executed',
    statusTone: 'success',
    href: '/vote/5',
  },
  {
    id: 4,
    title: 'Retroactive proxy contract airdrop',
    statusLabel: 'Defeated',
    statusTone: 'danger',
    href: '/vote/4',
  },
  { id: 3, title: 'Untitled', statusLabel: 'Canceled', statusTone: 'neutral', href: '/vote/3' },
];

export const detail: ProposalDetailProps = {
  back: <a href="/vote">← All Proposals</a>,
  title: 'Uniswap Ecosystem Grants Program',
  statusLabel: 'Active',
  statusTone: 'info',
  endTimeText: 'Voting ends approximately December 3, 2026 at 10:00 AM',
  forTally: { label: 'For', votes: '41,200,000', percent: 82 },
  againstTally: { label: 'Against', votes: '9,000,000', percent: 18 },
  detailsTitle: 'Details',
  details: [
    {
      target: <a href="#t">0x1f98…F984</a>,
      call: 'transfer(0xDEAD…beef, 750000000000000000000000)',
    },
  ],
  descriptionTitle: 'Description',
  description: '# Uniswap Ecosystem Grants Program\n\nA **pilot** with a $750K quarterly cap.',
  proposer: { label: 'Proposer', link: <a href="#p">0xf39F…2266</a> },
};

export const voteLabels: VoteDialogLabels = {
  title: 'Vote For proposal 7',
  votes: '1,000 Votes',
  confirm: 'Vote For',
  waitingTitle: 'Submitting Vote',
  confirmInWallet: 'Confirm this transaction in your wallet',
  submittedTitle: 'Transaction Submitted',
  viewOnExplorer: 'View on Explorer',
  close: 'Close',
};

export const delegateLabels: DelegateDialogLabels = {
  title: 'Participating Governance',
  description: 'Earned UNI tokens represent voting shares in Uniswap governance.',
  selfDelegate: 'Self Delegate',
  addDelegate: 'Add Delegate +',
  delegateVotes: 'Delegate Votes',
  addressLabel: 'Delegate Address',
  addressPlaceholder: 'Wallet Address or ENS name',
  waitingTitle: 'Delegating Votes',
  waitingDescription: 'Delegating votes',
  confirmInWallet: 'Confirm this transaction in your wallet',
  submittedTitle: 'Transaction Submitted',
  viewOnExplorer: 'View on Explorer',
  close: 'Close',
};
