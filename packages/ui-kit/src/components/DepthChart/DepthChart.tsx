// Issue #42: the pool's liquidity by price with the chosen range as a brush of two handles. d3
// gives the scales, the liquidity shape and wheel / pinch zoom; the handles and the band are
// dragged with pointer events (mouse, pen and touch alike) and are keyboard sliders. The kit
// knows no tick maths: snapping and stepping come in as functions, so what a handle reports is
// what the app's range fields take.
import { scaleLinear } from 'd3-scale';
import { select } from 'd3-selection';
import { area, curveStepAfter } from 'd3-shape';
import { type D3ZoomEvent, type ZoomBehavior, zoom, zoomIdentity } from 'd3-zoom';
import {
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
} from 'react';
import { flushSync } from 'react-dom';
import * as styles from './chart.css';
import { ChartMessage, type ChartStatus, useElementWidth } from './chartParts';

/** One bar: a price range and the liquidity over it. */
export interface DepthChartBar {
  readonly priceLower: number;
  readonly priceUpper: number;
  readonly liquidity: number;
}

/** Prices the chart shows or a range spans, `min` below `max`. */
export interface ChartPriceRange {
  readonly min: number;
  readonly max: number;
}

/** The chosen range; an end at the pool's limit (a full range's 0 and ∞) sits at the chart's edge. */
export interface DepthChartRange extends ChartPriceRange {
  readonly minAtLimit?: boolean;
  readonly maxAtLimit?: boolean;
}

export interface DepthChartLabels {
  /** The chart's accessible name, e.g. "Liquidity by price". */
  readonly chart: string;
  readonly loading: string;
  /** An empty pool, e.g. "There is no liquidity data." */
  readonly empty: string;
  readonly failed: string;
  readonly minHandle: string;
  readonly maxHandle: string;
  /** What an end at the pool's limit reads as: "0" and "∞". */
  readonly minLimit: string;
  readonly maxLimit: string;
  readonly zoomIn: string;
  readonly zoomOut: string;
  readonly zoomReset: string;
}

export type DepthChartZoom = 'in' | 'out' | 'reset';

export interface DepthChartProps {
  readonly status: ChartStatus;
  readonly labels: DepthChartLabels;
  readonly bars: readonly DepthChartBar[];
  readonly currentPrice: number | undefined;
  /** The visible prices. */
  readonly window: ChartPriceRange;
  readonly range: DepthChartRange | undefined;
  /** The lowest and highest prices a handle can take (the sliders' aria-valuemin / max). */
  readonly limits: ChartPriceRange;
  /** `brush` (default) lets the range be set; `positionRange` only draws a position's range. */
  readonly mode?: 'brush' | 'positionRange';
  /** In `positionRange` mode: the badge's state, which colours the range. */
  readonly positionStatus?: 'in-range' | 'out-of-range';
  readonly formatPrice: (price: number) => string;
  /** Percent from the current price (e.g. -12.5), written for the handle labels. */
  readonly formatPercent: (percent: number) => string;
  /** A dragged price to the nearest price the range can take (a usable tick's); as is without. */
  readonly snapPrice?: (price: number) => number;
  /** One keyboard step (one tick spacing) up (1) or down (-1) from a price. */
  readonly stepPrice?: (price: number, direction: 1 | -1) => number;
  readonly onRangeChange?: (range: ChartPriceRange) => void;
  /** Wheel, pinch or a drag on the chart's background moved the visible prices. */
  readonly onWindowChange?: (window: ChartPriceRange) => void;
  /** The zoom buttons; without it they are not shown. */
  readonly onZoom?: (zoom: DepthChartZoom) => void;
  /** The drawing's height in CSS pixels. */
  readonly height?: number;
}

const LABEL_STRIP = 34;
const BOTTOM_GAP = 4;
const HANDLE_HIT_WIDTH = 24;
const GRIP_WIDTH = 8;
const GRIP_HEIGHT = 28;

type DragTarget = 'min' | 'max' | 'range';

interface Drag {
  readonly target: DragTarget;
  readonly pointerId: number;
  readonly startX: number;
  readonly startRange: ChartPriceRange;
}

/**
 * A slider value as ARIA takes it: a plain decimal. A pool's limit prices (about 1e-27 or 1e50)
 * would otherwise be written in exponent notation, which ARIA does not read as a number.
 */
const ariaDecimal = new Intl.NumberFormat('en-US', {
  useGrouping: false,
  maximumSignificantDigits: 17,
});
// React types these attributes as numbers and would write them with String(), exponents and all;
// the decimal text is what ARIA asks for, so it goes in as the attribute's text.
const ariaNumber = (value: number) => ariaDecimal.format(value) as unknown as number;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

