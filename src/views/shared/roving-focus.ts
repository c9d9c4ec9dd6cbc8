import { useState, type KeyboardEvent } from 'react';

/** What a roving item spreads on its element (its key, its part, its place in the tab order, its focus). */
export interface RovingItemProps {
  readonly tabIndex: 0 | -1;
  readonly 'data-roving-key': string;
  /** Which of an item's controls this is (a row's checkbox or its open button): arrows keep to it. */
  readonly 'data-roving-part'?: string;
  readonly onFocus: () => void;
}

type Step = 'next' | 'previous' | 'first' | 'last';

/** Keys and how far they move: the next or previous item, or the first or last. */
const VERTICAL: Readonly<Record<string, Step>> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};
const ALL: Readonly<Record<string, Step>> = { ...VERTICAL, ArrowRight: 'next', ArrowLeft: 'previous' };

export interface RovingOptions {
  /**
   * `all` (default): every arrow moves, as in a list of cards. `vertical`: only up and down, as in the
   * rows of a table, where left and right belong to the controls in a row.
   */
  readonly arrows?: 'all' | 'vertical';
}

/**
 * A list of many items as one tab stop (issue 36, WAI-ARIA's roving tabindex): the current item (the
 * last one focused, else the first) is in the tab order, the others are not; the arrow keys, Home and
 * End move the focus between them. Spread `itemProps(key)` on each item's element, or
 * `itemProps(key, part)` on each of an item's controls (a row's checkbox and its open button: the
 * arrows move to the same control of the next item), and `onKeyDown` on the list. `activate(key)` makes
 * an item the current one (a stable function, for memoised items that report their own focus).
 */
export const useRovingFocus = <K extends string | number>(
  keys: readonly K[],
  { arrows = 'all' }: RovingOptions = {},
) => {
  const [active, setActive] = useState<K | null>(null);
  const current: K | null = active !== null && keys.includes(active) ? active : (keys[0] ?? null);
  const itemProps = (key: K, part?: string): RovingItemProps => ({
    tabIndex: key === current ? 0 : -1,
    'data-roving-key': String(key),
    ...(part === undefined ? {} : { 'data-roving-part': part }),
    onFocus: () => setActive(key),
  });
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = (arrows === 'all' ? ALL : VERTICAL)[event.key];
    if (!step || current === null || event.altKey || event.ctrlKey || event.metaKey) return;
    // Only the items' own keys: a field or a menu inside the list keeps its arrows.
    const item = event.target instanceof Element ? event.target.closest('[data-roving-key]') : null;
    if (item === null || !event.currentTarget.contains(item)) return;
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
    const part = item.getAttribute('data-roving-part');
    const within = `[data-roving-key="${String(key)}"]`;
    const target =
      (part === null
        ? null
        : event.currentTarget.querySelector<HTMLElement>(`${within}[data-roving-part="${part}"]`)) ??
      event.currentTarget.querySelector<HTMLElement>(within);
    target?.focus();
  };
  return { itemProps, current, onKeyDown, activate: setActive };
};
