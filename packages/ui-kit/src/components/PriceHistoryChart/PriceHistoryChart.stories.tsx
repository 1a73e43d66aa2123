import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkTheme, vars } from '../../theme/theme.css';
import { formatHistoryPrice, formatHour, historyLabels, samplePoints } from './fixtures.testing';
import { PriceHistoryChart } from './PriceHistoryChart';

const meta = {
  title: 'Liquidity/PriceHistoryChart',
  component: PriceHistoryChart,
  args: {
    status: 'ready',
    labels: historyLabels,
    points: samplePoints(2_002.27),
    range: { min: 1_900, max: 2_100 },
    formatPrice: formatHistoryPrice,
    formatTime: formatHour,
  },
} satisfies Meta<typeof PriceHistoryChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Day: Story = {};

/** The oracle reaches back two hours only: the series is that long. */
export const ShortHistory: Story = {
  args: { points: samplePoints(2_002.27, { step: 150, count: 48, swing: 0.005 }) },
};

export const Loading: Story = { args: { status: 'loading' } };

export const EmptyPool: Story = { args: { points: [] } };

export const Failed: Story = { args: { status: 'failed' } };

export const FullRange: Story = { args: { range: { min: 2.9e-39, max: 3.4e38 } } };

export const OutOfRange: Story = {
  args: { range: { min: 2_150, max: 2_300 }, rangeTone: 'out-of-range' },
};

export const NarrowRangeStablePair: Story = {
  args: {
    labels: { ...historyLabels, chart: 'USDC price in DAI, last 24 hours' },
    points: samplePoints(1.0001, { swing: 0.0004 }),
    range: { min: 0.9997, max: 1.0005 },
  },
};

export const DarkTheme: Story = {
  render: (args) => (
    <div
      data-theme="dark"
      className={darkTheme}
      style={{ padding: 16, background: vars.colors.background, color: vars.colors.text }}
    >
      <PriceHistoryChart {...args} />
    </div>
  ),
};

export const PhoneWidth: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  render: (args) => (
    <div style={{ width: 340 }}>
      <PriceHistoryChart {...args} height={150} />
    </div>
  ),
};