export function DepthChart(props: DepthChartProps) {
  const { status, labels, height = 200 } = props;
  const [frameRef, width] = useElementWidth<HTMLDivElement>();
  if (status !== 'ready') {
    const text =
      status === 'loading' ? labels.loading : status === 'empty' ? labels.empty : labels.failed;
    return (
      <div ref={frameRef} className={styles.frame}>
        <ChartMessage status={status} text={text} height={height} />
      </div>
    );
  }
  return (
    <div ref={frameRef} className={styles.frame}>
      {props.onZoom ? <ZoomButtons labels={labels} onZoom={props.onZoom} /> : null}
      <DepthPlot {...props} width={width} height={height} />
    </div>
  );
}

function ZoomButtons({
  labels,
  onZoom,
}: {
  readonly labels: DepthChartLabels;
  readonly onZoom: (zoom: DepthChartZoom) => void;
}) {
  return (
    <div className={styles.toolbar}>
      <button
        type="button"
        className={styles.zoomButton}
        onClick={() => onZoom('out')}
        aria-label={labels.zoomOut}
      >
        −
      </button>
      <button
        type="button"
        className={styles.zoomButton}
        onClick={() => onZoom('in')}
        aria-label={labels.zoomIn}
      >
        +
      </button>
      <button type="button" className={styles.zoomButton} onClick={() => onZoom('reset')}>
        {labels.zoomReset}
      </button>
    </div>
  );
}

function DepthPlot(props: DepthChartProps & { readonly width: number; readonly height: number }) {
  const { width, height, bars, window, range, currentPrice, labels } = props;
  const brush = (props.mode ?? 'brush') === 'brush';
  const tone = brush ? 'brush' : (props.positionStatus ?? 'in-range');
  const clipId = useId();
  const plotBottom = height - BOTTOM_GAP;

  const x = useMemo(
    () => scaleLinear().domain([window.min, window.max]).range([0, width]),
    [window.min, window.max, width],
  );
  const shape = useMemo(() => {
    const top = Math.max(0, ...bars.map((bar) => bar.liquidity));
    const y = scaleLinear()
      .domain([0, top > 0 ? top * 1.1 : 1])
      .range([plotBottom, LABEL_STRIP]);
    const points: [number, number][] = bars.map((bar) => [x(bar.priceLower), y(bar.liquidity)]);
    const last = bars[bars.length - 1];
    if (last) points.push([x(last.priceUpper), y(last.liquidity)]);
    return area<[number, number]>()
      .x((point) => point[0])
      .y0(plotBottom)
      .y1((point) => point[1])
      .curve(curveStepAfter)(points);
  }, [bars, x, plotBottom]);

  // The latest props for the event handlers d3 and the pointer listeners hold on to.
  const latest = useRef(props);
  latest.current = props;
  const scaleRef = useRef(x);
  scaleRef.current = x;
  const svgRef = useRef<SVGSVGElement | null>(null);
  const surfaceRef = useRef<SVGRectElement | null>(null);
  const drag = useRef<Drag | undefined>(undefined);

  useZoom(svgRef, surfaceRef, scaleRef, latest, width, height, props.onWindowChange !== undefined);

  const xOf = (price: number | undefined, atLimit: boolean | undefined, fallback: number) =>
    atLimit || price === undefined || !Number.isFinite(price)
      ? fallback
      : clamp(x(price), 0, width);
  const minX = range ? xOf(range.min, range.minAtLimit, 0) : undefined;
  const maxX = range ? xOf(range.max, range.maxAtLimit, width) : undefined;

  const svgX = (clientX: number) => {
    const box = svgRef.current?.getBoundingClientRect();
    if (!box || box.width <= 0) return clientX - (box?.left ?? 0);
    return ((clientX - box.left) * width) / box.width;
  };
  const snap = (price: number) => props.snapPrice?.(price) ?? price;
  const priceAt = (svgXValue: number) => {
    const price = x.invert(svgXValue);
    return price > 0 ? price : window.min;
  };

  const startDrag = (target: DragTarget) => (event: ReactPointerEvent<SVGElement>) => {
    if (!range || !props.onRangeChange || event.button > 0) return;
    if (target === 'range' && (range.minAtLimit || range.maxAtLimit)) return;
    event.preventDefault();
    event.stopPropagation();
    svgRef.current?.setPointerCapture?.(event.pointerId);
    drag.current = {
      target,
      pointerId: event.pointerId,
      startX: svgX(event.clientX),
      startRange: range,
    };
  };

  const moveDrag = (event: ReactPointerEvent<SVGSVGElement>) => {
    const current = drag.current;
    const onRangeChange = props.onRangeChange;
    if (!current || current.pointerId !== event.pointerId || !onRangeChange) return;
    // A pointer move is a continuous event: React would render its update in a task after the
    // frame the move arrived in, so the handle and the range fields would show it a frame late.
    // Rendered within the event instead, they follow the pointer in the frame that paints next.
    const report = (next: ChartPriceRange) => flushSync(() => onRangeChange(next));
    const { startRange } = current;
    const at = svgX(event.clientX);
    if (current.target === 'range') {
      const delta = priceAt(at) - priceAt(current.startX);
      const min = snap(startRange.min + delta);
      const max = snap(startRange.max + delta);
      if (min > 0 && min < max) report({ min, max });
      return;
    }
    const price = snap(priceAt(at));
    const next =
      current.target === 'min'
        ? { min: price, max: range?.max ?? startRange.max }
        : { min: range?.min ?? startRange.min, max: price };
    // A handle never passes the other one: the range would be empty.
    if (next.min < next.max) report(next);
  };

  const endDrag = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = undefined;
    svgRef.current?.releasePointerCapture?.(event.pointerId);
  };

  const currentX =
    currentPrice !== undefined && currentPrice >= window.min && currentPrice <= window.max
      ? x(currentPrice)
      : undefined;

  return (
    // biome-ignore lint/a11y/useSemanticElements: a drawing with two sliders in it, not a form's fieldset.
    <svg
      ref={svgRef}
      className={styles.svg}
      width={width}
      height={height}
      role="group"
      aria-label={labels.chart}
      onPointerMove={moveDrag}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
    >
      <defs>
        <clipPath id={clipId}>
          <rect x={0} y={0} width={width} height={height} />
        </clipPath>
      </defs>
      <rect
        ref={surfaceRef}
        data-testid="depth-zoom-surface"
        className={styles.zoomSurface}
        x={0}
        y={LABEL_STRIP}
        width={width}
        height={plotBottom - LABEL_STRIP}
      />
      <g clipPath={`url(#${clipId})`}>
        {shape ? <path className={styles.bars} d={shape} data-testid="depth-bars" /> : null}
        {minX !== undefined && maxX !== undefined ? (
          <rect
            className={styles.band[tone]}
            x={Math.min(minX, maxX)}
            y={LABEL_STRIP}
            width={Math.abs(maxX - minX)}
            height={plotBottom - LABEL_STRIP}
            data-testid="depth-range"
            data-tone={tone}
            onPointerDown={brush ? startDrag('range') : undefined}
          />
        ) : null}
        {currentX !== undefined ? (
          <line
            className={styles.currentLine}
            x1={currentX}
            x2={currentX}
            y1={LABEL_STRIP}
            y2={plotBottom}
            data-testid="depth-current"
          />
        ) : null}
      </g>
      {range && minX !== undefined && maxX !== undefined ? (
        <>
          <Handle
            end="min"
            x={minX}
            price={range.min}
            atLimit={range.minAtLimit === true}
            interactive={brush}
            tone={tone}
            props={props}
            otherPrice={range.max}
            onPointerDown={startDrag('min')}
          />
          <Handle
            end="max"
            x={maxX}
            price={range.max}
            atLimit={range.maxAtLimit === true}
            interactive={brush}
            tone={tone}
            props={props}
            otherPrice={range.min}
            onPointerDown={startDrag('max')}
          />
        </>
      ) : null}
    </svg>
  );
}

