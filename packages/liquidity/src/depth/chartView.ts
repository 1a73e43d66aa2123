// Issue #42: what the depth chart and the price history chart show on /add, /increase and
// /pool/{id}, from the page's pair, pool, range and reads (any UI kit's charts of this shape). The
// brush speaks the range fields' language: a handle moved types its end's price as the step
// buttons do (the snapped tick's price to 6 digits), so the fields, the review and the mint all
// take the tick the handle shows.
import { formatSignedPercent, type Translator } from '@dex/primitives';
import type { Price, Token } from '@uniswap/sdk-core';
import type { FeeAmount, Pool } from '@uniswap/v3-sdk';
import { isV3Fee, type PoolResult, PoolState } from '../pools';
import {
  type RangeInfo,
  type RangeTypedValue,
  rangeFromTicks,
  tickPriceText,
  tickSpacing,
} from '../range';
import { type DepthBar, depthBars, type LiquidityInterval } from './activeLiquidity';
import { DEPTH_READ_PRICE_FACTOR } from './chartReads';
import type { PricePoint } from './priceHistory';
import {
  type DepthPair,
  nearestUsableTickOfPrice,
  type PriceRange,
  snapDisplayPrice,
  stepDisplayPrice,
  tickToDisplayPrice,
  usableTickLimits,
} from './prices';
import { initialWindow, ZOOM_STEP, zoomWindow } from './window';

/** Bars across the visible window: fine enough to see the ticks, few enough to draw in a frame. */
export const DEPTH_BAR_COUNT = 80;

/** Significant digits of a chart price (the add page's, spec §9). */
const PRICE_DIGITS = 6;

export type DepthChartMessage =
  | 'depthChart.title'
  | 'depthChart.loading'
  | 'depthChart.empty'
  | 'depthChart.failed'
  | 'depthChart.zoomIn'
  | 'depthChart.zoomOut'
  | 'depthChart.zoomReset'
  | 'priceHistory.title'
  | 'priceHistory.loading'
  | 'priceHistory.empty'
  | 'priceHistory.failed'
  | 'addLiquidity.minPrice'
  | 'addLiquidity.maxPrice';

/** The chart's display direction: prices of `base` in `quote`, as the page's range fields show. */
export function depthPairOf(base: Token, quote: Token, fee: FeeAmount): DepthPair {
  const [token0, token1] = base.sortsBefore(quote) ? [base, quote] : [quote, base];
  return {
    decimals0: token0.decimals,
    decimals1: token1.decimals,
    tickSpacing: tickSpacing(fee),
    // Not inverted: token0 priced in token1, the pool's own direction.
    inverted: !base.sortsBefore(quote),
  };
}

/** A price as a chart number (plain numbers are enough for pixels; the fields keep exact text). */
export function chartPrice(price: Price<Token, Token> | undefined): number | undefined {
  if (!price) return undefined;
  const value = Number(price.toSignificant(12));
  return value > 0 && Number.isFinite(value) ? value : undefined;
}

/** The typed value of a range end at `tick`: the tier's limit, or its price as the steps type it. */
function typedEnd(base: Token, quote: Token, pair: DepthPair, tick: number): RangeTypedValue {
  const limits = usableTickLimits(pair.tickSpacing);
  if (tick === limits.tickLower || tick === limits.tickUpper) return true;
  return tickPriceText(base, quote, tick);
}

/**
 * The range fields' typed values for a brushed price range (min and max in the display
 * direction): each end snapped to its usable tick, so re-reading the text lands on that tick.
 */
export function rangeTypedOfPrices(
  prices: PriceRange,
  input: { readonly base: Token; readonly quote: Token; readonly fee: FeeAmount },
): { readonly left: RangeTypedValue; readonly right: RangeTypedValue } {
  const pair = depthPairOf(input.base, input.quote, input.fee);
  return {
    left: typedEnd(input.base, input.quote, pair, nearestUsableTickOfPrice(prices.min, pair)),
    right: typedEnd(input.base, input.quote, pair, nearestUsableTickOfPrice(prices.max, pair)),
  };
}

