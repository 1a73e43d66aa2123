// The transaction deadline a user sets (spec 000 §5 "Deadline", §9 "Deadline"): stored in seconds,
// edited in minutes, capped at 3 days. A write's deadline on the chain's clock is @dex/write's
// `computeSwapDeadline`.

import { pointDecimal } from './slippageSetting';

// @spec 000 §9.4 Deadline
/** Default deadline: 1200 seconds (20 minutes). */
export const DEFAULT_DEADLINE_SECONDS = 1200;
/**
 * The longest deadline a user may set: 3 days (4320 minutes). A signed swap that may still be
 * mined weeks later is a standing order at a stale price; a stored value above it is not kept.
 */
export const MAX_DEADLINE_SECONDS = 3 * 24 * 60 * 60;
/** The cap in the settings' unit: 4320 minutes. */
export const MAX_DEADLINE_MINUTES = MAX_DEADLINE_SECONDS / 60;

export type ParsedDeadline =
  | { readonly ok: true; readonly seconds: number }
  | { readonly ok: false; readonly error: 'invalid' | 'tooLong' };

/**
 * Minutes as typed ("1.5" or "1,5") to whole seconds: a positive number (spec §5) of at most 4320 minutes
 * (`MAX_DEADLINE_SECONDS`); anything else is not stored.
 * @spec 000 §5.9 Deadline
 */
export function parseDeadlineInput(text: string): ParsedDeadline {
  const trimmed = pointDecimal(text);
  if (!/^\d*\.?\d*$/.test(trimmed)) return { ok: false, error: 'invalid' };
  const seconds = Math.round(Number.parseFloat(trimmed) * 60);
  if (!Number.isFinite(seconds) || seconds <= 0) return { ok: false, error: 'invalid' };
  if (seconds > MAX_DEADLINE_SECONDS) return { ok: false, error: 'tooLong' };
  return { ok: true, seconds };
}

/** A deadline that may be kept: whole seconds from 1 up to `MAX_DEADLINE_SECONDS`. */
export function isDeadlineSeconds(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 1 &&
    value <= MAX_DEADLINE_SECONDS
  );
}

/** A stored deadline as the input shows it, in minutes ("20" for 1200 s). */
export function deadlineToMinutes(seconds: number): string {
  return String(Number((seconds / 60).toFixed(2)));
}
