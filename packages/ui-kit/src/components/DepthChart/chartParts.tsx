// What the depth chart and the price history chart share: the measured width they draw at, and
// the message shown in the chart's place while it loads, for an empty pool or a failed read.
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import * as styles from './chart.css';

/** What a chart shows: the drawing, or a message in its place. */
export type ChartStatus = 'loading' | 'empty' | 'failed' | 'ready';

/** Width drawn at before the first measurement (and where nothing can measure, as in jsdom). */
export const CHART_FALLBACK_WIDTH = 480;

/**
 * The element's content width, followed through resizes. SVG text keeps its size this way,
 * where a stretched viewBox would squash the handle labels on a phone.
 */
export function useElementWidth<T extends HTMLElement>(
  fallback: number = CHART_FALLBACK_WIDTH,
): [RefObject<T | null>, number] {
  const ref = useRef<T | null>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = (measured: number) => {
      if (measured > 0) setWidth(Math.round(measured));
    };
    measure(element.clientWidth);
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) measure(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** The chart's place holder: a polite status, so a screen reader hears it change. */
export function ChartMessage(props: {
  readonly status: Exclude<ChartStatus, 'ready'>;
  readonly text: string;
  readonly height: number;
}) {
  return (
    <div
      role="status"
      className={styles.message}
      data-status={props.status}
      style={{ minHeight: props.height }}
    >
      {props.text}
    </div>
  );
}
