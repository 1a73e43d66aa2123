import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddV2Liquidity } from './AddV2Liquidity';
import { addProps, FIRST_PROVIDER, inputA, inputB } from './fixtures.testing';

const meta = {
  title: 'Liquidity/V2/AddLiquidity',
  component: AddV2Liquidity,
  args: addProps,
} satisfies Meta<typeof AddV2Liquidity>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyToSupply: Story = {};
export const Blank: Story = {
  args: {
    inputA: { ...inputA, value: '', currencySymbol: 'ETH' },
    inputB: { ...inputB, value: '', currencySymbol: null, balanceText: undefined, max: undefined },
    prices: undefined,
    action: { label: 'Invalid pair', disabled: true, onClick: () => {} },
  },
};
export const CreatingAPair: Story = {
  args: {
    title: 'Create a pair',
    firstProvider: FIRST_PROVIDER,
    prices: {
      title: 'Initial prices',
      facts: [
        { label: 'USDC per ETH', value: '2000' },
        { label: 'ETH per USDC', value: '0.0005' },
        { label: 'Share of Pool', value: '100%' },
      ],
    },
  },
};
export const NeedsApprovals: Story = {
  args: {
    inputA: { ...inputA, currencySymbol: 'DAI' },
    approvals: [
      { label: 'Approve DAI', status: 'approve', onClick: () => {} },
      { label: 'Approving USDC', status: 'approving', onClick: () => {} },
    ],
    action: { label: 'Supply', disabled: true, onClick: () => {} },
  },
};
export const InsufficientBalance: Story = {
  args: { action: { label: 'Insufficient USDC balance', disabled: true, onClick: () => {} } },
};
export const EnterAnAmount: Story = {
  args: {
    inputA: { ...inputA, value: '' },
    inputB: { ...inputB, value: '' },
    prices: undefined,
    action: { label: 'Enter an amount', disabled: true, onClick: () => {} },
  },
};
