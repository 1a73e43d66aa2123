// The clock comes in from outside so tests (and unusual hosts) control time and randomness.

export type TimerHandle = unknown;

export interface Timers {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  /** A number in [0, 1), like Math.random. */
  random(): number;
}

/** The host's timers, looked up at call time so fake timers installed later still apply. */
export const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as Parameters<typeof clearTimeout>[0]),
  random: () => Math.random(),
};

/** Runs `callback` once, `ms` after the last `trigger()`; `cancel()` drops a pending run. */
export function debounce(timers: Timers, ms: number, callback: () => void) {
  let handle: TimerHandle | undefined;
  const cancel = () => {
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = undefined;
  };
  return {
    trigger() {
      cancel();
      handle = timers.setTimeout(() => {
        handle = undefined;
        callback();
      }, ms);
    },
    cancel,
  };
}
