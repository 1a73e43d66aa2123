import { dialogLabels } from '../Remove/fixtures.testing';
import type { PriceFact } from '../Shared/FactList';
import type { LiquidityReviewDialogLabels } from '../Shared/LiquidityReviewDialog';
import type {
  AddLiquidityProps,
  FeeTierSelectProps,
  RangeEndProps,
  RangeSelectorProps,
} from './AddLiquidity';

const noop = () => {};

export const OUTSIDE_RANGE =
  'The market price is outside your specified price range. Single-asset deposit only.';
export const UNSUPPORTED =
  'Some assets are not available through this interface because they may not work well with the smart contracts or we are unable to allow trading for legal reasons.';

const end = (label: string, value: string, percent: string): RangeEndProps => ({
  label,
  value,
  onChange: noop,
  onDecrement: noop,
  onIncrement: noop,
  decrementLabel: `Decrease ${label} by 0.6%`,
  incrementLabel: `Increase ${label} by 0.6%`,
  unit: 'USDC per WETH',
  step: '0.6%',
  percent,
});

export const pairFixture: NonNullable<AddLiquidityProps['pair']> = {
  label: 'Select Pair',
  selectLabel: 'Select a token',
  a: { symbol: 'WETH', onSelect: noop },
  b: { symbol: 'USDC', onSelect: noop },
};

export const feeTierFixture: FeeTierSelectProps = {
  legend: 'Select fee tier',
  options: [
    { fee: 500, label: '0.05%', description: 'Best for stable pairs.' },
    { fee: 3000, label: '0.3%', description: 'Best for most pairs.' },
    { fee: 10000, label: '1%', description: 'Best for exotic pairs.' },
  ],
  selected: 3000,
  onSelect: noop,
};

export const rangeFixture: RangeSelectorProps = {
  title: 'Set Price Range',
  currentPrice: 'Current Price: 2000 USDC per WETH',
  min: end('Min Price', '1800.5', '-9.98%'),
  max: end('Max Price', '2200.1', '+10%'),
  fullRange: { label: 'Full Range', onClick: noop },
};

export const addProps: AddLiquidityProps = {
  back: <a href="/pool">← Back to Pools Overview</a>,
  title: 'Add Liquidity',
  pair: pairFixture,
  feeTier: feeTierFixture,
  range: rangeFixture,
  depositLabel: 'Deposit Amounts',
  depositA: {
    kind: 'input',
    panel: {
      label: 'WETH',
      value: '1',
      onUserInput: noop,
      currencySymbol: 'WETH',
      selectLabel: 'Select a token',
      balanceText: 'Balance: 10',
      max: { label: 'MAX', onMax: noop },
    },
  },
  depositB: {
    kind: 'input',
    panel: {
      label: 'USDC',
      value: '2000',
      onUserInput: noop,
      currencySymbol: 'USDC',
      selectLabel: 'Select a token',
      balanceText: 'Balance: 5000',
    },
  },
  approvals: [],
  action: { label: 'Add', disabled: false, onClick: noop },
};

/** Increasing a position of someone else: the warning and its box, not ticked yet. */
export const foreignPositionFixture = {
  message:
    'This position belongs to 0x7099…79C8. You are not its owner or an approved operator: liquidity you add becomes theirs, and you cannot remove it or collect its fees.',
  label: 'I understand that I am adding liquidity to someone else’s position.',
  checked: false,
  onChange: noop,
};

/** The add and increase review: amounts with their dollar values, the pool's fee and price, the range. */
export const reviewLines: PriceFact[] = [
  { label: 'Pooled WETH', value: '1', detail: '$2,000.00' },
  { label: 'Pooled USDC', value: '2000', detail: '$2,000.00' },
  { label: 'Fee tier', value: '0.3%' },
  { label: 'Current price', value: '2000 USDC per WETH' },
  { label: 'Min Price', value: '1800.5 USDC per WETH' },
  { label: 'Max Price', value: '2200.1 USDC per WETH' },
];

export const addDialogLabels: LiquidityReviewDialogLabels = {
  ...dialogLabels,
  title: 'Add Liquidity',
  confirm: 'Add',
};