function Handle(input: {
  readonly end: 'min' | 'max';
  readonly x: number;
  readonly price: number;
  readonly otherPrice: number;
  readonly atLimit: boolean;
  readonly interactive: boolean;
  readonly tone: 'brush' | 'in-range' | 'out-of-range';
  readonly props: DepthChartProps & { readonly width: number; readonly height: number };
  readonly onPointerDown: (event: ReactPointerEvent<SVGElement>) => void;
}) {
  const { end, x, price, otherPrice, atLimit, interactive, tone, props } = input;
  const { labels, currentPrice, width, height } = props;
  const priceText = atLimit
    ? end === 'min'
      ? labels.minLimit
      : labels.maxLimit
    : props.formatPrice(price);
  const percent =
    !atLimit && currentPrice !== undefined && currentPrice > 0
      ? (price / currentPrice - 1) * 100
      : undefined;
  const percentText = percent === undefined ? undefined : props.formatPercent(percent);
  const name = end === 'min' ? labels.minHandle : labels.maxHandle;
  // Labels stay inside the drawing: anchored to the side the handle is near.
  const anchor = x < 60 ? 'start' : x > width - 60 ? 'end' : 'middle';
  const plotBottom = height - BOTTOM_GAP;
  const gripY = LABEL_STRIP + (plotBottom - LABEL_STRIP - GRIP_HEIGHT) / 2;

  const onKeyDown = (event: ReactKeyboardEvent<SVGGElement>) => {
    const direction =
      event.key === 'ArrowRight' || event.key === 'ArrowUp'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? -1
          : undefined;
    if (direction === undefined || !props.onRangeChange || !props.stepPrice) return;
    event.preventDefault();
    const next = props.stepPrice(price, direction);
    const range = end === 'min' ? { min: next, max: otherPrice } : { min: otherPrice, max: next };
    if (range.min < range.max && next !== price) props.onRangeChange(range);
  };

  const drawing = (
    <>
      <line className={styles.edge[tone]} x1={x} x2={x} y1={LABEL_STRIP} y2={plotBottom} />
      <text className={styles.label} x={x} y={13} textAnchor={anchor}>
        {priceText}
      </text>
      {percentText !== undefined ? (
        <text className={styles.subLabel} x={x} y={28} textAnchor={anchor}>
          {percentText}
        </text>
      ) : null}
    </>
  );
  if (!interactive) return <g data-testid={`depth-${end}`}>{drawing}</g>;
  const valueText = percentText === undefined ? priceText : `${priceText} (${percentText})`;
  return (
    <g
      role="slider"
      tabIndex={0}
      className={styles.handle}
      aria-label={name}
      aria-orientation="horizontal"
      aria-valuemin={ariaNumber(end === 'min' ? props.limits.min : otherPrice)}
      aria-valuemax={ariaNumber(end === 'min' ? otherPrice : props.limits.max)}
      aria-valuenow={ariaNumber(
        atLimit ? (end === 'min' ? props.limits.min : props.limits.max) : price,
      )}
      aria-valuetext={valueText}
      onKeyDown={onKeyDown}
      onPointerDown={input.onPointerDown}
      data-testid={`depth-${end}`}
    >
      <rect
        className={styles.hitArea}
        x={x - HANDLE_HIT_WIDTH / 2}
        y={LABEL_STRIP}
        width={HANDLE_HIT_WIDTH}
        height={plotBottom - LABEL_STRIP}
      />
      {drawing}
      <rect
        className={styles.grip}
        x={x - GRIP_WIDTH / 2}
        y={gripY}
        width={GRIP_WIDTH}
        height={GRIP_HEIGHT}
        rx={3}
      />
    </g>
  );
}

