// The listener half of the `subscribe(listener) -> unsubscribe` + `getSnapshot()` shape every
// stateful core exposes (React's useSyncExternalStore and jotai wrap it in a few lines).

export type Unsubscribe = () => void;

export interface Listeners<Args extends readonly unknown[] = []> {
  /** Adds a listener; the function returned removes it (calling it twice is harmless). */
  subscribe(listener: (...args: Args) => void): Unsubscribe;
  /** Calls every listener subscribed when the call starts, in the order they subscribed. */
  notify(...args: Args): void;
  clear(): void;
  readonly size: number;
}

/**
 * A set of listeners. A listener that throws stops the notification and the error reaches the
 * caller, unless `onError` is given: then it gets the error and the other listeners still run.
 */
export function createListeners<Args extends readonly unknown[] = []>(
  onError?: (error: unknown) => void,
): Listeners<Args> {
  const listeners = new Set<(...args: Args) => void>();
  return {
    subscribe(listener) {
      // A wrapper per subscription, so the same function subscribed twice is two subscriptions.
      const entry = (...args: Args) => listener(...args);
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
    notify(...args) {
      for (const listener of [...listeners]) {
        if (!onError) {
          listener(...args);
          continue;
        }
        try {
          listener(...args);
        } catch (error) {
          onError(error);
        }
      }
    },
    clear: () => listeners.clear(),
    get size() {
      return listeners.size;
    },
  };
}
