import type { Meta, StoryObj } from '@storybook/react-vite';
import { amounts, dialogLabels } from './fixtures.testing';
import { RemoveLiquidityDialog } from './RemoveLiquidityDialog';

const meta = {
  title: 'Liquidity/RemoveLiquidityDialog',
  component: RemoveLiquidityDialog,
  args: {
    isOpen: true,
    onDismiss: () => {},
    state: { status: 'confirm' },
    amounts,
    onConfirm: () => {},
    labels: dialogLabels,
  },
} satisfies Meta<typeof RemoveLiquidityDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {};
export const Waiting: Story = {
  args: {
    state: { status: 'waiting', description: 'Removing 12.4936 ETH and 24,935.1 USDC' },
  },
};
export const Submitted: Story = {
  args: { state: { status: 'submitted', explorerUrl: 'https://etherscan.io/tx/0x1' } },
};
export const SubmittedWithoutExplorer: Story = { args: { state: { status: 'submitted' } } };
export const Failed: Story = {
  args: { state: { status: 'error', message: 'This transaction would fail.' } },
};
