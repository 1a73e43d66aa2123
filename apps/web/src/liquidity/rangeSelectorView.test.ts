import { formatSignedPercent } from '@dex/primitives';
import { describe, expect, it } from 'vitest';

describe('percentText', () => {
  it('signs the percent', () => {
    expect([10.2, -9.5, 0, undefined].map((value) => formatSignedPercent(value, 'en'))).toEqual([
      '+10.2%',
      '-9.5%',
      '0%',
      undefined,
    ]);
  });

  it("writes the number with the locale's decimal separator", () => {
    expect(formatSignedPercent(-9.5, 'de')).toBe('-9,5%');
    expect(formatSignedPercent(1234.5, 'es')).toBe('+1234,5%');
  });
});
