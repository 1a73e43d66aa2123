import { InvalidArgumentError } from '@dex/primitives';
import { describe, expect, it } from 'vitest';
import { computeSwapDeadline } from './deadline';

describe('computeSwapDeadline', () => {
  it('adds the user deadline to the latest block timestamp', () => {
    expect(computeSwapDeadline(1_700_000_000n, 1200)).toBe(1_700_001_200n);
    expect(() => computeSwapDeadline(1n, 0)).toThrow(InvalidArgumentError);
  });
});
