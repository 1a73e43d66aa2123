import { createTranslator } from '@dex/primitives';
import { Token } from '@uniswap/sdk-core';
import { FeeAmount } from '@uniswap/v3-sdk';
import { describe, expect, it, vi } from 'vitest';
import { computeRange } from '../range';
import { type RangeSelectorMessage, rangeSelectorView } from './rangeSelectorView';

// The app's English texts of these keys.
const t = createTranslator<RangeSelectorMessage>(
  {
    'addLiquidity.pricePer': '{quote} per {base}',
    'addLiquidity.minPrice': 'Min Price',
    'addLiquidity.maxPrice': 'Max Price',
    'addLiquidity.decrease': 'Decrease {label} by {step}',
    'addLiquidity.increase': 'Increase {label} by {step}',
    'addLiquidity.priceRange': 'Set Price Range',
    'addLiquidity.fullRange': 'Full Range',
    'addLiquidity.invalidRange': 'Invalid range',
  },
  undefined,
);
const WETH = new Token(31337, '0x5FbDB2315678afecb367f032d93F642f64180aa3', 18, 'WETH');
const USDC = new Token(31337, '0xc6e7DF5E7b4f2A278906862b61205850344D4e7d', 6, 'USDC');
const pair = { base: WETH, quote: USDC };

const view = (
  left: string | true,
  right: string | true,
  fee: FeeAmount | null = FeeAmount.MEDIUM,
  onType = vi.fn(),
) =>
  rangeSelectorView(t, {
    pair,
    fee: fee ?? undefined,
    range: fee === null ? undefined : computeRange({ ...pair, fee, left, right }),
    left,
    right,
    tickCurrent: undefined,
    current: undefined,
    onType,
    onFullRange: vi.fn(),
    baseSymbol: 'WETH',
    quoteSymbol: 'USDC',
    locale: 'en',
  });

describe('rangeSelectorView (spec 001 §2 price range)', () => {
  it('shows a full range as 0 and ∞, each end with its unit and twice the fee as its step', () => {
    const props = view(true, true);
    expect([props.min.value, props.max.value]).toEqual(['0', '∞']);
    expect(props.min.unit).toBe('USDC per WETH');
    expect(props.min.step).toBe('0.6%');
    expect(props.max.incrementLabel).toBe('Increase Max Price by 0.6%');
    expect(props.currentPrice).toBeUndefined();
    expect(props.warning).toBeUndefined();
  });

  it('disables both ends for a tier the factory lacks', () => {
    const props = view('1000', '2000', null);
    expect([props.min.disabled, props.max.disabled, props.min.step]).toEqual([true, true, '']);
  });

  it('warns of an inverted range and snaps a typed end to its usable tick on commit', () => {
    expect(view('2000', '1000').warning).toBe('Invalid range');
    const onType = vi.fn();
    view('1000', '2000', FeeAmount.MEDIUM, onType).min.onCommit();
    const [side, snapped] = onType.mock.calls[0] ?? [];
    expect(side).toBe('left');
    expect(Number(snapped)).toBeCloseTo(1000, -1);
  });
});