/** The pool and range a page draws charts for, in the page's price direction (base in quote). */
export interface PoolChartSubject {
  readonly base: Token;
  readonly quote: Token;
  readonly fee: FeeAmount;
  /** Undefined while the pool loads; null when it does not exist (nothing to draw). */
  readonly pool: Pool | null | undefined;
  readonly current: Price<Token, Token> | undefined;
  readonly range: RangeInfo | undefined;
}

/** /add and /increase: the form's pair, tier, pool and range; undefined until a pool can exist. */
export function addChartSubject(input: {
  readonly pair: { readonly base: Token; readonly quote: Token } | undefined;
  readonly fee: number | undefined;
  readonly poolResult: PoolResult;
  readonly current: Price<Token, Token> | undefined;
  readonly range: RangeInfo | undefined;
}): PoolChartSubject | undefined {
  const { pair, fee, poolResult } = input;
  if (!pair || !isV3Fee(fee) || poolResult.state === PoolState.INVALID) return undefined;
  return {
    ...pair,
    fee,
    pool: poolResult.state === PoolState.LOADING ? undefined : poolResult.pool,
    current: input.current,
    range: input.range,
  };
}

/**
 * /pool/{id}: the position's pool and range in the direction the page shows its prices (not
 * inverted: token0 in token1, as `positionPriceRange`).
 */
export function positionChartSubject(
  pool: Pool | null,
  position: { readonly tickLower: number; readonly tickUpper: number },
  inverted: boolean,
): PoolChartSubject | undefined {
  if (!pool) return undefined;
  const [base, quote] = inverted ? [pool.token1, pool.token0] : [pool.token0, pool.token1];
  const fee = pool.fee;
  return {
    base,
    quote,
    fee,
    pool,
    current: pool.priceOf(base),
    range: rangeFromTicks({ base, quote, fee, ...position, tickCurrent: pool.tickCurrent }),
  };
}

export interface DepthChartInput {
  readonly base: Token;
  readonly quote: Token;
  readonly fee: FeeAmount;
  /** The pool's price of base in quote; undefined while it loads or when the pool has none. */
  readonly current: Price<Token, Token> | undefined;
  /** The pool does not exist yet, or holds no liquidity: nothing to draw. */
  readonly empty: boolean;
  readonly intervals: readonly LiquidityInterval[] | null | undefined;
  /** The range as the form snapped it (left = min price, right = max price). */
  readonly range: RangeInfo | undefined;
  /** The window the user zoomed or panned to; undefined: the one the chart opens with. */
  readonly window: PriceRange | undefined;
  /** `brush`: the range can be set (/add); `position`: a fixed range is drawn (/increase, /pool). */
  readonly mode: 'brush' | 'position';
  readonly locale: string;
  readonly onRange?: (typed: { left: RangeTypedValue; right: RangeTypedValue }) => void;
  readonly onWindow?: (window: PriceRange | undefined) => void;
}

/**
 * The range drawn, in display prices: the form's ends where they are set (an end at the tier's
 * limit at the limit's price, drawn at the chart's edge); on /add an end not typed yet is proposed
 * (the middle half of the opening window), and moving either handle types both into the fields.
 */
function shownRange(
  input: DepthChartInput,
  pair: DepthPair,
  currentPrice: number,
  extremes: PriceRange,
) {
  const { range } = input;
  if (input.mode === 'position' && (range?.leftTick === undefined || range.rightTick === undefined))
    return undefined;
  const opening = initialWindow({ currentPrice, tickSpacing: pair.tickSpacing });
  const quarter = (opening.max - opening.min) / 4;
  const end = (tick: number | undefined, atLimit: boolean, limit: number, proposal: number) =>
    atLimit
      ? limit
      : tick === undefined
        ? snapDisplayPrice(proposal, pair).price
        : tickToDisplayPrice(tick, pair);
  const minAtLimit = range?.leftTick !== undefined && range.leftAtLimit;
  const maxAtLimit = range?.rightTick !== undefined && range.rightAtLimit;
  return {
    min: end(range?.leftTick, minAtLimit, extremes.min, opening.min + quarter),
    max: end(range?.rightTick, maxAtLimit, extremes.max, opening.max - quarter),
    minAtLimit,
    maxAtLimit,
  };
}

/**
 * The bars last drawn for each read of intervals: a moved handle re-renders the page on every
 * pointer move, and the same read and window give the same bars (the same array, so a chart that
 * memoises its drawing on them does not redraw the liquidity).
 */
