// Issue #42 "price history without a server": the pool's average price per interval, read from its
// own oracle, as a line over time with the chosen (or a position's) range as a band over it.
import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import { useId, useMemo } from 'react';
import * as styles from '../DepthChart/chart.css';
import { ChartMessage, type ChartStatus, useElementWidth } from '../DepthChart/chartParts';

/** One point: the average price of the interval ending at `time` (unix seconds). */
export interface PriceHistoryPoint {
  readonly time: number;
  readonly price: number;
}

export interface PriceHistoryLabels {
  /** The chart's accessible name, e.g. "ETH price in USDC, last 24 hours". */
  readonly chart: string;
  readonly loading: string;
  /** No history yet (a new pool, or one whose oracle has a single observation). */
  readonly empty: string;
  readonly failed: string;
}

export interface PriceHistoryChartProps {
  readonly status: ChartStatus;
  readonly labels: PriceHistoryLabels;
  readonly points: readonly PriceHistoryPoint[];
  /** The range drawn as a band; an end off the prices shown runs to the chart's edge. */
  readonly range?: { readonly min: number; readonly max: number } | undefined;
  /** `in-range` / `out-of-range` colour the band as the position badge does; `brush` as the brush. */
  readonly rangeTone?: 'brush' | 'in-range' | 'out-of-range';
  readonly formatPrice: (price: number) => string;
  readonly formatTime: (time: number) => string;
  readonly height?: number;
}

const MARGIN = { top: 8, right: 8, bottom: 22, left: 56 };
/** How far beyond the prices the band may widen the price axis (a factor of their spread). */
const BAND_REACH = 0.5;

export function PriceHistoryChart(props: PriceHistoryChartProps) {
  const { status, labels, height = 180 } = props;
  const [frameRef, width] = useElementWidth<HTMLDivElement>();
  const ready = status === 'ready' && props.points.length > 1;
  return (
    <div ref={frameRef} className={styles.frame}>
      {ready ? (
        <HistoryPlot {...props} width={width} height={height} />
      ) : (
        <ChartMessage
          status={status === 'ready' ? 'empty' : status}
          text={
            status === 'loading'
              ? labels.loading
              : status === 'failed'
                ? labels.failed
                : labels.empty
          }
          height={height}
        />
      )}
    </div>
  );
}

function HistoryPlot(
  props: PriceHistoryChartProps & { readonly width: number; readonly height: number },
) {
  const { points, range, width, height, labels } = props;
  const clipId = useId();
  const plotRight = Math.max(MARGIN.left + 1, width - MARGIN.right);
  const plotBottom = height - MARGIN.bottom;

  const drawing = useMemo(() => {
    const times = points.map((point) => point.time);
    const prices = points.map((point) => point.price);
    let low = Math.min(...prices);
    let high = Math.max(...prices);
    const spread = high - low || Math.abs(high) * 0.01 || 1;
    // The band's ends widen the axis while they stay near the prices; farther ends run off it.
    if (range) {
      if (range.min >= low - spread * BAND_REACH) low = Math.min(low, range.min);
      if (range.max <= high + spread * BAND_REACH) high = Math.max(high, range.max);
    }
    const pad = (high - low || spread) * 0.08;
    const x = scaleLinear()
      .domain([Math.min(...times), Math.max(...times)])
      .range([MARGIN.left, plotRight]);
    const y = scaleLinear()
      .domain([low - pad, high + pad])
      .range([plotBottom, MARGIN.top])
      .nice(4);
    const path = line<PriceHistoryPoint>()
      .x((point) => x(point.time))
      .y((point) => y(point.price))(points);
    return { x, y, path };
  }, [points, range, plotRight, plotBottom]);

  const { x, y, path } = drawing;
  const tone = props.rangeTone ?? 'brush';
  const bandTop = range ? Math.max(MARGIN.top, y(range.max)) : 0;
  const bandBottom = range ? Math.min(plotBottom, y(range.min)) : 0;
  const first = points[0] as PriceHistoryPoint;
  const last = points[points.length - 1] as PriceHistoryPoint;

  return (
    <svg className={styles.svg} width={width} height={height} role="img" aria-label={labels.chart}>
      <title>{`${labels.chart}: ${props.formatPrice(first.price)} → ${props.formatPrice(last.price)}`}</title>
      <defs>
        <clipPath id={clipId}>
          <rect
            x={MARGIN.left}
            y={MARGIN.top}
            width={plotRight - MARGIN.left}
            height={plotBottom - MARGIN.top}
          />
        </clipPath>
      </defs>
      {y.ticks(4).map((tick) => (
        <g key={tick}>
          <line
            className={styles.gridLine}
            x1={MARGIN.left}
            x2={plotRight}
            y1={y(tick)}
            y2={y(tick)}
          />
          <text
            className={styles.axisText}
            x={MARGIN.left - 6}
            y={y(tick)}
            dy="0.32em"
            textAnchor="end"
          >
            {props.formatPrice(tick)}
          </text>
        </g>
      ))}
      {x.ticks(Math.max(2, Math.floor((plotRight - MARGIN.left) / 110))).map((tick) => (
        <text key={tick} className={styles.axisText} x={x(tick)} y={height - 6} textAnchor="middle">
          {props.formatTime(tick)}
        </text>
      ))}
      <g clipPath={`url(#${clipId})`}>
        {range && bandBottom > bandTop ? (
          <rect
            className={styles.band[tone]}
            style={{ pointerEvents: 'none' }}
            x={MARGIN.left}
            y={bandTop}
            width={plotRight - MARGIN.left}
            height={bandBottom - bandTop}
            data-testid="history-range"
            data-tone={tone}
          />
        ) : null}
        {path ? <path className={styles.priceLine} d={path} data-testid="history-line" /> : null}
      </g>
    </svg>
  );
}
