import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import {
  depthLabels,
  formatPercent,
  formatPrice,
  StatefulDepthChart,
  sampleBars,
  snapToSpacing,
  stepOnSpacing,
} from '../../DepthChart/fixtures.testing';
import { AddLiquidity } from './AddLiquidity';
import {
  addProps,
  feeTierFixture,
  foreignPositionFixture,
  OUTSIDE_RANGE,
  pairFixture,
  rangeFixture,
  UNSUPPORTED,
} from './fixtures.testing';

const meta = {
  title: 'Liquidity/AddLiquidity',
  component: AddLiquidity,
  args: addProps,
} satisfies Meta<typeof AddLiquidity>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ExistingPool: Story = {};
export const Disconnected: Story = {
  args: { action: { label: 'Connect Wallet', disabled: false, onClick: () => {} } },
};
export const BlankForm: Story = {
  args: {
    pair: {
      ...pairFixture,
      a: { symbol: null, onSelect: () => {} },
      b: { symbol: null, onSelect: () => {} },
    },
    feeTier: { ...feeTierFixture, disabled: true },
    range: undefined,
    action: { label: 'Invalid pair', disabled: true, onClick: () => {} },
  },
};
export const NewPool: Story = {
  args: {
    startingPrice: {
      label: 'Set Starting Price',
      warning:
        'You are the first liquidity provider for this pool. Set the starting price; creating the pool costs more gas.',
      value: '2000',
      onChange: () => {},
      unit: 'USDC per WETH',
    },
  },
};
export const InvalidRange: Story = {
  args: {
    range: {
      ...rangeFixture,
      min: { ...rangeFixture.min, value: '2500', percent: undefined },
      max: { ...rangeFixture.max, value: '1500', percent: undefined },
      warning: 'Invalid range selected. The min price must be lower than the max price.',
    },
    depositA: { kind: 'locked', message: OUTSIDE_RANGE },
    depositB: { kind: 'locked', message: OUTSIDE_RANGE },
    action: { label: 'Add', disabled: true, onClick: () => {} },
  },
};
export const OutOfRangeSingleSided: Story = {
  args: {
    range: {
      ...rangeFixture,
      warning:
        'Your position will not earn fees or be used in trades until the market price moves into your range.',
    },
    depositB: { kind: 'locked', message: OUTSIDE_RANGE },
  },
};
export const NeedsApproval: Story = {
  args: {
    approvals: [
      { label: 'Approve WETH', status: 'approving', onClick: () => {} },
      { label: 'Approve USDC', status: 'approve', onClick: () => {} },
    ],
    action: { label: 'Add', disabled: true, onClick: () => {} },
  },
};
export const Approved: Story = {
  args: { approvals: [{ label: 'Approved USDC', status: 'approved', onClick: () => {} }] },
};
export const InsufficientBalance: Story = {
  args: { action: { label: 'Insufficient WETH balance', disabled: true, onClick: () => {} } },
};
export const Unsupported: Story = {
  args: { unsupported: UNSUPPORTED, action: { label: 'Add', disabled: true, onClick: () => {} } },
};
export const Increase: Story = {
  args: {
    title: 'Increase Liquidity',
    back: <a href="/pool/7">← Back</a>,
    pair: { ...pairFixture, a: { symbol: 'WETH' }, b: { symbol: 'USDC' } },
    feeTier: { ...feeTierFixture, disabled: true },
    range: undefined,
    rangeSummary: 'Range: 1800.5 – 2200.1 USDC per WETH',
  },
};
/** Someone else's position: Add waits until the box is ticked. */
export const IncreaseForeignPosition: Story = {
  args: {
    ...Increase.args,
    acknowledgement: foreignPositionFixture,
    action: { label: 'Add', disabled: true, onClick: () => {} },
  },
};
export const IncreaseForeignPositionAcknowledged: Story = {
  args: {
    ...Increase.args,
    acknowledgement: { ...foreignPositionFixture, checked: true },
  },
};
export const Phone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  render: (args) => (
    <div style={{ width: 375 }}>
      <AddLiquidity {...args} />
    </div>
  ),
};
export const Interactive: Story = {
  render: (args) => {
    const [fee, setFee] = useState(3000);
    const [min, setMin] = useState('1800');
    return (
      <AddLiquidity
        {...args}
        feeTier={{ ...feeTierFixture, selected: fee, onSelect: setFee }}
        range={{
          ...rangeFixture,
          min: {
            ...rangeFixture.min,
            value: min,
            onChange: setMin,
            onDecrement: () => setMin((value) => String(Number(value) - 10)),
            onIncrement: () => setMin((value) => String(Number(value) + 10)),
          },
        }}
      />
    );
  },
};

/** Issue #42: the depth chart in the range selector, its brush on the same two ends. */
export const WithDepthChart: Story = {
  args: {
    range: {
      ...rangeFixture,
      chart: (
        <StatefulDepthChart
          status="ready"
          labels={depthLabels}
          bars={sampleBars(1_000, 3_000, 2_000)}
          currentPrice={2_000}
          window={{ min: 1_400, max: 2_600 }}
          range={{ min: 1_800.5, max: 2_200.1 }}
          limits={{ min: 2.9e-39, max: 3.4e38 }}
          formatPrice={formatPrice}
          formatPercent={formatPercent}
          snapPrice={snapToSpacing(60)}
          stepPrice={stepOnSpacing(60)}
        />
      ),
    },
  },
};
