import { describe, expect, it, vi } from 'vitest';
import { boundedMemo, lastAnswerMemo } from './readMemo';

describe('boundedMemo', () => {
  it('derives once per key, keeps nothing a derivation threw, and drops the oldest past its limit', () => {
    const known = boundedMemo<object>(2);
    const first = known('a', () => ({}));
    expect(known('a', () => ({}))).toBe(first);
    expect(() =>
      known('b', () => {
        throw new Error('bad answer');
      }),
    ).toThrow('bad answer');
    const derive = vi.fn(() => ({}));
    known('b', derive);
    known('b', derive);
    expect(derive).toHaveBeenCalledTimes(1);
    known('c', () => ({}));
    expect(known('a', () => ({}))).not.toBe(first);
  });
});

describe('lastAnswerMemo', () => {
  it('gives the same value while the answer stays, and derives anew when any part changes', () => {
    const known = lastAnswerMemo<object>(8);
    const derive = vi.fn(() => ({}));
    const first = known('pool', ['0xslot0', '0xliquidity'], derive);
    // Equal strings, not the same objects: answers arrive parsed anew every block.
    expect(known('pool', [`0x${'slot0'}`, '0xliquidity'], derive)).toBe(first);
    expect(derive).toHaveBeenCalledTimes(1);
    const moved = known('pool', ['0xslot0', '0xmore'], derive);
    expect(moved).not.toBe(first);
    // Only the last answer is kept: going back derives again.
    expect(known('pool', ['0xslot0', '0xliquidity'], derive)).not.toBe(first);
    expect(known('pool', ['0xslot0'], derive)).not.toBe(moved);
    expect(derive).toHaveBeenCalledTimes(4);
  });

  it('keeps nothing a derivation forgot, so a bad answer is decoded (and reported) again', () => {
    const known = lastAnswerMemo<string | undefined>(8);
    const derive = vi.fn((forget: () => void) => {
      forget();
      return undefined;
    });
    known('pair', ['0x1234'], derive);
    known('pair', ['0x1234'], derive);
    expect(derive).toHaveBeenCalledTimes(2);
  });

  it('keeps at most its limit of keys, dropping the least recently derived', () => {
    const known = lastAnswerMemo<object>(2);
    const a = known('a', ['1'], () => ({}));
    const b = known('b', ['1'], () => ({}));
    // 'a' derived again: now the most recent, so 'b' goes when 'c' comes.
    const a2 = known('a', ['2'], () => ({}));
    known('c', ['1'], () => ({}));
    expect(known('a', ['2'], () => ({}))).toBe(a2);
    expect(known('b', ['1'], () => ({}))).not.toBe(b);
    expect(a2).not.toBe(a);
  });
});
