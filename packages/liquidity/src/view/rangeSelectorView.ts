// A range selector's props from a typed range (spec 001 §2 add page: range step buttons move by
// one tick spacing and show twice the fee; ends snap to usable ticks on blur; full range shows 0
// and ∞; the invalid-range and out-of-range warnings). For any page that picks a V3 range over
// this package's range rules: the add page and the migrate page.
import {
  formatSignedPercent,
  formatSignificantText,
  localizeDecimal,
  localizeNumberText,
  type Translator,
} from '@dex/primitives';
import type { Price, Token } from '@uniswap/sdk-core';
import type { FeeAmount } from '@uniswap/v3-sdk';
import {
  type RangeInfo,
  type RangeTypedValue,
  rangePercents,
  stepLabel,
  stepPrice,
} from '../range';

/** Spec §9: prices on the add page to 6 significant digits. */
const PRICE_DIGITS = 6;
const plainPrice = (value: Price<Token, Token> | undefined) =>
  formatSignificantText(value, PRICE_DIGITS);

/** The messages a range selector asks for. */
export type RangeSelectorMessage =
  | 'addLiquidity.pricePer'
  | 'addLiquidity.minPrice'
  | 'addLiquidity.maxPrice'
  | 'addLiquidity.decrease'
  | 'addLiquidity.increase'
  | 'addLiquidity.priceRange'
  | 'addLiquidity.currentPrice'
  | 'addLiquidity.fullRange'
  | 'addLiquidity.invalidRange'
  | 'addLiquidity.outOfRange';

export interface RangeSelectorInput {
  readonly pair: { readonly base: Token; readonly quote: Token };
  /** Undefined for a tier the route names but the factory lacks: the ends are disabled. */
  readonly fee: FeeAmount | undefined;
  readonly range: RangeInfo | undefined;
  /** The typed ends (true for an end at the tier's limit). */
  readonly left: RangeTypedValue;
  readonly right: RangeTypedValue;
  readonly tickCurrent: number | undefined;
  readonly current: Price<Token, Token> | undefined;
  readonly onType: (side: 'left' | 'right', typedValue: RangeTypedValue) => void;
  readonly onFullRange: () => void;
  /** Symbols as shown (the native coin's for its wrapped token). */
  readonly baseSymbol: string;
  readonly quoteSymbol: string;
  readonly locale: string;
}

/** One end of the range as a form shows it (any UI kit's range end of this shape). */
export interface RangeEndView {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onCommit: () => void;
  readonly onDecrement: () => void;
  readonly onIncrement: () => void;
  readonly decrementLabel: string;
  readonly incrementLabel: string;
  readonly unit: string;
  readonly step: string;
  readonly percent: string | undefined;
  readonly disabled: boolean;
}

/** The range selector as a form shows it. */
export interface RangeSelectorView {
  readonly title: string;
  readonly currentPrice: string | undefined;
  readonly min: RangeEndView;
  readonly max: RangeEndView;
  readonly fullRange: { readonly label: string; readonly onClick: () => void };
  readonly warning: string | undefined;
}

// @spec 001 §2.4 Range step buttons move by one
// @spec 001 §8.7 Warnings
export function rangeSelectorView(
  t: Translator<RangeSelectorMessage>,
  input: RangeSelectorInput,
): RangeSelectorView {
  const { range, pair, fee } = input;
  const unit = t('addLiquidity.pricePer', { quote: input.quoteSymbol, base: input.baseSymbol });
  const step = fee === undefined ? '' : localizeNumberText(stepLabel(fee), input.locale);
  const percents = range ? rangePercents(range, input.current) : undefined;
  const end = (side: 'left' | 'right'): RangeEndView => {
    const label = t(side === 'left' ? 'addLiquidity.minPrice' : 'addLiquidity.maxPrice');
    const tick = side === 'left' ? range?.leftTick : range?.rightTick;
    const typed = side === 'left' ? input.left : input.right;
    const atLimit = side === 'left' ? range?.leftAtLimit : range?.rightAtLimit;
    const shown = side === 'left' ? range?.leftPrice : range?.rightPrice;
    const stepTo = (direction: 1 | -1) => {
      if (fee === undefined) return;
      const next = stepPrice({ ...pair, fee, tick, tickCurrent: input.tickCurrent, direction });
      if (next !== undefined) input.onType(side, next);
    };
    return {
      label,
      // An input keeps the "." decimal; a full-range end shows 0 or ∞.
      value: typed === true ? (atLimit && side === 'left' ? '0' : '∞') : typed,
      onChange: (value) => input.onType(side, value),
      onCommit: () => {
        if (typeof typed === 'string' && typed !== '' && shown) {
          input.onType(side, plainPrice(shown));
        }
      },
      onDecrement: () => stepTo(-1),
      onIncrement: () => stepTo(1),
      decrementLabel: t('addLiquidity.decrease', { label, step }),
      incrementLabel: t('addLiquidity.increase', { label, step }),
      unit,
      step,
      percent: formatSignedPercent(
        side === 'left' ? percents?.left : percents?.right,
        input.locale,
      ),
      disabled: fee === undefined,
    };
  };
  return {
    title: t('addLiquidity.priceRange'),
    currentPrice: input.current
      ? t('addLiquidity.currentPrice', {
          price: localizeDecimal(plainPrice(input.current), input.locale),
          unit,
        })
      : undefined,
    min: end('left'),
    max: end('right'),
    fullRange: { label: t('addLiquidity.fullRange'), onClick: input.onFullRange },
    warning: range?.invalidRange
      ? t('addLiquidity.invalidRange')
      : range?.outOfRange
        ? t('addLiquidity.outOfRange')
        : undefined,
  };
}
