import type { Meta, StoryObj } from '@storybook/react-vite';
import { FindPool } from './FindPool';
import { renderLink } from './fixtures.testing';

const noop = () => {};

const meta = {
  title: 'Liquidity/V2/FindPool',
  component: FindPool,
  args: {
    title: 'Import Pool',
    back: { href: '/pool/v2', label: 'Back' },
    selectLabel: 'Select a token',
    tokenA: { symbol: 'ETH', onSelect: noop, label: 'First token' },
    tokenB: { symbol: null, onSelect: noop, label: 'Second token' },
    status: { text: 'Select a token to find your liquidity.' },
    renderLink,
  },
} satisfies Meta<typeof FindPool>;
export default meta;
type Story = StoryObj<typeof meta>;

const both = { tokenB: { symbol: 'USDC', onSelect: noop, label: 'Second token' } };

export const SelectAToken: Story = {};
export const Loading: Story = { args: { ...both, status: { text: 'Loading...' } } };
export const InvalidPair: Story = {
  args: {
    tokenB: { symbol: 'ETH', onSelect: noop, label: 'Second token' },
    status: { text: 'Invalid pair.' },
  },
};
export const NoPoolFound: Story = {
  args: {
    ...both,
    status: { text: 'No pool found.', link: { href: '/add/v2/ETH/0xc6e7', label: 'Create pool.' } },
  },
};
export const NoLiquidityYet: Story = {
  args: {
    ...both,
    status: {
      text: "You don't have liquidity in this pool yet.",
      link: { href: '/add/v2/ETH/0xc6e7', label: 'Add liquidity.' },
    },
  },
};
export const PoolFound: Story = {
  args: {
    ...both,
    status: { text: 'Pool Found!', link: { href: '/pool/v2', label: 'Manage this pool.' } },
    summary: 'Your pool tokens: 0.00111803',
  },
};