const lastBars = new WeakMap<
  readonly LiquidityInterval[],
  { readonly key: string; readonly bars: readonly DepthBar[] }
>();

function barsOf(
  intervals: readonly LiquidityInterval[],
  pair: DepthPair,
  window: PriceRange,
): readonly DepthBar[] {
  const key = `${window.min}:${window.max}:${pair.decimals0}:${pair.decimals1}:${pair.tickSpacing}:${pair.inverted}`;
  const last = lastBars.get(intervals);
  if (last?.key === key) return last.bars;
  const bars = depthBars({ intervals, pair, window, count: DEPTH_BAR_COUNT });
  lastBars.set(intervals, { key, bars });
  return bars;
}

/** The depth chart's props as any UI kit's chart of this shape takes them (ui-kit DepthChart). */
export interface DepthChartView {
  readonly status: 'loading' | 'empty' | 'failed' | 'ready';
  readonly labels: Readonly<Record<DepthChartLabel, string>>;
  readonly bars: readonly DepthBar[];
  readonly currentPrice: number | undefined;
  readonly window: PriceRange;
  readonly range:
    | (PriceRange & { readonly minAtLimit: boolean; readonly maxAtLimit: boolean })
    | undefined;
  /** The lowest and highest prices a handle can take. */
  readonly limits: PriceRange;
  readonly mode?: 'brush' | 'positionRange';
  readonly positionStatus?: 'in-range' | 'out-of-range';
  readonly formatPrice: (price: number) => string;
  readonly formatPercent: (percent: number) => string;
  readonly snapPrice?: (price: number) => number;
  readonly stepPrice?: (price: number, direction: 1 | -1) => number;
  readonly onRangeChange?: (range: PriceRange) => void;
  readonly onWindowChange?: (window: PriceRange) => void;
  readonly onZoom?: (zoom: 'in' | 'out' | 'reset') => void;
}

type DepthChartLabel =
  | 'chart'
  | 'loading'
  | 'empty'
  | 'failed'
  | 'minHandle'
  | 'maxHandle'
  | 'minLimit'
  | 'maxLimit'
  | 'zoomIn'
  | 'zoomOut'
  | 'zoomReset';

