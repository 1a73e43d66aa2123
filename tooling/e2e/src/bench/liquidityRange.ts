// The add-liquidity keystroke goal (issue 31 §3), pure so the bench and its test judge the same
// way: each keystroke's time until the other deposit amount shows the new value. The long-task
// goal it shares with the other responsiveness benches is in responsiveness.ts.
import type { GoalResult } from './goals';
import { formatMs as ms } from './responsiveness';

/** Issue 31 §3: a keystroke reaches the updated deposit amounts in at most this long. */
export const KEYSTROKE_GOAL_MS = 100;

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
