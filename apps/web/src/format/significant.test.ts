import { describe, expect, it } from 'vitest';
import { formatSignificant } from './significant';

const ether = (text: string) => {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(18, '0'));
};

describe('formatSignificant', () => {
  it.each([
    ['0', '0'],
    ['1', '1'],
    ['1.23456789', '1.235'],
    ['1.2344', '1.234'],
    ['9.9996', '10'],
    ['10000', '10000'],
    ['12345.678', '12350'],
    ['0.00012345', '0.0001235'],
    ['0.1', '0.1'],
    ['0.000000000000000001', '0.000000000000000001'],
  ])('%s ether -> %s', (amount, expected) => {
    expect(formatSignificant(ether(amount), 18)).toBe(expected);
  });

  it('handles other precisions and negative amounts', () => {
    expect(formatSignificant(123456n, 2, 6)).toBe('1234.56');
    expect(formatSignificant(123456n, 0)).toBe('123500');
    expect(formatSignificant(-1500000n, 6)).toBe('-1.5');
  });

  it('rejects nonsense arguments', () => {
    expect(() => formatSignificant(1n, -1)).toThrow(RangeError);
    expect(() => formatSignificant(1n, 18, 0)).toThrow(RangeError);
  });
});
