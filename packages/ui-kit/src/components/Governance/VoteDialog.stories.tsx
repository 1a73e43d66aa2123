import type { Meta, StoryObj } from '@storybook/react-vite';
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
export const Against: Story = {
  args: { labels: { ...voteLabels, title: 'Vote Against proposal 7', confirm: 'Vote Against' } },
};
export const SubmittingVote: Story = { args: { state: { status: 'waiting' } } };
export const Submitted: Story = {
  args: { state: { status: 'submitted', explorerUrl: 'https://etherscan.io/tx/0x01' } },
};
