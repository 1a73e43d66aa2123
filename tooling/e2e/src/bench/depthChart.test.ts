// The depth-chart bench's drag goal (no browser): run in the Playwright `harness` project like
// liquidityRange.test.ts.
import { expect, test } from '@playwright/test';
import { DRAG_MIN_CHANGES, dragFramesGoal, summariseFrames } from './depthChart';

const ones = (count: number) => Array<number>(count).fill(1);

test('a drag meets the goal when every change showed at the first frame after its event', () => {
  const goal = dragFramesGoal('Min Price', ones(DRAG_MIN_CHANGES));
  expect(goal.met).toBe(true);
  expect(goal.text).toContain('20 changes, 20 at 1 frame, worst 1 frame');
});

test('one change a frame late misses it', () => {
  const goal = dragFramesGoal('Min Price', [...ones(30), 2]);
  expect(goal.met).toBe(false);
  expect(goal.text).toContain('1 later');
  expect(goal.text).toContain('worst 2 frames');
});

test('a drag that changed the field too few times measured nothing: not met', () => {
  expect(dragFramesGoal('Min Price', ones(DRAG_MIN_CHANGES - 1)).met).toBe(false);
  const none = dragFramesGoal('Min Price', []);
  expect(none.met).toBe(false);
  expect(none.text).toContain('no change');
  expect(none.text).toContain('too few to judge');
});

test('the summary counts the changes, those at one frame and the worst', () => {
  expect(summariseFrames([1, 1, 3, 1])).toBe('4 changes, 3 at 1 frame, worst 3 frames');
  expect(summariseFrames([])).toBe('no change');
});
