// The responsiveness figures the browser benches share (no browser): run in the Playwright
// `harness` project like goals.test.ts.
import { expect, test } from '@playwright/test';
import {
  everyReactionShownGoal,
  longTaskGoal,
  median,
  settledReaction,
  summarise,
} from './responsiveness';

test('a phase with any task over 50 ms misses the long-task goal and names the longest', () => {
  expect(longTaskGoal('20 range steps', [])).toEqual({
    text: '20 range steps: no main-thread task over 50 ms (goal: none)',
    met: true,
  });
  const missed = longTaskGoal('20 range steps', [51, 120.4]);
  expect(missed.met).toBe(false);
  expect(missed.text).toBe(
    '20 range steps: 2 main-thread tasks over 50 ms, the longest 120 ms (goal: none)',
  );
  expect(longTaskGoal('typing', [50]).met).toBe(true);
});

test('summaries and medians skip the interactions that never showed', () => {
  expect(summarise([30, null, 10, 20])).toBe('min 10 ms, median 20 ms, max 30 ms');
  expect(summarise([null])).toBe('none');
  expect(median([40, null, 10, 30, 20])).toBe(20);
  expect(median([null])).toBeUndefined();
});

test('a reaction is when the field first showed the value it ended on, blanks and passing values aside', () => {
  const isQuote = (value: string) => /\d/.test(value);
  const blankThenQuote = [
    { atMs: 12, value: '' },
    { atMs: 180, value: '291,149' },
  ];
  expect(settledReaction(blankThenQuote, isQuote)).toBe(180);
  // A passing quote replaced by another: the later one is the result.
  expect(
    settledReaction([...blankThenQuote, { atMs: 420, value: '291,150' }], (value) =>
      isQuote(value),
    ),
  ).toBe(420);
  // Ended blank while a quote was awaited, or never changed: not shown.
  expect(settledReaction([{ atMs: 12, value: '' }], isQuote)).toBeNull();
  expect(settledReaction([], () => true)).toBeNull();
  // Any change awaited: the first is the last when nothing follows it.
  expect(settledReaction([{ atMs: 8, value: '0.5' }], () => true)).toBe(8);
});

test('every interaction must show its result, and none measured is not a pass', () => {
  expect(everyReactionShownGoal('keystrokes showed their quote', [120, 80])).toEqual({
    text: 'keystrokes showed their quote: 2 of 2 (goal: all)',
    met: true,
  });
  expect(everyReactionShownGoal('keystrokes showed their quote', [120, null]).met).toBe(false);
  expect(everyReactionShownGoal('keystrokes showed their quote', []).met).toBe(false);
});
