// What a promise made for a key settled with, while that key is current: a review's network cost
// is estimated once per review object (an accepted price update is a new review and estimates
// again), and an answer for a review that is gone is never shown for the next one.
import { useEffect, useState } from 'react';

export type Settled<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: unknown };

/**
 * The outcome of `load(key)` once it settled, for the current key only: undefined while it is
 * pending and while there is no key (null).
 */
export function useSettledFor<Key extends object, T>(
  key: Key | null,
  load: (key: Key) => Promise<T>,
): Settled<T> | undefined {
  const [result, setResult] = useState<{ readonly key: Key; readonly settled: Settled<T> }>();
  useEffect(() => {
    if (!key) return;
    let current = true;
    load(key).then(
      (value) => current && setResult({ key, settled: { ok: true, value } }),
      (error: unknown) => current && setResult({ key, settled: { ok: false, error } }),
    );
    return () => {
      current = false;
    };
  }, [key, load]);
  return result?.key === key ? result.settled : undefined;
}
