// Story and test data: a day of half-hourly average prices that drift and swing like a pool's.
import type { PriceHistoryLabels, PriceHistoryPoint } from './PriceHistoryChart';

export const historyLabels: PriceHistoryLabels = {
  chart: 'ETH price in USDC, last 24 hours',
  loading: 'Loading price history…',
  empty: 'No price history yet.',
  failed: 'The price history could not be read.',
};

/** `count` points ending at `end`, `step` seconds apart, around `price`. */
export function samplePoints(
  price: number,
  { end = 1_767_225_600, step = 1_800, count = 48, swing = 0.04 } = {},
): PriceHistoryPoint[] {
  return Array.from({ length: count }, (_, index) => ({
    time: end - step * (count - 1 - index),
    price: price * (1 + swing * Math.sin(index / 5) + (swing / 3) * Math.cos(index / 2)),
  }));
}

export const formatHistoryPrice = (price: number) =>
  price.toLocaleString('en-US', { maximumSignificantDigits: 5 });

export const formatHour = (time: number) => new Date(time * 1_000).toISOString().slice(11, 16);
