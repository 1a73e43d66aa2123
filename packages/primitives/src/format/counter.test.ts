import { describe, expect, it } from 'vitest';
import { COUNTER_DURATION_MS, counterText, toCounterDecimals } from './counter';

describe('counterText', () => {
  it('starts at the old value, moves in a straight line and lands on the new one after 1 s', () => {
    expect(counterText('1.0000', '2.0000', 0)).toBe('1.0000');
    expect(counterText('1.0000', '2.0000', 250)).toBe('1.2500');
    expect(counterText('1.0000', '2.0000', 500)).toBe('1.5000');
    expect(counterText('1.0000', '2.0000', 999)).toBe('1.9990');
    expect(counterText('1.0000', '2.0000', COUNTER_DURATION_MS)).toBe('2.0000');
    expect(counterText('1.0000', '2.0000', 5000)).toBe('2.0000');
  });

  it('always shows 4 decimals, cutting longer values instead of rounding them up', () => {
    expect(counterText('0', '0.123456789', 1000)).toBe('0.1234');
    expect(counterText('0', '0.99999', 2000)).toBe('0.9999');
    expect(counterText('3', '3', 10)).toBe('3.0000');
  });

  it('keeps full precision for large reward amounts', () => {
    expect(counterText('123456789.0000', '123456790.0000', 500)).toBe('123456789.5000');
  });

  it('counts down as well as up', () => {
    expect(counterText('5.0000', '1.0000', 500)).toBe('3.0000');
  });

  it('shows the new value at once without a previous one or for text that is not a number', () => {
    expect(counterText(undefined, '7.1234', 0)).toBe('7.1234');
    expect(counterText('-', '7.1234', 0)).toBe('7.1234');
    expect(counterText('1.0000', '-', 0)).toBe('-');
  });

  it('jumps when the duration is zero (reduced motion)', () => {
    expect(counterText('1.0000', '2.0000', 0, 0)).toBe('2.0000');
  });
});

describe('toCounterDecimals', () => {
  it('pads or cuts a plain decimal to 4 places and leaves other text alone', () => {
    expect(toCounterDecimals('1.5')).toBe('1.5000');
    expect(toCounterDecimals('12')).toBe('12.0000');
    expect(toCounterDecimals('0.000099')).toBe('0.0000');
    expect(toCounterDecimals('n/a')).toBe('n/a');
  });
});
