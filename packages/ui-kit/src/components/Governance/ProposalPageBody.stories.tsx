import type { Meta, StoryObj } from '@storybook/react-vite';
import { detail } from './fixtures.testing';
import { ProposalPageBody } from './ProposalPageBody';

const meta = {
  title: 'Governance/ProposalPageBody',
  component: ProposalPageBody,
} satisfies Meta<typeof ProposalPageBody>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = { args: { status: 'ready', ...detail } };
export const Loading: Story = {
  args: { status: 'loading', back: detail.back, loadingLabel: 'Loading proposal…' },
};
export const NotFound: Story = {
  args: { status: 'missing', back: detail.back, message: 'Proposal not found.' },
};
export const Unsupported: Story = {
  args: {
    status: 'missing',
    back: detail.back,
    message: 'Governance is not available on this network.',
  },
};