/**
 * Wheel and pinch zoom and background panning through d3-zoom. Each gesture starts from the scale
 * the chart has then; its transform rescales that scale into the new window, and at the gesture's
 * end the transform is reset, so the window in props stays the one source of truth. The behaviour
 * sits on the whole drawing so the wheel zooms over the chosen range too (its band lies over the
 * background and takes the pointer for moving the range); panning and pinching still start only
 * on the background, so they never fight a handle or band drag.
 */
function useZoom(
  svgRef: { readonly current: SVGSVGElement | null },
  surfaceRef: { readonly current: SVGRectElement | null },
  scaleRef: { readonly current: ReturnType<typeof scaleLinear<number, number>> },
  latest: { readonly current: DepthChartProps },
  width: number,
  height: number,
  enabled: boolean,
): void {
  useEffect(() => {
    const svg = svgRef.current;
    const surface = surfaceRef.current;
    if (!svg || !surface || !enabled) return;
    let base = scaleRef.current.copy();
    const behaviour: ZoomBehavior<SVGSVGElement, unknown> = zoom<SVGSVGElement, unknown>()
      .extent([
        [0, 0],
        [width, height],
      ])
      .scaleExtent([1e-3, 1e3])
      // d3-zoom's own filter (no secondary button, ctrl only with the wheel), and off the plot
      // (the handles' labels) or a pan begun on a handle or the band, nothing.
      .filter((event: Event) => {
        const target = event.target;
        if (event.type === 'wheel') return target === surface || isBand(target);
        const { ctrlKey, button } = event as MouseEvent;
        return target === surface && !ctrlKey && !button;
      })
      .on('start', (event: D3ZoomEvent<SVGSVGElement, unknown>) => {
        if (event.sourceEvent) base = scaleRef.current.copy();
      })
      .on('zoom', (event: D3ZoomEvent<SVGSVGElement, unknown>) => {
        if (!event.sourceEvent) return;
        const [min, max] = event.transform.rescaleX(base).domain() as [number, number];
        if (min > 0 && max > min && Number.isFinite(max))
          latest.current.onWindowChange?.({ min, max });
      })
      .on('end', (event: D3ZoomEvent<SVGSVGElement, unknown>) => {
        if (event.sourceEvent) behaviour.transform(select(svg), zoomIdentity);
      });
    const selection = select(svg).call(behaviour);
    return () => {
      selection.on('.zoom', null);
    };
  }, [svgRef, surfaceRef, scaleRef, latest, width, height, enabled]);
}

const isBand = (target: EventTarget | null) =>
  target instanceof Element && target.getAttribute('data-testid') === 'depth-range';
