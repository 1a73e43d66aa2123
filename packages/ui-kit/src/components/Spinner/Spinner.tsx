import { clsx } from '../../internal/clsx';
import { type SpinnerVariants, spinner, visuallyHidden } from './Spinner.css';
import { useDelayedVisibility } from './useDelayedVisibility';

/** The spec's loading spinner delay (§9 timings). */
export const SPINNER_DELAY_MS = 600;

export type SpinnerProps = SpinnerVariants & {
  /** Accessible name announced to screen readers; without it the spinner is decorative. */
  label?: string;
  /** Wait before appearing so fast operations never flash it (600 ms by default when set). */
  delayed?: boolean;
  /** Overrides the delay used when `delayed` is set. */
  delayMs?: number;
  className?: string;
};

export function Spinner({
  label,
  delayed = false,
  delayMs = SPINNER_DELAY_MS,
  size,
  tone,
  className,
}: SpinnerProps) {
  const visible = useDelayedVisibility(delayed ? delayMs : 0);
  if (!visible) return null;
  const ring = <span className={clsx(spinner({ size, tone }), className)} aria-hidden="true" />;
  if (label === undefined) return ring;
  return (
    <span role="status">
      {ring}
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
