import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { networkCostLabels } from '../../ConfirmSwap/fixtures.testing';
import { DepthChart } from '../../DepthChart/DepthChart';
import {
  depthLabels,
  formatPercent,
  formatPrice,
  sampleBars,
} from '../../DepthChart/fixtures.testing';
import {
  formatHistoryPrice,
  formatHour,
  historyLabels,
  samplePoints,
} from '../../PriceHistoryChart/fixtures.testing';
import { PriceHistoryChart } from '../../PriceHistoryChart/PriceHistoryChart';
import { detail } from './fixtures.testing';
import { type CollectStatus, PositionDetail } from './PositionDetail';

const meta = {
  title: 'Liquidity/PositionDetail',
  component: PositionDetail,
  args: detail,
} satisfies Meta<typeof PositionDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

const manage = detail.manage as NonNullable<typeof detail.manage>;

export const Owner: Story = {};
export const CollectFlow: Story = {
  name: 'Collect fees (click: Collecting, then Collected)',
  render: (args) => {
    const [collect, setCollect] = useState<CollectStatus>('idle');
    return (
      <PositionDetail
        {...args}
        manage={{
          ...manage,
          collect,
          onCollect: () => {
            setCollect('collecting');
            setTimeout(() => setCollect('collected'), 1500);
          },
        }}
      />
    );
  },
};
export const CollectNetworkCost: Story = {
  args: {
    manage: {
      ...manage,
      collectCost: {
        state: { status: 'ready', native: '0.0003 ETH', usd: '$0.60' },
        labels: networkCostLabels,
      },
    },
  },
};
export const CollectNetworkCostLoading: Story = {
  args: {
    manage: { ...manage, collectCost: { state: { status: 'loading' }, labels: networkCostLabels } },
  },
};
export const Collecting: Story = { args: { manage: { ...manage, collect: 'collecting' } } };
export const Collected: Story = { args: { manage: { ...manage, collect: 'collected' } } };
export const NoFeesOwed: Story = {
  args: { manage: { ...manage, onCollect: undefined }, feesValue: '$-' },
};
export const NotOwner: Story = {
  args: {
    manage: undefined,
    owner: {
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      explorerUrl: 'https://etherscan.io/address/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    },
  },
};
export const NotOwnerWithoutExplorer: Story = {
  args: { manage: undefined, owner: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' } },
};
export const OutOfRange: Story = { args: { status: 'out-of-range' } };
export const Inactive: Story = {
  args: {
    status: 'closed',
    liquidityValue: '$0.00',
    liquidityAmounts: [
      { symbol: 'WETH', amount: '0' },
      { symbol: 'USDC', amount: '0' },
    ],
  },
};
export const NoArtwork: Story = { name: 'Artwork placeholder', args: { artworkSrc: undefined } };
export const Inverted: Story = {
  args: {
    prices: {
      ...detail.prices,
      inverted: true,
      min: { label: 'Min price', value: '0.0004434', unit: 'WETH per USDC' },
      max: { label: 'Max price', value: '0.0005640', unit: 'WETH per USDC' },
      current: { label: 'Current price', value: '0.0005', unit: 'WETH per USDC' },
    },
  },
};
export const FullRange: Story = {
  args: {
    prices: {
      ...detail.prices,
      min: { label: 'Min price', value: '0', unit: 'USDC per WETH' },
      max: { label: 'Max price', value: '∞', unit: 'USDC per WETH' },
    },
  },
};
export const Loading: Story = {
  name: 'Values not priced yet',
  args: { liquidityValue: '', feesValue: '' },
};

/** Issue #42: the position's range over the pool's depth and its day of prices, in range. */
export const WithCharts: Story = {
  args: {
    charts: (
      <>
        <DepthChart
          status="ready"
          labels={depthLabels}
          bars={sampleBars(1_000, 3_000, 2_002.27)}
          currentPrice={2_002.27}
          window={{ min: 1_400, max: 2_600 }}
          range={{ min: 1_768.75, max: 2_248.5 }}
          limits={{ min: 2.9e-39, max: 3.4e38 }}
          mode="positionRange"
          positionStatus="in-range"
          formatPrice={formatPrice}
          formatPercent={formatPercent}
        />
        <PriceHistoryChart
          status="ready"
          labels={historyLabels}
          points={samplePoints(2_002.27)}
          range={{ min: 1_768.75, max: 2_248.5 }}
          rangeTone="in-range"
          formatPrice={formatHistoryPrice}
          formatTime={formatHour}
        />
      </>
    ),
  },
};
