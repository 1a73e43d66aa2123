// The responsiveness figures the browser benches share, pure so the benches and their test judge
// the same way: main-thread tasks over 50 ms (Chromium's 'longtask' entries) while a phase ran,
// when an interaction's result first showed, and summaries of the times measured.
import type { GoalResult } from './goals';

/** A main-thread task longer than this is a long task (the Long Tasks API's own threshold). */
export const LONG_TASK_MS = 50;

export const formatMs = (value: number) => `${Math.round(value)} ms`;

/** Goal: no task over 50 ms while `phase` ran (every 'longtask' entry is one). */
export function longTaskGoal(phase: string, taskDurations: readonly number[]): GoalResult {
  const over = taskDurations.filter((duration) => duration > LONG_TASK_MS);
  const longest = Math.max(0, ...taskDurations);
  return {
    text:
      over.length === 0
        ? `${phase}: no main-thread task over ${LONG_TASK_MS} ms (goal: none)`
        : `${phase}: ${over.length} main-thread task${over.length === 1 ? '' : 's'} over ${LONG_TASK_MS} ms, the longest ${formatMs(longest)} (goal: none)`,
    met: over.length === 0,
  };
}

/**
 * The measurement holds only if every interaction showed its result: `what` names them, and a
 * goal over no interaction at all is not met (nothing was measured).
 */
export function everyReactionShownGoal(
  what: string,
  latencies: readonly (number | null)[],
): GoalResult {
  const missing = latencies.filter((latency) => latency === null).length;
  return {
    text: `${what}: ${latencies.length - missing} of ${latencies.length} (goal: all)`,
    met: latencies.length > 0 && missing === 0,
  };
}

/** One value a watched field showed: ms after the input event, and the value. */
export interface FieldChange {
  readonly atMs: number;
  readonly value: string;
}

/**
 * When the field showed its final value: the last change, if that value is the awaited one (a
 * field may blank or pass through other values first); null when it never got there.
 */
export function settledReaction(
  changes: readonly FieldChange[],
  awaited: (value: string) => boolean,
): number | null {
  const last = changes[changes.length - 1];
  return last && awaited(last.value) ? last.atMs : null;
}

const sortedMeasured = (values: readonly (number | null)[]) =>
  values.filter((value): value is number => value !== null).sort((a, b) => a - b);

/** The median of the measured values (the lower one of an even count); undefined without any. */
export function median(values: readonly (number | null)[]): number | undefined {
  const sorted = sortedMeasured(values);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** "min 12 ms, median 20 ms, max 48 ms" over the measured values ("none" without any). */
export function summarise(values: readonly (number | null)[]): string {
  const sorted = sortedMeasured(values);
  if (sorted.length === 0) return 'none';
  return `min ${formatMs(sorted[0] as number)}, median ${formatMs(median(sorted) as number)}, max ${formatMs(sorted[sorted.length - 1] as number)}`;
}
