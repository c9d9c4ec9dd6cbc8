import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is narrower than `belowPx`, following its size: a list that lays out as a table
 * where it has room and as cards where it has not (a phone, or a tablet with the vehicle panel beside
 * the page). Undefined until measured, which happens before the first paint: the caller renders its
 * content only then, so the wrong layout is never built (on a cab tablet the logbook's 59-row table
 * was laid out and thrown away for the cards at every load, issue 35). False where the element has no
 * size to measure (jsdom) or ResizeObserver is missing.
 */
export function useNarrowElement(ref: RefObject<HTMLElement | null>, belowPx: number): boolean | undefined {
  const [narrow, setNarrow] = useState<boolean | undefined>(undefined);
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
