import { describe, expect, it } from 'vitest';
import { parseStoredDarkMode, resolveDarkMode } from './darkMode';

describe('userDarkMode persistence', () => {
  it.each([
    ['true', true],
    ['false', false],
    [null, null],
    ['null', null],
    ['"dark"', null],
    ['{broken', null],
    ['1', null],
  ])('parses %s as %s', (raw, expected) => {
    expect(parseStoredDarkMode(raw)).toBe(expected);
  });

  it('lets the user choice win over the system, null follows the system', () => {
    expect(resolveDarkMode(null, true)).toBe(true);
    expect(resolveDarkMode(null, false)).toBe(false);
    expect(resolveDarkMode(false, true)).toBe(false);
    expect(resolveDarkMode(true, false)).toBe(true);
  });
});
