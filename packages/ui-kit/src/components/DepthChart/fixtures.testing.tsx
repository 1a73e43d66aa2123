// Story and test data: a pool's liquidity shaped like a real one (most of it near the price, some
// wide positions), the tick grid a 0.3% and a 0.01% tier snap to, and a chart that keeps its own
// state as the app's atoms would (the kit itself keeps none).
import { useState } from 'react';
import {
  type ChartPriceRange,
  DepthChart,
  type DepthChartBar,
  type DepthChartLabels,
  type DepthChartProps,
  type DepthChartZoom,
} from './DepthChart';

export const depthLabels: DepthChartLabels = {
  chart: 'Liquidity by price',
  loading: 'Loading liquidity…',
  empty: 'There is no liquidity data.',
  failed: 'The pool’s liquidity could not be read. You can still type a range.',
  minHandle: 'Min price',
  maxHandle: 'Max price',
  minLimit: '0',
  maxLimit: '∞',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomReset: 'Reset',
};

/** Bars from `from` to `to` around `centre`: a peak near the price over a wide, thin base. */
export function sampleBars(from: number, to: number, centre: number, count = 120): DepthChartBar[] {
  const width = (to - from) / count;
  return Array.from({ length: count }, (_, index) => {
    const priceLower = from + width * index;
    const middle = priceLower + width / 2;
    const distance = (middle - centre) / (to - from);
    const liquidity =
      1e18 *
      (Math.exp(-(distance * distance) / 0.004) + 0.25 * Math.exp(-(distance * distance) / 0.08));
    return { priceLower, priceUpper: priceLower + width, liquidity };
  });
}

const LOG_TICK = Math.log(1.0001);

/** A price snapped to the tick grid of `spacing` (decimals already in the price). */
export function snapToSpacing(spacing: number): (price: number) => number {
  return (price) => 1.0001 ** (Math.round(Math.log(price) / LOG_TICK / spacing) * spacing);
}

/** One spacing up or down from a price, on the grid. */
export function stepOnSpacing(spacing: number): (price: number, direction: 1 | -1) => number {
  return (price, direction) =>
    1.0001 ** ((Math.round(Math.log(price) / LOG_TICK / spacing) + direction) * spacing);
}

export const formatPrice = (price: number) =>
  price.toLocaleString('en-US', { maximumSignificantDigits: 5 });

export const formatPercent = (percent: number) =>
  `${percent > 0 ? '+' : ''}${percent.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

function zoomed(window: ChartPriceRange, zoom: DepthChartZoom, initial: ChartPriceRange) {
  if (zoom === 'reset') return initial;
  const factor = zoom === 'in' ? 1.5 : 1 / 1.5;
  const centre = (window.min + window.max) / 2;
  const min = centre - (centre - window.min) / factor;
  return { min: min > 0 ? min : window.min / 2, max: centre + (window.max - centre) / factor };
}

/** The chart with its range and window kept in state, as an app would wire it. */
export function StatefulDepthChart(props: DepthChartProps) {
  const [range, setRange] = useState(props.range);
  const [window, setWindow] = useState(props.window);
  return (
    <DepthChart
      {...props}
      range={range}
      window={window}
      onRangeChange={(next) => {
        setRange(next);
        props.onRangeChange?.(next);
      }}
      onWindowChange={setWindow}
      onZoom={(zoom) => setWindow((shown) => zoomed(shown, zoom, props.window))}
    />
  );
}
