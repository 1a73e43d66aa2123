import type { Meta, StoryObj } from '@storybook/react-vite';
import { networkCostLabels } from '../ConfirmSwap/fixtures.testing';
import { voteLabels } from './fixtures.testing';
import { VoteDialog } from './VoteDialog';

const meta = {
  title: 'Dialogs/VoteDialog',
  component: VoteDialog,
  args: {
    isOpen: true,
    onDismiss: () => {},
    onConfirm: () => {},
    labels: voteLabels,
    state: { status: 'confirm' },
  },
} satisfies Meta<typeof VoteDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {};
export const ConfirmWithNetworkCost: Story = {
  args: {
    networkCost: {
      state: { status: 'ready', native: '0.00009 ETH', usd: '$0.18' },
      labels: networkCostLabels,
    },
  },
};
export const ConfirmNetworkCostLoading: Story = {
  args: { networkCost: { state: { status: 'loading' }, labels: networkCostLabels } },
};
export const ConfirmNetworkCostUnavailable: Story = {
  args: { networkCost: { state: { status: 'unavailable' }, labels: networkCostLabels } },
};
export const Against: Story = {
  args: { labels: { ...voteLabels, title: 'Vote Against proposal 7', confirm: 'Vote Against' } },
};
export const AbstainWithReason: Story = {
  name: 'Abstain with a reason (GovernorBravo)',
  args: {
    labels: { ...voteLabels, title: 'Abstain on proposal 16', confirm: 'Abstain' },
    reason: {
      label: 'Reason (optional)',
      placeholder: 'Why you vote this way, recorded on chain',
      value: 'Conflict of interest.',
      onChange: () => {},
    },
  },
};
export const SubmittingVote: Story = { args: { state: { status: 'waiting' } } };
export const Submitted: Story = {
  args: { state: { status: 'submitted', explorerUrl: 'https://etherscan.io/tx/0x01' } },
};
