import { useEffect, type RefObject } from 'react';

/**
 * What the Tab key may reach inside a region (see `isTabbable`). Disabled controls excepted by
 * `:disabled`, not by their attribute: a control inside a disabled fieldset is disabled too (the
 * datasheet's fields before a locomotive is picked, which axe then found unreachable).
 */
const TABBABLE = [
  'a[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  'summary',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]',
].join(', ');

/**
 * Inside a disabled fieldset and not in its legend: disabled too, also an element that is no form
 * control (a slider's `<span tabindex="0">` thumb), as axe counts it.
 */
const inDisabledFieldset = (element: HTMLElement): boolean => {
  for (let fieldset = element.closest('fieldset:disabled'); fieldset;) {
    const legend = fieldset.querySelector(':scope > legend');
    if (!legend?.contains(element)) return true;
    fieldset = fieldset.parentElement?.closest('fieldset:disabled') ?? null;
  }
  return false;
};

/**
 * Rendered: not hidden by `display: none`, `visibility: hidden` or `content-visibility` (a closed
 * panel's controls stay in the document). Where the browser cannot tell (a DOM without layout), by the
 * `hidden` attribute.
 */
const isRendered = (element: HTMLElement): boolean =>
  typeof element.checkVisibility === 'function'
    ? element.checkVisibility({ visibilityProperty: true })
    : element.closest('[hidden]') === null;

/**
 * A candidate of `TABBABLE` that Tab really reaches, by the rules axe's scrollable-region-focusable
 * applies: not taken out by a negative tabindex or `inert`, not disabled by its fieldset, rendered.
 */
const isTabbable = (element: HTMLElement): boolean =>
  !(Number(element.getAttribute('tabindex') ?? '0') < 0) &&
  element.closest('[inert]') === null &&
  !inDisabledFieldset(element) &&
  isRendered(element);

/** The region's content is larger than its box (a pixel of rounding aside): it scrolls. */
export const scrolls = (region: HTMLElement): boolean =>
  region.scrollHeight > region.clientHeight + 1 || region.scrollWidth > region.clientWidth + 1;

/**
 * Whether a keyboard user needs the region itself as a tab stop: it scrolls and nothing inside it can
 * be tabbed to (a page of disabled fields while no vehicle is picked, a long text), so the arrow keys
 * would have nowhere to start from (WCAG 2.1.1; axe: scrollable-region-focusable).
 */
export const needsOwnTabStop = (region: HTMLElement): boolean =>
  scrolls(region) && ![...region.querySelectorAll<HTMLElement>(TABBABLE)].some(isTabbable);

/**
 * Puts a scrolling region in the tab order while (and only while) it scrolls with nothing tabbable
 * inside; otherwise it keeps `restingTabIndex` (the page's main region: -1, the skip link's target and
 * no tab stop that does nothing, issue 36). Watched, not polled: the region's size, its children's
 * sizes and changes of its content (a control enabled or disabled, a page replacing another) are
 * looked at once per frame at most.
 */
export const useScrollRegionTabStop = (ref: RefObject<HTMLElement | null>, restingTabIndex: number): void => {
  useEffect(() => {
    const region = ref.current;
    if (!region) return undefined;
    const view = region.ownerDocument.defaultView;
    let frame: number | null = null;
    const update = () => {
      frame = null;
      const wanted = needsOwnTabStop(region) ? 0 : restingTabIndex;
      if (region.tabIndex !== wanted) region.tabIndex = wanted;
    };
    const schedule = () => {
      if (frame === null) frame = view?.requestAnimationFrame(update) ?? null;
    };
    const sizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    const observeSizes = () => {
      if (!sizes) return;
      sizes.disconnect();
      sizes.observe(region);
      for (const child of region.children) sizes.observe(child);
    };
    const content = new MutationObserver((records) => {
      if (records.some((r) => r.type === 'childList' && r.target === region)) observeSizes();
      schedule();
    });
    content.observe(region, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled', 'tabindex', 'href', 'inert', 'hidden'],
    });
    observeSizes();
    update();
    return () => {
      content.disconnect();
      sizes?.disconnect();
      if (frame !== null) view?.cancelAnimationFrame(frame);
    };
  }, [ref, restingTabIndex]);
};
