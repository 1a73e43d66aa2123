import { describe, expect, it } from 'vitest';
import { shortenSymbol } from './symbol';

describe('shortenSymbol', () => {
  it('shortens symbols over 20 characters to first 4 ... last 5, counting characters not units', () => {
    expect(shortenSymbol('ABCDEFGHIJKLMNOPQRST')).toBe('ABCDEFGHIJKLMNOPQRST');
    expect(shortenSymbol('ABCDEFGHIJKLMNOPQRSTU')).toBe('ABCD...QRSTU');
    expect(shortenSymbol('🦄🦄🦄🦄xxxxxxxxxxxxx12345')).toBe('🦄🦄🦄🦄...12345');
  });
});
