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

function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort(
    (a, b) => b - a,
  );
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
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

  // WCAG AA for normal text: 4.5:1. A disabled-looking control is not always a `disabled`
  // element (a pending button, a link styled as one), so axe checks its text too.
  it.each([
    ['light', lightTokens],
    ['dark', darkTokens],
  ] as const)('%s text colours are readable on the surfaces they sit on', (_name, tokens) => {
    const { colors } = tokens;
    const pairs: [string, string, string][] = [
      ['text on surface', colors.text, colors.surface],
      ['textSecondary on surface', colors.textSecondary, colors.surface],
      ['textTertiary on surface', colors.textTertiary, colors.surface],
      ['textTertiary on background', colors.textTertiary, colors.background],
      ['disabledText on disabled', colors.disabledText, colors.disabled],
    ];
    for (const [label, foreground, background] of pairs) {
      expect(contrastRatio(foreground, background), label).toBeGreaterThanOrEqual(4.5);
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
