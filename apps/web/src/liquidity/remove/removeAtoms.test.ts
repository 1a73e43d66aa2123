import { describe, expect, it } from 'vitest';
import { removalStatus, removeButton } from './removeAtoms';

describe('removeButton (spec 001 §5 "V3 removal")', () => {
  const base = { connected: true, closed: false, percent: 50, ready: true };

  it.each([
    [
      'Connect Wallet first, whatever else',
      { ...base, connected: false, closed: true, percent: 0 },
      'connect',
    ],
    [
      'Inactive for a removed position, before the percent',
      { ...base, closed: true, percent: 0 },
      'inactive',
    ],
    [
      'disabled with a notice for an account that neither owns nor operates the position',
      { ...base, notManager: true, closed: true, percent: 0 },
      'not-manager',
    ],
    [
      'Connect Wallet still first for a visitor without an account',
      { ...base, connected: false, notManager: true },
      'connect',
    ],
    ["'Enter a percent' at 0 %", { ...base, percent: 0 }, 'enter-percent'],
    ['disabled while the amounts are missing', { ...base, ready: false }, 'loading'],
    ['Remove when everything is known', base, 'remove'],
  ] as const)('%s', (_name, state, expected) => {
    expect(removeButton(state)).toBe(expected);
  });
});

describe("removalStatus (spec 001 §4: the removal screen's range rule)", () => {
  const position = { liquidity: 1000n, tickLower: -60, tickUpper: 60 };

  it('reads in range from the lower tick up to and including the upper tick', () => {
    expect(removalStatus(position, -60)).toBe('in-range');
    expect(removalStatus(position, 0)).toBe('in-range');
    // The badge elsewhere calls this out of range; the removal screen does not.
    expect(removalStatus(position, 60)).toBe('in-range');
  });

  it('reads out of range below the lower tick and above the upper tick', () => {
    expect(removalStatus(position, -61)).toBe('out-of-range');
    expect(removalStatus(position, 61)).toBe('out-of-range');
  });

  it('reads removed at zero liquidity, and nothing until the tick is known', () => {
    expect(removalStatus({ ...position, liquidity: 0n }, 0)).toBe('closed');
    expect(removalStatus(position, undefined)).toBeUndefined();
  });
});
