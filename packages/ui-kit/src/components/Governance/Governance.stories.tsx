import type { Meta, StoryObj } from '@storybook/react-vite';
import { detail, proposals, renderLink } from './fixtures.testing';
import { ProposalDetail, ProposalList } from './Governance';

const meta = {
  title: 'Governance/ProposalList',
  component: ProposalList,
  args: {
    proposals,
    empty: {
      title: 'No proposals found.',
      hint: 'Proposals submitted by community members will appear here.',
    },
    renderLink,
  },
} satisfies Meta<typeof ProposalList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryStatus: Story = {};
export const Empty: Story = { args: { proposals: [] } };
export const LongUntrustedTitle: Story = {
  args: {
    proposals: [
      {
        id: 8,
        title: `<img src=x onerror=alert(1)> ${'A very long proposal title '.repeat(8)}`,
        statusLabel: 'Active',
        statusTone: 'info',
        href: '/vote/8',
      },
    ],
  },
};

export const Detail: StoryObj<typeof ProposalDetail> = {
  render: (args) => <ProposalDetail {...args} />,
  args: {
    ...detail,
    vote: { forLabel: 'Vote For', againstLabel: 'Vote Against', onVote: () => {} },
  },
};
export const DetailGovernorBravo: StoryObj<typeof ProposalDetail> = {
  name: 'Detail (GovernorBravo: Abstain and quorum)',
  render: (args) => <ProposalDetail {...args} />,
  args: {
    ...detail,
    forTally: { label: 'For', votes: '41,200,000', percent: 72 },
    againstTally: { label: 'Against', votes: '9,000,000', percent: 16 },
    abstainTally: { label: 'Abstain', votes: '7,000,000', percent: 12 },
    quorumText: 'Quorum: 40,000,000 For votes',
    vote: {
      forLabel: 'Vote For',
      againstLabel: 'Vote Against',
      onVote: () => {},
      abstain: { label: 'Abstain', onSelect: () => {} },
    },
  },
};
export const DetailWithoutVoting: StoryObj<typeof ProposalDetail> = {
  name: 'Detail (account cannot vote)',
  render: (args) => <ProposalDetail {...args} />,
  args: detail,
};
export const DetailNoVotesYet: StoryObj<typeof ProposalDetail> = {
  render: (args) => <ProposalDetail {...args} />,
  args: {
    ...detail,
    statusLabel: 'Pending',
    forTally: { label: 'For', votes: '0', percent: 0 },
    againstTally: { label: 'Against', votes: '0', percent: 0 },
  },
};
export const DetailAlreadyVoted: StoryObj<typeof ProposalDetail> = {
  name: 'Detail (account voted; German numbers)',
  render: (args) => <ProposalDetail {...args} />,
  args: {
    ...detail,
    votedText: 'Sie haben mit 1.500 Stimmen dafür gestimmt',
    forTally: { ...detail.forTally, votes: '41.200.000', percentText: '82 %' },
    againstTally: { ...detail.againstTally, votes: '9.100.000', percentText: '18 %' },
  },
};
