import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkTheme, vars } from '../../theme/theme.css';
import { DepthChart } from './DepthChart';
import {
  depthLabels,
  formatPercent,
  formatPrice,
  StatefulDepthChart,
  sampleBars,
  snapToSpacing,
  stepOnSpacing,
} from './fixtures.testing';

// ETH/USDC at the 0.3% tier (spacing 60), the price near 2,000 USDC per ETH.
const ethUsdc = {
  status: 'ready',
  labels: depthLabels,
  bars: sampleBars(1_000, 3_000, 2_002.27),
  currentPrice: 2_002.27,
  window: { min: 1_400, max: 2_600 },
  range: { min: 1_800.2, max: 2_199.8 },
  limits: { min: 2.9e-39, max: 3.4e38 },
  formatPrice,
  formatPercent,
  snapPrice: snapToSpacing(60),
  stepPrice: stepOnSpacing(60),
} as const;

const meta = {
  title: 'Liquidity/DepthChart',
  component: DepthChart,
  args: ethUsdc,
  render: (args) => <StatefulDepthChart {...args} />,
} satisfies Meta<typeof DepthChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Range: Story = {};

export const Loading: Story = { args: { status: 'loading' } };

export const EmptyPool: Story = { args: { status: 'empty', bars: [] } };

export const Failed: Story = { args: { status: 'failed' } };

export const FullRange: Story = {
  args: {
    range: { min: 2.9e-39, max: 3.4e38, minAtLimit: true, maxAtLimit: true },
  },
};

/** A position above the price on /pool/{id}: drawn read-only in the out-of-range colour. */
export const OutOfRange: Story = {
  args: {
    mode: 'positionRange',
    positionStatus: 'out-of-range',
    range: { min: 2_250, max: 2_450 },
    window: { min: 1_800, max: 2_600 },
  },
};

export const InRangePosition: Story = {
  args: { mode: 'positionRange', positionStatus: 'in-range' },
};

/** USDC/DAI at 0.01% (spacing 1): a range of a few ticks either side of 1. */
export const NarrowRangeStablePair: Story = {
  args: {
    bars: sampleBars(0.995, 1.005, 1.0001),
    currentPrice: 1.0001,
    window: { min: 0.9985, max: 1.0017 },
    range: { min: 0.9997, max: 1.0005 },
    snapPrice: snapToSpacing(1),
    stepPrice: stepOnSpacing(1),
  },
};

export const DarkTheme: Story = {
  render: (args) => (
    <div
      data-theme="dark"
      className={darkTheme}
      style={{ padding: 16, background: vars.colors.background, color: vars.colors.text }}
    >
      <StatefulDepthChart {...args} />
    </div>
  ),
};

export const PhoneWidth: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  render: (args) => (
    <div style={{ width: 340 }}>
      <StatefulDepthChart {...args} height={160} />
    </div>
  ),
};
