import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './useDebouncedValue';

afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedValue', () => {
  it('follows a value only once it has stayed the same for the delay, each change restarting it', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 200), {
      initialProps: { value: 'u' },
    });
    expect(result.current).toBe('u');
    rerender({ value: 'us' });
    act(() => vi.advanceTimersByTime(150));
    rerender({ value: 'usd' });
    act(() => vi.advanceTimersByTime(150));
    expect(result.current).toBe('u');
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe('usd');
  });
});
