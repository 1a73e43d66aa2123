import { useEffect, useState } from 'react';

/**
 * False until `delayMs` has passed since mount, then true. Quick operations then never
 * flash a spinner. A delay of 0 is visible at once.
 */
export function useDelayedVisibility(delayMs: number): boolean {
  const [visible, setVisible] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) {
      setVisible(true);
      return;
    }
    setVisible(false);
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return visible;
}
