import type { Meta, StoryObj } from '@storybook/react-vite';
import { dialogLabels } from './fixtures.testing';
import { V2ReviewDialog } from './V2ReviewDialog';

const lines = [
  { label: 'ETH Deposited', value: '1' },
  { label: 'USDC Deposited', value: '2000' },
  { label: 'Rates', value: '1 ETH = 2000 USDC' },
  { label: 'Share of Pool', value: '0.02%' },
];

const meta = {
  title: 'Liquidity/V2/ReviewDialog',
  component: V2ReviewDialog,
  args: {
    isOpen: true,
    onDismiss: () => {},
    state: { status: 'review' },
    headline: '0.0011 ETH/USDC Pool Tokens',
    lines,
    onConfirm: () => {},
    labels: dialogLabels,
  },
} satisfies Meta<typeof V2ReviewDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const YouWillReceive: Story = {};
export const CreatingAPool: Story = {
  args: {
    headline: 'ETH/USDC',
    labels: { ...dialogLabels, title: 'You are creating a pool', confirm: 'Create Pool & Supply' },
  },
};
export const Waiting: Story = {
  args: { state: { status: 'waiting', description: 'Add 1 ETH and 2000 USDC' } },
};
export const Submitted: Story = { args: { state: { status: 'submitted' } } };
export const Failed: Story = {
  args: { state: { status: 'error', message: 'This transaction would fail.' } },
};
export const RemoveReview: Story = {
  args: {
    headline: '1 ETH + 2000 USDC',
    lines: [
      { label: 'UNI-V2 ETH/USDC Burned', value: '0.0011' },
      { label: 'Price', value: '1 ETH = 2000 USDC' },
    ],
    labels: { ...dialogLabels, title: 'You will receive', confirm: 'Confirm' },
  },
};
