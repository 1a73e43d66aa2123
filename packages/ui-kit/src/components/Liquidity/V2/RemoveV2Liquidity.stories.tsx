import type { Meta, StoryObj } from '@storybook/react-vite';
import { removeProps } from './fixtures.testing';
import { RemoveV2Liquidity } from './RemoveV2Liquidity';

const meta = {
  title: 'Liquidity/V2/RemoveLiquidity',
  component: RemoveV2Liquidity,
  args: removeProps,
} satisfies Meta<typeof RemoveV2Liquidity>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SimpleNeedsApproval: Story = {};
export const Approving: Story = {
  args: { approval: { label: 'Approving', status: 'approving', onClick: () => {} } },
};
export const SignedReadyToRemove: Story = {
  args: {
    approval: { label: 'Approved', status: 'approved', onClick: () => {} },
    action: { label: 'Remove', disabled: false, onClick: () => {} },
  },
};
export const Detailed: Story = {
  args: { mode: 'detailed', labels: { ...removeProps.labels, toggleMode: 'Simple' } },
};
export const EnterAnAmount: Story = {
  args: {
    percent: 0,
    approval: undefined,
    action: { label: 'Enter an amount', disabled: true, onClick: () => {} },
  },
};
export const Disconnected: Story = {
  args: {
    approval: undefined,
    receiveToggle: undefined,
    action: { label: 'Connect Wallet', disabled: false, onClick: () => {} },
  },
};
