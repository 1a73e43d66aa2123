import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddLiquidityDialog } from './AddLiquidityDialog';
import { addDialogLabels, reviewLines } from './fixtures.testing';

const meta = {
  title: 'Liquidity/AddLiquidityDialog',
  component: AddLiquidityDialog,
  args: {
    isOpen: true,
    onDismiss: () => {},
    onConfirm: () => {},
    state: { status: 'confirm' },
    lines: reviewLines,
    labels: addDialogLabels,
  },
} satisfies Meta<typeof AddLiquidityDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {};
export const Pending: Story = {
  args: { state: { status: 'waiting', description: 'Add 1 WETH and 2000 USDC' } },
};
export const Submitted: Story = {
  args: { state: { status: 'submitted', explorerUrl: 'https://etherscan.io/tx/0x1' } },
};
export const Failed: Story = {
  args: { state: { status: 'error', message: 'Transaction failed.' } },
};
