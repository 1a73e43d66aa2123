// The add-liquidity bench's keystroke goal and its seeder's tick arithmetic (no browser, no chain): run
// in the Playwright `harness` project like goals.test.ts.
import { expect, test } from '@playwright/test';
import { keystrokeGoal } from './liquidityRange';
import { batches, narrowRangesAround } from './tickSeeder';

test('keystrokes meet the goal at 100 ms, not past it, and never with one that did not arrive', () => {
  expect(keystrokeGoal([12, 100]).met).toBe(true);
  expect(keystrokeGoal([12, 100.5]).met).toBe(false);
  const lost = keystrokeGoal([12, null]);
  expect(lost.met).toBe(false);
  expect(lost.text).toContain('1 never changed it');
  // Nothing measured is nothing shown, not a pass.
  expect(keystrokeGoal([]).met).toBe(false);
});

test('the seeded ranges sit one spacing wide on both sides of the price, none holding it, none sharing a tick', () => {
  const ranges = narrowRangesAround(-200_301, 60, 150);
  expect(ranges).toHaveLength(300);
  const ticks = ranges.flatMap((range) => [range.tickLower, range.tickUpper]);
  expect(new Set(ticks).size).toBe(600);
  expect(ticks.every((tick) => tick % 60 === 0)).toBe(true);
  for (const range of ranges) {
    expect(range.tickUpper - range.tickLower).toBe(60);
    expect(range.tickLower > -200_301 || range.tickUpper <= -200_301).toBe(true);
  }
  expect(ticks.filter((tick) => tick < -200_301)).toHaveLength(300);
  expect(ticks.filter((tick) => tick > -200_301)).toHaveLength(300);
  // The nearest ranges leave the spacing around the price free.
  expect(Math.max(...ticks.filter((tick) => tick < -200_301))).toBe(-200_400);
  expect(Math.min(...ticks.filter((tick) => tick > -200_301))).toBe(-200_220);
});

test('mints go out in batches of at most the given size, in order', () => {
  expect(batches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  expect(batches([], 20)).toEqual([]);
});
