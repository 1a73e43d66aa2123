import type { Meta, StoryObj } from '@storybook/react-vite';
import { networkCostLabels } from '../../ConfirmSwap/fixtures.testing';
import { addDialogLabels, foreignPositionFixture, reviewLines } from '../Add/fixtures.testing';
import { amounts, dialogLabels as removeDialogLabels } from '../Remove/fixtures.testing';
import { dialogLabels as v2DialogLabels } from '../V2/fixtures.testing';
import { LiquidityReviewDialog } from './LiquidityReviewDialog';

const v2Lines = [
  { label: 'ETH Deposited', value: '1' },
  { label: 'USDC Deposited', value: '2000' },
  { label: 'Rates', value: '1 ETH = 2000 USDC' },
  { label: 'Share of Pool', value: '0.02%' },
];

const meta = {
  title: 'Liquidity/LiquidityReviewDialog',
  component: LiquidityReviewDialog,
  args: {
    isOpen: true,
    onDismiss: () => {},
    onConfirm: () => {},
    state: { status: 'review' },
    lines: reviewLines,
    labels: addDialogLabels,
  },
} satisfies Meta<typeof LiquidityReviewDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AddReview: Story = {};
export const AddReviewWithNetworkCost: Story = {
  args: {
    networkCost: {
      state: { status: 'ready', native: '0.00061 ETH', usd: '$1.22' },
      labels: networkCostLabels,
    },
  },
};
export const AddReviewNetworkCostLoading: Story = {
  args: { networkCost: { state: { status: 'loading' }, labels: networkCostLabels } },
};
export const AddReviewNetworkCostUnavailable: Story = {
  args: { networkCost: { state: { status: 'unavailable' }, labels: networkCostLabels } },
};
/** Increasing a position: the same lines as the add (dollar values, fee tier, current price). */
export const IncreaseReview: Story = {
  args: { labels: { ...addDialogLabels, title: 'Increase Liquidity' } },
};
/** Before the dollar prices load: the amounts alone, no empty second lines. */
export const AddReviewWithoutDollarValues: Story = {
  args: { lines: reviewLines.map(({ detail: _detail, ...line }) => line) },
};
/** Increasing someone else's position: the warning again, and Add waits for the tick. */
export const IncreaseForeignPosition: Story = {
  args: {
    labels: { ...addDialogLabels, title: 'Increase Liquidity' },
    acknowledgement: foreignPositionFixture,
  },
};
export const IncreaseForeignPositionAcknowledged: Story = {
  args: {
    labels: { ...addDialogLabels, title: 'Increase Liquidity' },
    acknowledgement: { ...foreignPositionFixture, checked: true },
  },
};
export const AddPriceUpdated: Story = {
  args: { priceUpdated: { label: 'Price Updated', acceptLabel: 'Accept', onAccept: () => {} } },
};
export const RemoveReview: Story = {
  args: {
    lines: amounts.map((line) => ({ label: line.label, value: line.amount })),
    labels: removeDialogLabels,
  },
};
export const V2YouWillReceive: Story = {
  args: { headline: '0.0011 ETH/USDC Pool Tokens', lines: v2Lines, labels: v2DialogLabels },
};
export const V2PriceUpdated: Story = {
  args: {
    headline: '0.0011 ETH/USDC Pool Tokens',
    lines: v2Lines,
    labels: v2DialogLabels,
    priceUpdated: { label: 'Price Updated', acceptLabel: 'Accept', onAccept: () => {} },
  },
};
export const V2CreatingAPool: Story = {
  args: {
    headline: 'ETH/USDC',
    lines: v2Lines,
    labels: {
      ...v2DialogLabels,
      title: 'You are creating a pool',
      confirm: 'Create Pool & Supply',
    },
  },
};
export const V2RemoveReview: Story = {
  args: {
    headline: '1 ETH + 2000 USDC',
    lines: [
      { label: 'UNI-V2 ETH/USDC Burned', value: '0.0011' },
      { label: 'Price', value: '1 ETH = 2000 USDC' },
    ],
    labels: { ...v2DialogLabels, title: 'You will receive', confirm: 'Confirm' },
  },
};
export const Waiting: Story = {
  args: { state: { status: 'waiting', description: 'Add 1 WETH and 2000 USDC' } },
};
export const Submitted: Story = {
  args: { state: { status: 'submitted', explorerUrl: 'https://etherscan.io/tx/0x1' } },
};
export const SubmittedWithoutExplorer: Story = { args: { state: { status: 'submitted' } } };
export const Failed: Story = {
  args: { state: { status: 'error', message: 'This transaction would fail.' } },
};
