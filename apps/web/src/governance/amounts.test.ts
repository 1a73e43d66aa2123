import { describe, expect, it } from 'vitest';
import { formatFixedAmount } from './amounts';

const unit = 10n ** 18n;

describe('formatFixedAmount', () => {
  it('shows a claim with no decimals, rounded down', () => {
    expect(formatFixedAmount(1400n * unit + unit / 2n, 18, 0)).toBe('1,400');
  });
  it('shows a balance with 2 decimals and unclaimed with 4, zero-padded', () => {
    expect(formatFixedAmount(1250n * unit + unit / 10n, 18, 2)).toBe('1,250.10');
    expect(formatFixedAmount(400n * unit, 18, 4)).toBe('400.0000');
    expect(formatFixedAmount(0n, 18, 4)).toBe('0.0000');
  });
  it('follows the locale separators', () => {
    expect(formatFixedAmount(1250n * unit + unit / 4n, 18, 2, 'de-DE')).toBe('1.250,25');
  });
});
