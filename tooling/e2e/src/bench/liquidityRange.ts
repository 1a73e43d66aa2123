// The add-liquidity responsiveness figures (issue 31 §3), pure so the bench and its test judge
// the same way: main-thread tasks over 50 ms (Chromium's 'longtask' entries) while the range is
// stepped and while an amount is typed, and each keystroke's time until the other deposit amount
// shows the new value.
import type { GoalResult } from './goals';

/** A main-thread task longer than this is a long task (the Long Tasks API's own threshold). */
export const LONG_TASK_MS = 50;
/** Issue 31 §3: a keystroke reaches the updated deposit amounts in at most this long. */
export const KEYSTROKE_GOAL_MS = 100;

const ms = (value: number) => `${Math.round(value)} ms`;

/** Goal: no task over 50 ms while `phase` ran (every 'longtask' entry is one). */
export function longTaskGoal(phase: string, taskDurations: readonly number[]): GoalResult {
  const over = taskDurations.filter((duration) => duration > LONG_TASK_MS);
  const longest = Math.max(0, ...taskDurations);
  return {
    text:
      over.length === 0
        ? `${phase}: no main-thread task over ${LONG_TASK_MS} ms (goal: none)`
        : `${phase}: ${over.length} main-thread task${over.length === 1 ? '' : 's'} over ${LONG_TASK_MS} ms, the longest ${ms(longest)} (goal: none)`,
    met: over.length === 0,
  };
}

/** Goal: every keystroke reached the other amount within 100 ms; a keystroke that never did misses it. */
export function keystrokeGoal(latencies: readonly (number | null)[]): GoalResult {
  const missing = latencies.filter((latency) => latency === null).length;
  const measured = latencies.filter((latency): latency is number => latency !== null);
  const slowest = Math.max(0, ...measured);
  const met = latencies.length > 0 && missing === 0 && slowest <= KEYSTROKE_GOAL_MS;
  const never = missing > 0 ? `; ${missing} never changed it` : '';
  return {
    text: `keystroke to the updated deposit amount: slowest ${ms(slowest)} of ${latencies.length}${never} (goal: at most ${KEYSTROKE_GOAL_MS} ms)`,
    met,
  };
}

/** "min 12 ms, median 20 ms, max 48 ms" over the measured values ("none" without any). */
export function summarise(values: readonly (number | null)[]): string {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return 'none';
  const median = sorted[Math.floor((sorted.length - 1) / 2)] as number;
  return `min ${ms(sorted[0] as number)}, median ${ms(median)}, max ${ms(sorted[sorted.length - 1] as number)}`;
}
