import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is narrower than `belowPx`, following its size: a list that lays out as a table
 * where it has room and as cards where it has not (a phone, or a tablet with the vehicle panel beside
 * the page). Measured before the first paint, so the wrong layout never shows; false where the
 * element has no size to measure (jsdom) or ResizeObserver is missing.
 */
export function useNarrowElement(ref: RefObject<HTMLElement | null>, belowPx: number): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = (width: number) => setNarrow(width > 0 && width < belowPx);
    measure(element.getBoundingClientRect().width);
    if (typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) measure(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, belowPx]);
  return narrow;
}
