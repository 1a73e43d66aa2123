import type { Meta, StoryObj } from '@storybook/react-vite';
import { TradePrice } from './TradePrice';

const meta = {
  title: 'Swap/TradePrice',
  component: TradePrice,
  args: {
    label: 'Price',
    price: '2,000 USDC per ETH',
    invertLabel: 'Invert price',
    onInvert: () => {},
  },
} satisfies Meta<typeof TradePrice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No trade details yet: the price alone. */
export const PriceOnly: Story = {};

/** The details tooltip held open by focusing its button. */
export const WithDetails: Story = {
  args: {
    details: {
      label: 'Trade details',
      rows: [
        { label: 'Minimum received', value: '1,990.05 USDC' },
        { label: 'Price impact', value: '3.12%', tone: 'warning' },
        { label: 'Liquidity provider fee', value: '0.003 ETH' },
        { label: 'Route', value: 'ETH > USDC' },
      ],
    },
  },
};

/** A split trade: its route diagram and network cost under the rows. */
export const SplitRoute: Story = {
  args: {
    details: {
      label: 'Trade details',
      rows: [
        { label: 'Minimum received', value: '1,990.05 USDC' },
        { label: 'Price impact', value: '<0.01%', tone: 'success' },
      ],
      route: {
        label: 'Route',
        splits: [
          { percent: '60%', symbols: ['ETH', 'USDC'], pools: ['0.05%'] },
          { percent: '40%', symbols: ['ETH', 'DAI', 'USDC'], pools: ['V2', '0.01%'] },
        ],
        networkCost: { label: 'Network cost', value: '$2.41' },
      },
    },
  },
};
