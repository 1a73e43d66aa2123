import { describe, expect, it } from 'vitest';
import { themeFromSearch } from './themeFromSearch';

describe('themeFromSearch', () => {
  it.each([
    ['?theme=dark', 'dark'],
    ['?theme=DARK', 'dark'],
    ['?foo=1&theme=Light', 'light'],
    ['?theme=blue', null],
    ['?theme=', null],
    ['', null],
  ])('%s -> %s', (search, expected) => {
    expect(themeFromSearch(search)).toBe(expected);
  });
});
