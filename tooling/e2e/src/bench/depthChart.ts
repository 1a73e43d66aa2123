// The depth chart's drag goal (issue #42), pure so the bench and its test judge the same way: for
// each change a handle drag made to its range field, how many animation frames passed from the
// pointer event to the first frame that showed the new value. The long-task goal of the drag and
// zoom phases is the shared one in responsiveness.ts.
import type { GoalResult } from './goals';

/** Issue #42: the field follows the handle within one frame (the first frame after the event). */
export const DRAG_FRAMES_GOAL = 1;

/** Fewer field changes than this in a drag measured too little to judge (the handle barely moved). */
export const DRAG_MIN_CHANGES = 20;

/** "40 changes, 38 at 1 frame, worst 3 frames" ("no change" without any). */
export function summariseFrames(framesPerChange: readonly number[]): string {
  if (framesPerChange.length === 0) return 'no change';
  const within = framesPerChange.filter((frames) => frames <= DRAG_FRAMES_GOAL).length;
  const worst = Math.max(...framesPerChange);
  return `${framesPerChange.length} changes, ${within} at ${DRAG_FRAMES_GOAL} frame, worst ${worst} frame${worst === 1 ? '' : 's'}`;
}

/**
 * Goal: every change the drag made to `field` showed at the first frame after its pointer event,
 * over at least DRAG_MIN_CHANGES changes (fewer: nothing much was measured, not a pass).
 */
export function dragFramesGoal(field: string, framesPerChange: readonly number[]): GoalResult {
  const late = framesPerChange.filter((frames) => frames > DRAG_FRAMES_GOAL).length;
  const enough = framesPerChange.length >= DRAG_MIN_CHANGES;
  const lateText = late > 0 ? `, ${late} later` : '';
  const tooFew = enough ? '' : `; too few to judge (at least ${DRAG_MIN_CHANGES})`;
  return {
    text: `drag to the ${field} field: ${summariseFrames(framesPerChange)}${lateText}${tooFew} (goal: every change within ${DRAG_FRAMES_GOAL} frame)`,
    met: enough && late === 0,
  };
}
