import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it('writes a span in days, hours, minutes and seconds', () => {
    expect(formatDuration(0)).toBe('0d 0h 0m 0s');
    expect(formatDuration(2 * 86_400 + 3 * 3600 + 4 * 60 + 5)).toBe('2d 3h 4m 5s');
  });

  it('drops fractions of a second and reads a span already past as 0', () => {
    expect(formatDuration(61.9)).toBe('0d 0h 1m 1s');
    expect(formatDuration(-5)).toBe('0d 0h 0m 0s');
  });
});
