import { useCallback, useRef } from 'react';

/**
 * A Radix table whose columns are wider than its box scrolls sideways inside its own scroll area; a
 * keyboard user reaches that area only when it holds something focusable. The returned ref, put on
 * `Table.Root`, puts the table's scroll viewport in the tab order while (and only while) it scrolls:
 * an empty table of deliveries in a dialog on a phone scrolls by arrow keys like any other
 * (axe: scrollable-region-focusable), and a table that fits adds no tab stop.
 */
export const useKeyboardScroll = (): ((root: HTMLElement | null) => void) => {
  const cleanup = useRef<(() => void) | null>(null);
  return useCallback((root: HTMLElement | null) => {
    cleanup.current?.();
    cleanup.current = null;
    const viewport = root?.querySelector<HTMLElement>('[data-radix-scroll-area-viewport]');
    if (!viewport) return;
    const update = () => {
      if (viewport.scrollWidth > viewport.clientWidth) viewport.tabIndex = 0;
      else viewport.removeAttribute('tabindex');
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(viewport);
    const table = viewport.querySelector('table');
    if (table) observer.observe(table);
    cleanup.current = () => observer.disconnect();
  }, []);
};
