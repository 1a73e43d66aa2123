import { describe, expect, it } from 'vitest';
import { darkModeStorage, parseStoredDarkMode, resolveDarkMode } from './darkMode';

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

describe('darkModeStorage', () => {
  it('keeps the choice as a bare JSON boolean and forgets it on null', () => {
    const entries = new Map<string, string>();
    const memory = {
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => void entries.set(key, value),
      removeItem: (key: string) => void entries.delete(key),
    };
    const storage = darkModeStorage(() => memory);
    expect(storage.getItem('dark')).toBeNull();
    storage.setItem('dark', true);
    expect(entries.get('dark')).toBe('true');
    expect(storage.getItem('dark')).toBe(true);
    storage.setItem('dark', null);
    expect(entries.has('dark')).toBe(false);
  });

  it('never throws when the storage refuses a write, and reads nothing without storage', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {},
    };
    expect(() => darkModeStorage(() => refusing).setItem('dark', false)).not.toThrow();
    expect(darkModeStorage(() => undefined).getItem('dark')).toBeNull();
  });
});
