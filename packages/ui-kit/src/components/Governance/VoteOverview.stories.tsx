import type { Meta, StoryObj } from '@storybook/react-vite';
import { proposals, renderLink } from './fixtures.testing';
import { AccountVotesCard, AddressLink, ProposalSection, VoteOverview } from './VoteOverview';

const empty = {
  title: 'No proposals found.',
  hint: 'Proposals submitted by community members will appear here.',
};

const meta = {
  title: 'Governance/VoteOverview',
  component: VoteOverview,
  args: {
    title: 'Participating Governance',
    intro: 'UNI tokens represent voting shares in Uniswap governance.',
    account: (
      <AccountVotesCard
        status="connected"
        votesText="1,000 Votes"
        delegatedText="Delegated to self"
        delegateAction={{ kind: 'change', label: 'Update Delegation', onClick: () => {} }}
        breakdownLabel="Your UNI Breakdown"
        onBreakdown={() => {}}
      />
    ),
    sections: [
      {
        heading: 'Proposals',
        content: (
          <ProposalSection
            status="ready"
            proposals={proposals}
            empty={empty}
            renderLink={renderLink}
            loadMore={{ label: 'Load more', onLoadMore: () => {} }}
          />
        ),
      },
    ],
    note: 'A minimum threshold of 1% of the total UNI supply is required to submit proposals',
  },
} satisfies Meta<typeof VoteOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Connected: Story = {};
export const Disconnected: Story = {
  args: {
    account: (
      <AccountVotesCard
        status="disconnected"
        prompt="Connect a wallet to see your votes."
        connectLabel="Connect Wallet"
        onConnect={() => {}}
      />
    ),
  },
};
export const UnlockVoting: Story = {
  args: {
    account: (
      <AccountVotesCard
        status="connected"
        votesText="0 Votes"
        delegateAction={{ kind: 'unlock', label: 'Unlock Voting', onClick: () => {} }}
        breakdownLabel="Your UNI Breakdown"
        onBreakdown={() => {}}
      />
    ),
  },
};
export const Loading: Story = {
  args: {
    sections: [
      {
        heading: 'Proposals',
        content: <ProposalSection status="loading" loadingLabel="Loading proposals" />,
      },
    ],
  },
};
export const RefusedWithRetry: Story = {
  args: {
    sections: [
      {
        heading: 'Proposals',
        content: (
          <ProposalSection
            status="ready"
            error={{
              message: 'The provider refused to read the proposal history.',
              retryLabel: 'Retry',
              onRetry: () => {},
            }}
            proposals={[]}
            empty={empty}
            renderLink={renderLink}
          />
        ),
      },
    ],
  },
};

const ADDRESS = '0x1a9C8182C09F50C8318d769245beA52c32BE35BC';
export const Addresses: StoryObj<typeof AddressLink> = {
  render: () => (
    <>
      <AddressLink address={ADDRESS} href={`https://etherscan.io/address/${ADDRESS}`} />
      <AddressLink address={ADDRESS} />
    </>
  ),
};
