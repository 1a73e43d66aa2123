import { describe, expect, it } from 'vitest';
import { breakpoints, mediaQueries, mobileMediaQuery } from './breakpoints';
import { darkTokens, lightTokens } from './tokens';

function leafPaths(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'string'
      ? [`${prefix}${key}`]
      : leafPaths(child as object, `${prefix}${key}.`),
  );
}

describe('theme tokens', () => {
  it('light and dark define the same complete set of tokens, none empty', () => {
    expect(leafPaths(darkTokens)).toEqual(leafPaths(lightTokens));
    for (const tokens of [lightTokens, darkTokens]) {
      for (const path of leafPaths(tokens)) {
        const value = path
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tokens);
        expect(value, path).not.toBe('');
      }
    }
  });

  it('light and dark differ in colour', () => {
    expect(darkTokens.colors.background).not.toBe(lightTokens.colors.background);
    expect(darkTokens.colors.text).not.toBe(lightTokens.colors.text);
  });
});

describe('breakpoints', () => {
  it('are the spec values', () => {
    expect(breakpoints).toEqual({ sm: 500, md: 720, lg: 960, xl: 1280 });
    expect(mediaQueries.md).toBe('screen and (min-width: 720px)');
    expect(mobileMediaQuery).toContain('max-width: 719');
  });
});
