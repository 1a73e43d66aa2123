import { describe, expect, it } from 'vitest';
import { removeButton } from './removeButton';

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
