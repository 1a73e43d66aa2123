// Issue #42 "the visible window": which prices the depth chart shows. It opens around the current
// price (and the chosen range, so a narrow stable-pair range is not a hair-thin band), and the
// zoom buttons, wheel and pinch scale it about a point while panning shifts it.
import { InvalidArgumentError } from '@dex/primitives';
import type { PriceRange } from './prices';

/** How much one press of zoom in (or out) narrows (or widens) the window. */
export const ZOOM_STEP = 1.5;

/** How far from the current price (as a factor) a range end is left out of the window. */
const OFF_SCALE = 1e6;

/** Share of the window's width left on each side of the range and the current price. */
const RANGE_MARGIN = 0.25;

/**
 * Half the default window's width around the current price, by tick spacing: ±0.5% at 1 (0.01%,
 * stable pairs), ±5% at 10, ±30% at 60, ±50% from 100 up.
 */
export function defaultWindowHalfWidth(tickSpacing: number): number {
  return Math.min(0.5, tickSpacing * 0.005);
}

export interface InitialWindowInput {
  readonly currentPrice: number;
  readonly tickSpacing: number;
  /** The chosen range; ends off the chart's scale (full range: 0 and ∞) are left out. */
  readonly range?: PriceRange | undefined;
}

function assertPrice(value: number, what: string): void {
  if (!(value > 0) || !Number.isFinite(value))
    throw new InvalidArgumentError(`Invalid ${what}: ${value}`);
}

/** The window the chart opens with. */
export function initialWindow({
  currentPrice,
  tickSpacing,
  range,
}: InitialWindowInput): PriceRange {
  assertPrice(currentPrice, 'current price');
  const half = defaultWindowHalfWidth(tickSpacing);
  let min = currentPrice * (1 - half);
  let max = currentPrice * (1 + half);
  // A full range's ends (near 0 and ∞) would squash everything else into one pixel.
  const shown = (price: number) =>
    price > currentPrice / OFF_SCALE && price < currentPrice * OFF_SCALE;
  if (range && (shown(range.min) || shown(range.max))) {
    const low = Math.min(currentPrice, shown(range.min) ? range.min : currentPrice);
    const high = Math.max(currentPrice, shown(range.max) ? range.max : currentPrice);
    const margin = (high - low) * RANGE_MARGIN;
    if (high > low) {
      min = low - margin;
      max = high + margin;
      if (min <= 0) min = low / 2;
    }
  }
  return { min, max };
}

/**
 * The window zoomed by `factor` about `anchor` (the pointer's price; the window's middle without
 * one): above 1 zooms in, below 1 out. Stays above zero.
 */
export function zoomWindow(window: PriceRange, factor: number, anchor?: number): PriceRange {
  if (!(factor > 0) || !Number.isFinite(factor))
    throw new InvalidArgumentError(`Invalid zoom factor: ${factor}`);
  const centre = anchor ?? (window.min + window.max) / 2;
  const min = centre - (centre - window.min) / factor;
  const max = centre + (window.max - centre) / factor;
  return { min: min > 0 ? min : Math.min(window.min, centre) / 2, max };
}

/** The window moved by `delta` in price (positive: towards higher prices), its width kept above zero. */
export function panWindow(window: PriceRange, delta: number): PriceRange {
  // Never past zero: a pan that would cross it stops halfway to it.
  const shift = window.min + delta > 0 ? delta : -window.min / 2;
  return { min: window.min + shift, max: window.max + shift };
}
