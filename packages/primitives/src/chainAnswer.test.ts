import { describe, expect, it } from 'vitest';
import { anyLoading, type ChainAnswer, isFailed, isLoading } from './chainAnswer';

describe('ChainAnswer', () => {
  it('tells loading, failed and a value apart, and an empty string is a value', () => {
    const answers: ChainAnswer[] = [undefined, null, '0x01', ''];
    expect(answers.map(isLoading)).toEqual([true, false, false, false]);
    expect(answers.map(isFailed)).toEqual([false, true, false, false]);
  });

  it('a round is loading while any of its answers is', () => {
    expect(anyLoading(['0x01', null])).toBe(false);
    expect(anyLoading(['0x01', undefined, null])).toBe(true);
    expect(anyLoading([])).toBe(false);
  });
});
