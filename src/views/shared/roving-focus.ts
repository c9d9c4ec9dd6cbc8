import { useState, type KeyboardEvent } from 'react';

/** What a roving item spreads on its element (its key, its place in the tab order, its focus). */
export interface RovingItemProps {
  readonly tabIndex: 0 | -1;
  readonly 'data-roving-key': string;
  readonly onFocus: () => void;
}

/** Arrow keys and how far they move: the next or previous item, or the first or last. */
const STEPS: Readonly<Record<string, 'next' | 'previous' | 'first' | 'last'>> = {
  ArrowDown: 'next',
  ArrowRight: 'next',
  ArrowUp: 'previous',
  ArrowLeft: 'previous',
  Home: 'first',
  End: 'last',
};

/**
 * A list of many items as one tab stop (issue 36, WAI-ARIA's roving tabindex): the current item (the
 * last one focused, else the first) is in the tab order, the others are not; the arrow keys, Home and
 * End move the focus between them. Spread `itemProps(key)` on each item's element (what else an item
 * holds, a second button, follows the same `tabIndex`) and `onKeyDown` on the list.
 */
export const useRovingFocus = <K extends string | number>(keys: readonly K[]) => {
  const [active, setActive] = useState<K | null>(null);
  const current: K | null = active !== null && keys.includes(active) ? active : (keys[0] ?? null);
  const itemProps = (key: K): RovingItemProps => ({
    tabIndex: key === current ? 0 : -1,
    'data-roving-key': String(key),
    onFocus: () => setActive(key),
  });
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = STEPS[event.key];
    if (!step || current === null || event.altKey || event.ctrlKey || event.metaKey) return;
    const from = keys.indexOf(current);
    const to =
      step === 'first'
        ? 0
        : step === 'last'
          ? keys.length - 1
          : Math.min(keys.length - 1, Math.max(0, from + (step === 'next' ? 1 : -1)));
    const key = keys[to];
    if (key === undefined) return;
    event.preventDefault();
    setActive(key);
    event.currentTarget.querySelector<HTMLElement>(`[data-roving-key="${String(key)}"]`)?.focus();
  };
  return { itemProps, current, onKeyDown };
};