/** The depth chart for the page's pool and range. */
export function depthChartView(
  t: Translator<DepthChartMessage>,
  input: DepthChartInput,
): DepthChartView {
  const labels = {
    chart: t('depthChart.title'),
    loading: t('depthChart.loading'),
    empty: t('depthChart.empty'),
    failed: t('depthChart.failed'),
    minHandle: t('addLiquidity.minPrice'),
    maxHandle: t('addLiquidity.maxPrice'),
    minLimit: '0',
    maxLimit: '∞',
    zoomIn: t('depthChart.zoomIn'),
    zoomOut: t('depthChart.zoomOut'),
    zoomReset: t('depthChart.zoomReset'),
  };
  const pair = depthPairOf(input.base, input.quote, input.fee);
  const currentPrice = chartPrice(input.current);
  const priceFormat = new Intl.NumberFormat(input.locale, {
    maximumSignificantDigits: PRICE_DIGITS,
  });
  const formatPrice = (price: number) => priceFormat.format(price);
  const formatPercent = (percent: number) =>
    formatSignedPercent(Number(percent.toFixed(2)), input.locale) ?? '';
  const bounds = { min: 0, max: Number.POSITIVE_INFINITY };
  const noLiquidity =
    input.intervals?.every((interval) => interval.liquidity === 0n) === true ||
    (input.intervals && currentPrice === undefined);
  const status =
    input.empty || noLiquidity
      ? ('empty' as const)
      : input.intervals === null
        ? ('failed' as const)
        : input.intervals === undefined || currentPrice === undefined
          ? ('loading' as const)
          : ('ready' as const);
  const base = {
    status,
    labels,
    formatPrice,
    formatPercent,
    bars: [],
    currentPrice,
    limits: bounds,
  };
  if (status !== 'ready' || currentPrice === undefined || !input.intervals)
    return { ...base, window: bounds, range: undefined };

  const limits = usableTickLimits(pair.tickSpacing);
  const extremes = {
    min: tickToDisplayPrice(pair.inverted ? limits.tickUpper : limits.tickLower, pair),
    max: tickToDisplayPrice(pair.inverted ? limits.tickLower : limits.tickUpper, pair),
  };
  const range = shownRange(input, pair, currentPrice, extremes);
  const window =
    input.window ??
    initialWindow({
      currentPrice,
      tickSpacing: pair.tickSpacing,
      range: range && { min: range.min, max: range.max },
    });
  const reach = {
    min: currentPrice / DEPTH_READ_PRICE_FACTOR,
    max: currentPrice * DEPTH_READ_PRICE_FACTOR,
  };
  // Zooming out stops where the tick read stops: beyond it the liquidity is not known.
  const withinReach = (next: PriceRange): PriceRange => ({
    min: Math.max(reach.min, next.min),
    max: Math.min(reach.max, next.max),
  });
  const brush = input.mode === 'brush' && input.onRange !== undefined;
  const onRange = input.onRange;
  return {
    ...base,
    bars: barsOf(input.intervals, pair, window),
    window,
    range,
    limits: extremes,
    mode: brush ? ('brush' as const) : ('positionRange' as const),
    positionStatus: input.range?.outOfRange ? ('out-of-range' as const) : ('in-range' as const),
    snapPrice: (price: number) => snapDisplayPrice(price, pair).price,
    stepPrice: (price: number, direction: 1 | -1) => stepDisplayPrice(price, direction, pair),
    ...(brush && onRange
      ? {
          onRangeChange: (prices: PriceRange) => onRange(rangeTypedOfPrices(prices, input)),
        }
      : {}),
    ...(input.onWindow
      ? {
          onWindowChange: (next: PriceRange) => input.onWindow?.(withinReach(next)),
          onZoom: (zoom: 'in' | 'out' | 'reset') =>
            input.onWindow?.(
              zoom === 'reset'
                ? undefined
                : withinReach(zoomWindow(window, zoom === 'in' ? ZOOM_STEP : 1 / ZOOM_STEP)),
            ),
        }
      : {}),
  };
}

export interface PriceHistoryInput {
  readonly base: Token;
  readonly quote: Token;
  /** The pool's series (pool direction); undefined loading, null failed. */
  readonly points: readonly PricePoint[] | null | undefined;
  readonly empty: boolean;
  readonly range: RangeInfo | undefined;
  readonly fee: FeeAmount;
  readonly tone: 'brush' | 'in-range' | 'out-of-range';
  readonly locale: string;
}

/** The price history chart's props (ui-kit PriceHistoryChart's shape). */
export function priceHistoryView(t: Translator<DepthChartMessage>, input: PriceHistoryInput) {
  const pair = depthPairOf(input.base, input.quote, input.fee);
  const priceFormat = new Intl.NumberFormat(input.locale, {
    maximumSignificantDigits: PRICE_DIGITS,
  });
  const timeFormat = new Intl.DateTimeFormat(input.locale, { hour: '2-digit', minute: '2-digit' });
  const { range } = input;
  const status = input.empty
    ? ('empty' as const)
    : input.points === null
      ? ('failed' as const)
      : input.points === undefined
        ? ('loading' as const)
        : input.points.length < 2
          ? ('empty' as const)
          : ('ready' as const);
  return {
    status,
    labels: {
      chart: t('priceHistory.title'),
      loading: t('priceHistory.loading'),
      empty: t('priceHistory.empty'),
      failed: t('priceHistory.failed'),
    },
    // The reads are in the pool's direction; the page may show the pair the other way round.
    points: (input.points ?? []).map((point) => ({
      time: point.time,
      price: tickToDisplayPrice(point.averageTick, pair),
    })),
    range:
      range && !range.invalidRange && range.leftTick !== undefined && range.rightTick !== undefined
        ? {
            min: range.leftAtLimit ? 0 : tickToDisplayPrice(range.leftTick, pair),
            max: range.rightAtLimit
              ? Number.POSITIVE_INFINITY
              : tickToDisplayPrice(range.rightTick, pair),
          }
        : undefined,
    rangeTone: input.tone,
    formatPrice: (price: number) => priceFormat.format(price),
    formatTime: (time: number) => timeFormat.format(new Date(time * 1000)),
  };
}
