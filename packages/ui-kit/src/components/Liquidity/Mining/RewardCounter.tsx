import { COUNTER_DURATION_MS, counterText } from '@dex/primitives';
import { useEffect, useRef, useState } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(REDUCED_MOTION).matches === true;
}

export interface RewardCounterProps {
  /** The rewards as a plain decimal ("12.345678"); shown with 4 decimals. */
  readonly value: string;
  /** Writes a plain decimal for the reader's locale (grouping, decimal mark); identity by default. */
  readonly format?: (decimal: string) => string;
}

const identity = (decimal: string) => decimal;

/**
 * Spec 001 §4's live counter: when `value` changes it counts from the shown value to the new one
 * over 1 s (frame by frame from `counterText`); with reduced motion it jumps.
 * @spec 001 §4.12 The reward counter animates over 1
 */
export function RewardCounter({ value, format = identity }: RewardCounterProps) {
  const [shown, setShown] = useState(() => counterText(undefined, value, 0));
  const shownRef = useRef(shown);
  shownRef.current = shown;
  useEffect(() => {
    const from = shownRef.current;
    const duration = prefersReducedMotion() ? 0 : COUNTER_DURATION_MS;
    const started = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const elapsed = now - started;
      setShown(counterText(from, value, elapsed, duration));
      if (elapsed < duration) frame = requestAnimationFrame(step);
    };
    step(started);
    return () => cancelAnimationFrame(frame);
  }, [value]);
  // Not a live region: a screen reader reads the value when it gets there, not every frame.
  return <span data-testid="reward-counter">{format(shown)}</span>;
}
