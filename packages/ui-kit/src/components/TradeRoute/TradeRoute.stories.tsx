import type { Meta, StoryObj } from '@storybook/react-vite';
import { TradeRoute } from './TradeRoute';

const meta = {
  title: 'Swap/TradeRoute',
  component: TradeRoute,
  args: {
    label: 'Route',
    splits: [{ percent: '100%', symbols: ['ETH', 'USDC'], pools: ['0.05%'] }],
  },
} satisfies Meta<typeof TradeRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SingleRoute: Story = {};

export const TwoWaySplit: Story = {
  args: {
    splits: [
      { percent: '60%', symbols: ['ETH', 'USDC'], pools: ['0.05%'] },
      { percent: '40%', symbols: ['ETH', 'USDC'], pools: ['V2'] },
    ],
    networkCost: { label: 'Network cost', value: '$2.41' },
  },
};

/** A v2 hop then a v3 hop in one leg, beside a pure v3 leg. */
export const MixedPath: Story = {
  args: {
    splits: [
      { percent: '75%', symbols: ['ETH', 'DAI', 'USDC'], pools: ['V2', '0.01%'] },
      { percent: '25%', symbols: ['ETH', 'USDC'], pools: ['0.3%'] },
    ],
    networkCost: { label: 'Network cost', value: '$3.05' },
  },
};

/** Four three-hop legs with long symbols: the widest route, on a phone. */
export const FourLegsOnAPhone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  args: {
    splits: [
      {
        percent: '35%',
        symbols: ['WETH', 'WBTC', 'USDT', 'USDC'],
        pools: ['0.3%', '0.05%', '0.01%'],
      },
      { percent: '30%', symbols: ['WETH', 'DAI', 'USDC'], pools: ['V2', '0.01%'] },
      { percent: '20%', symbols: ['WETH', 'USDC'], pools: ['0.05%'] },
      { percent: '15%', symbols: ['WETH', 'LONGSYMBOLTOKEN', 'USDC'], pools: ['1%', 'V2'] },
    ],
    networkCost: { label: 'Network cost', value: '$6.80' },
  },
};

/** The router says how many routes it took and why not more. */
export const WithRouteSummary: Story = {
  args: {
    summary: '2 routes: another would cost more in gas than it gains',
    splits: [
      { percent: '60%', symbols: ['ETH', 'USDC'], pools: ['0.05%'] },
      { percent: '40%', symbols: ['ETH', 'USDC'], pools: ['V2'] },
    ],
    networkCost: { label: 'Network cost', value: '$2.41' },
  },
};
