// Retries a promise-returning function after random waits, until it succeeds or is cancelled.
import { CancelledError, RetryableError } from './errors';
import { defaultTimers, type TimerHandle, type Timers } from './timers';

export interface RetryOptions {
  /** Attempts after the first; Infinity (the default) retries until success or cancel. */
  retries?: number;
  minWaitMs: number;
  maxWaitMs: number;
  timers?: Timers;
}

export interface Retrying<T> {
  readonly promise: Promise<T>;
  /** Stops waiting and rejects the promise with CancelledError (a running attempt is abandoned). */
  cancel(): void;
}

/**
 * Calls `attempt`; when it throws RetryableError, waits minWaitMs..maxWaitMs (uniformly random)
 * and calls it again. Any other error rejects at once.
 * @spec 000 §4.20 Batched reads
 */
export function retry<T>(attempt: () => Promise<T>, options: RetryOptions): Retrying<T> {
  const timers = options.timers ?? defaultTimers;
  let retriesLeft = options.retries ?? Number.POSITIVE_INFINITY;
  let cancelled = false;
  let handle: TimerHandle | undefined;
  let rejectWait: ((error: unknown) => void) | undefined;

  const wait = () =>
    new Promise<void>((resolve, reject) => {
      const span = Math.max(0, options.maxWaitMs - options.minWaitMs);
      const ms = options.minWaitMs + Math.round(timers.random() * span);
      rejectWait = reject;
      handle = timers.setTimeout(() => {
        handle = undefined;
        rejectWait = undefined;
        resolve();
      }, ms);
    });

  const promise = (async () => {
    for (;;) {
      if (cancelled) throw new CancelledError();
      try {
        const value = await attempt();
        if (cancelled) throw new CancelledError();
        return value;
      } catch (error) {
        if (cancelled) throw new CancelledError();
        if (!(error instanceof RetryableError) || retriesLeft <= 0) throw error;
        retriesLeft -= 1;
      }
      await wait();
    }
  })();

  return {
    promise,
    cancel() {
      if (cancelled) return;
      cancelled = true;
      if (handle !== undefined) timers.clearTimeout(handle);
      handle = undefined;
      rejectWait?.(new CancelledError());
    },
  };
}
