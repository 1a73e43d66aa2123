import { expect, it } from 'vitest';
import { addGasMargin } from './calls';

it.each([
  [100_000n, 110_000n],
  [21_000n, 23_100n],
  // Rounded down.
  [9n, 9n],
  [0n, 0n],
])('adds 10%% to an estimate of %s gas', (estimate, expected) => {
  expect(addGasMargin(estimate)).toBe(expected);
});
