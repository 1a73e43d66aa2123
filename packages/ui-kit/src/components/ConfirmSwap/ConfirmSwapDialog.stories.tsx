import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmSwapDialog } from './ConfirmSwapDialog';
import { confirmProps, networkCostLabels } from './fixtures.testing';

const meta = {
  title: 'Dialogs/ConfirmSwapDialog',
  component: ConfirmSwapDialog,
  args: confirmProps,
} satisfies Meta<typeof ConfirmSwapDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Review: Story = {};
export const PriceUpdated: Story = { args: { priceUpdated: true } };
export const MediumImpactConfirm: Story = {
  args: { impactConfirmation: 'confirm', skipReview: true },
};
export const HighImpactTypedConfirm: Story = {
  args: { impactConfirmation: 'typedConfirm', skipReview: true },
};
export const HighImpactPriceUpdated: Story = {
  args: { impactConfirmation: 'typedConfirm', skipReview: true, priceUpdated: true },
};
export const MediumImpactPriceUpdated: Story = {
  args: { impactConfirmation: 'confirm', skipReview: true, priceUpdated: true },
};
export const WithRecipient: Story = {
  args: {
    details: [...confirmProps.details, { label: 'Recipient', value: 'bob.eth (0x7099...79C8)' }],
  },
};
export const NetworkCost: Story = {
  args: {
    networkCost: {
      state: { status: 'ready', native: '0.00042 ETH', usd: '$0.84' },
      labels: networkCostLabels,
    },
  },
};
export const NetworkCostWithoutDollarPrice: Story = {
  args: {
    networkCost: { state: { status: 'ready', native: '0.00042 ETH' }, labels: networkCostLabels },
  },
};
export const NetworkCostLoading: Story = {
  args: { networkCost: { state: { status: 'loading' }, labels: networkCostLabels } },
};
export const NetworkCostUnavailable: Story = {
  args: { networkCost: { state: { status: 'unavailable' }, labels: networkCostLabels } },
};
