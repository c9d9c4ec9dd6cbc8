import { useCallback, useSyncExternalStore } from 'react';

/**
 * Below this width the vehicle panel is a drawer over the content instead of a column beside it: a
 * phone (390 px) or a small tablet in portrait has no room for navigation, panel and page side by side.
 * At 900 px and up (a 1024 × 768 tablet in landscape) the panel stays beside the content.
 */
export const DRAWER_BELOW_PX = 900;
export const NARROW_SCREEN_QUERY = `(max-width: ${DRAWER_BELOW_PX - 0.02}px)`;

/**
 * A touch screen below this width (a 1024 × 768 cab tablet) keeps the panel beside the content, but
 * the content has only about 490 px beside it: the panel gives way once a vehicle is picked.
 */
export const TOUCH_TABLET_BELOW_PX = 1280;
export const TOUCH_TABLET_QUERY = `(pointer: coarse) and (max-width: ${TOUCH_TABLET_BELOW_PX - 0.02}px)`;

/** Whether the media query matches, following changes (false where matchMedia is missing, e.g. jsdom). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
