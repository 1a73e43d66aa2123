import { describe, expect, it } from 'vitest';
import { localizeDecimal, localizeIfShown, localizeNumberText } from './locale';

describe('localizeDecimal', () => {
  it.each([
    ['1234.5678', 'en', '1,234.5678'],
    ['1234.5678', 'de', '1.234,5678'],
    // Spanish groups only from five integer digits (Intl's minimum grouping digits).
    ['1234.5678', 'es', '1234,5678'],
    ['12345.5', 'es', '12.345,5'],
    ['-0.5', 'en', '-0.5'],
    ['-0.5', 'de', '-0,5'],
    ['-1234567', 'de', '-1.234.567'],
    ['0', 'en', '0'],
    ['0', 'de', '0'],
    ['0.000000000000000001', 'de', '0,000000000000000001'],
    ['999', 'de', '999'],
  ])('%s in %s is %s', (decimal, locale, expected) => {
    expect(localizeDecimal(decimal, locale)).toBe(expected);
  });

  it('keeps every digit of huge values (no float rounding)', () => {
    const huge = '123456789012345678901234567890.123456789012345678901';
    expect(localizeDecimal(huge, 'en')).toBe(
      '123,456,789,012,345,678,901,234,567,890.123456789012345678901',
    );
    expect(localizeDecimal(huge, 'de')).toBe(
      '123.456.789.012.345.678.901.234.567.890,123456789012345678901',
    );
    // A float would have turned this into 9007199254740992.
    expect(localizeDecimal('9007199254740993', 'de')).toBe('9.007.199.254.740.993');
  });

  it.each(['', 'abc', '$-', '1e21', '1.', '.5', '+1', '1,234.5', '<0.0001', ' 1', 'NaN'])(
    'returns %j unchanged',
    (text) => {
      expect(localizeDecimal(text, 'de')).toBe(text);
    },
  );

  it('leaves numbers alone for a locale tag Intl rejects', () => {
    expect(localizeDecimal('1234.5', 'not a locale!')).toBe('1234.5');
  });
});

describe('localizeNumberText', () => {
  it.each([
    ['<0.000001', 'de', '<0,000001'],
    ['0.05%', 'de', '0,05%'],
    ['+1234.5%', 'en', '+1,234.5%'],
    ['-9.5%', 'es', '-9,5%'],
    ['<0.01', 'es', '<0,01'],
    ['∞', 'de', '∞'],
    ['-', 'de', '-'],
    ['1.2.3%', 'de', '1.2.3%'],
  ])('%s in %s is %s', (text, locale, expected) => {
    expect(localizeNumberText(text, locale)).toBe(expected);
  });
});

describe('localizeIfShown', () => {
  it('leaves the text of an input field (no locale) plain', () => {
    expect(localizeIfShown('1234.5', undefined)).toBe('1234.5');
    expect(localizeIfShown('1234.5', 'de')).toBe('1.234,5');
  });
});
