// @dex/ui-kit/charts: the liquidity depth chart and the price history chart (issue #42). A subpath
// of their own, so d3 and the chart code stay out of the root entry every page (/swap first)
// downloads; an app loads them with the pages that draw them.

export { CHART_FALLBACK_WIDTH, type ChartStatus } from './components/DepthChart/chartParts';
export {
  type ChartPriceRange,
  DepthChart,
  type DepthChartBar,
  type DepthChartLabels,
  type DepthChartProps,
  type DepthChartRange,
  type DepthChartZoom,
} from './components/DepthChart/DepthChart';
export {
  PriceHistoryChart,
  type PriceHistoryChartProps,
  type PriceHistoryLabels,
  type PriceHistoryPoint,
} from './components/PriceHistoryChart/PriceHistoryChart';
