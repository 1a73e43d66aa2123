import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CancelledError, RetryableError } from './errors';
import { retry } from './retry';
import type { Timers } from './timers';

const timers = (random: number): Timers => ({
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  random: () => random,
});

describe('retry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the first success', async () => {
    const attempt = vi.fn(async () => 42);
    const { promise } = retry(attempt, { minWaitMs: 2500, maxWaitMs: 3500, timers: timers(0) });
    await expect(promise).resolves.toBe(42);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it.each([
    [0, 2500],
    [0.5, 3000],
    [0.999, 3499],
  ])('with random %d waits %d ms before retrying', async (random, waitMs) => {
    let calls = 0;
    const attempt = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new RetryableError('old block');
      return 'ok';
    });
    const { promise } = retry(attempt, {
      minWaitMs: 2500,
      maxWaitMs: 3500,
      timers: timers(random),
    });
    await vi.advanceTimersByTimeAsync(waitMs - 1);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await expect(promise).resolves.toBe('ok');
  });

  it('retries without limit by default', async () => {
    const attempt = vi.fn(async () => {
      throw new RetryableError('again');
    });
    const { promise, cancel } = retry(attempt, { minWaitMs: 10, maxWaitMs: 10, timers: timers(0) });
    await vi.advanceTimersByTimeAsync(10 * 100);
    expect(attempt).toHaveBeenCalledTimes(101);
    cancel();
    await expect(promise).rejects.toBeInstanceOf(CancelledError);
  });

  it('stops after the given number of retries', async () => {
    const attempt = vi.fn(async () => {
      throw new RetryableError('again');
    });
    const { promise } = retry(attempt, {
      retries: 2,
      minWaitMs: 10,
      maxWaitMs: 10,
      timers: timers(0),
    });
    const settled = expect(promise).rejects.toBeInstanceOf(RetryableError);
    await vi.advanceTimersByTimeAsync(100);
    await settled;
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('rejects at once on other errors', async () => {
    const attempt = vi.fn(async () => {
      throw new Error('boom');
    });
    const { promise } = retry(attempt, { minWaitMs: 10, maxWaitMs: 10, timers: timers(0) });
    await expect(promise).rejects.toThrow('boom');
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('cancelling during the wait stops further attempts', async () => {
    const attempt = vi.fn(async () => {
      throw new RetryableError('again');
    });
    const { promise, cancel } = retry(attempt, {
      minWaitMs: 100,
      maxWaitMs: 100,
      timers: timers(0),
    });
    await vi.advanceTimersByTimeAsync(50);
    cancel();
    await expect(promise).rejects.toBeInstanceOf(CancelledError);
    await vi.advanceTimersByTimeAsync(1000);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
