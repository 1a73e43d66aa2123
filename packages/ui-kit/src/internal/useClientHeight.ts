import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * An element's clientHeight, measured before the first paint and again whenever the element is
 * resized (window resize, a bottom sheet growing). `fallback` stands in where there is no layout
 * (jsdom, a 0 px box before the modal opens). `active` re-measures when the element mounts later.
 */
export function useClientHeight(
  ref: RefObject<HTMLElement | null>,
  fallback: number,
  active = true,
): number {
  const [height, setHeight] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const measure = () => setHeight(element.clientHeight || fallback);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fallback, active]);
  return height;
}
