import { describe, expect, it } from 'vitest';
import {
  formatMessage,
  MessageSyntaxError,
  messageArguments,
  messagePlurals,
  parseMessage,
} from './message';

const format = (text: string, values: Record<string, string | number>, locale = 'en') =>
  formatMessage(parseMessage(text), values, locale);

const TOKENS = '{count, plural, one {# token} other {# tokens}}';

describe('formatMessage', () => {
  it('fills arguments and keeps a missing one visible', () => {
    expect(format('{count} Pending', { count: 3 })).toBe('3 Pending');
    expect(format('{ a } and {b}', { a: 'x', b: 'y' })).toBe('x and y');
    expect(format('Hi {name}', { other: 1 })).toBe('Hi {name}');
    expect(format('Latest block: {number}', { number: 20_000_000 })).toBe('Latest block: 20000000');
  });

  it('chooses the plural form by the locale’s rules and writes # in its digits', () => {
    expect(format(TOKENS, { count: 1 })).toBe('1 token');
    expect(format(TOKENS, { count: 0 })).toBe('0 tokens');
    expect(format(TOKENS, { count: 1234 })).toBe('1,234 tokens');
    expect(format(TOKENS, { count: 1234 }, 'de')).toBe('1.234 tokens');
    const polish = '{n, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}';
    expect([1, 3, 5, 22, 1.5].map((n) => format(polish, { n }, 'pl'))).toEqual([
      '1 plik',
      '3 pliki',
      '5 plików',
      '22 pliki',
      '1,5 pliku',
    ]);
    const french = '{n, plural, one {# jeton} many {# de jetons} other {# jetons}}';
    expect(format(french, { n: 1_000_000 }, 'fr').replace(/\s/g, ' ')).toBe('1 000 000 de jetons');
  });

  it('prefers an exact =n branch and applies an offset', () => {
    const text =
      '{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}';
    expect([0, 1, 2, 5].map((n) => format(text, { n }))).toEqual([
      'nobody',
      'you',
      'you and 1 other',
      'you and 4 others',
    ]);
  });

  it('reads ordinals and select forms, nested', () => {
    const ordinal = '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}';
    expect([1, 2, 3, 4, 11, 22].map((n) => format(ordinal, { n }))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '22nd',
    ]);
    const vote =
      '{support, select, for {For} against {Against} other {?}} with {n, plural, one {# vote} other {# votes}}';
    expect(format(vote, { support: 'for', n: 1 })).toBe('For with 1 vote');
    expect(format(vote, { support: 'abstain', n: 2 })).toBe('? with 2 votes');
    const nested = '{n, plural, one {{kind, select, pool {# pool} other {# pair}}} other {# more}}';
    expect(format(nested, { n: 1, kind: 'pool' })).toBe('1 pool');
  });

  it('writes {x, number} for the locale and accepts numbers given as text', () => {
    expect(format('{n, number} characters', { n: 40000 }, 'de')).toBe('40.000 characters');
    expect(format(TOKENS, { count: '1' })).toBe('1 token');
    // A value that is no number (a placeholder while loading) takes "other" and shows as given.
    expect(format(TOKENS, { count: '…' })).toBe('… tokens');
  });

  it('follows ICU apostrophes: doubled, quoting braces and #, and plain in words', () => {
    expect(format("This token doesn't appear", {})).toBe("This token doesn't appear");
    expect(format("It''s '{literal}' text", {})).toBe("It's {literal} text");
    expect(format("{n, plural, other {'#' # items}}", { n: 2 })).toBe('# 2 items');
    expect(format('50 # outside a plural', {})).toBe('50 # outside a plural');
  });
});

describe('parseMessage', () => {
  it.each([
    ['Hi {name', 'expected "}"'],
    ['Hi name}', 'unmatched "}"'],
    ['{{count}} Pending', 'expected an argument name'],
    ['{n, plural, one {# token}}', 'missing the "other" branch'],
    ['{n, plural, single {#} other {#}}', 'unknown plural selector "single"'],
    ['{n, plural, one {#} one {#} other {#}}', 'repeated selector "one"'],
    ['{n, currency}', 'unknown argument type "currency"'],
    ["'{unclosed", 'unclosed quote'],
  ])('refuses %s (%s)', (text, reason) => {
    expect(() => parseMessage(text)).toThrow(MessageSyntaxError);
    expect(() => parseMessage(text)).toThrow(reason);
  });

  it('lists the arguments and the plurals with their selectors', () => {
    const message = parseMessage(
      'Showing {shown} of {total, plural, one {# position} other {# positions in {pair}}}',
    );
    expect(messageArguments(message)).toEqual(['pair', 'shown', 'total']);
    expect(messagePlurals(message)).toEqual([
      { name: 'total', ordinal: false, selectors: ['one', 'other'] },
    ]);
  });
});
