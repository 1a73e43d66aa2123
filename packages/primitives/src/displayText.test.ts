import { describe, expect, it } from 'vitest';
import { HIDDEN_CHARACTER_REPLACEMENT, sanitizeDisplayText } from './displayText';

const HIDDEN = [
  ...['\u202A', '\u202B', '\u202C', '\u202D', '\u202E'],
  ...['\u2066', '\u2067', '\u2068', '\u2069'],
  ...['\u200E', '\u200F', '\u061C'],
  ...['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF'],
];

describe('sanitizeDisplayText', () => {
  it.each(HIDDEN.map((char) => [`U+${char.codePointAt(0)?.toString(16).toUpperCase()}`, char]))(
    'makes %s visible',
    (_name, char) => {
      expect(sanitizeDisplayText(`US${char}DC`)).toBe(`US${HIDDEN_CHARACTER_REPLACEMENT}DC`);
    },
  );

  it('keeps a lookalike apart from the real symbol', () => {
    expect(sanitizeDisplayText('USDC\u200B')).not.toBe('USDC');
    expect(sanitizeDisplayText('USDC\u200B')).toBe('USDC\uFFFD');
  });

  it('stops a right-to-left override from reversing what follows', () => {
    const title = sanitizeDisplayText('Send funds to \u202Eetis.live');
    expect(title).toBe('Send funds to \uFFFDetis.live');
    expect(title).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });

  it('leaves ordinary text alone, right-to-left scripts, accents and emoji included', () => {
    for (const text of ['Wrapped Ether', 'Ünïcödé', 'ديناري', 'שקל', '🦄 Unicorn', 'Ω-1']) {
      expect(sanitizeDisplayText(text)).toBe(text);
    }
  });
});
