// A value that follows another once it has stayed the same for `ms` (e.g. the token search, which
// spec 000 §2 debounces by 200 ms); each change restarts the wait.
import { useEffect, useState } from 'react';

export function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
