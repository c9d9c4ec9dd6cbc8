import { useSyncExternalStore } from 'react';
import { NARROW_WINDOW_PX } from './ui-preferences';

const onResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/**
 * Whether the window is narrower than 480 px, by `width` (the app's services read the window; tests
 * give a fixed one), following resizes: a tablet's split screen or a turned phone, not only the width
 * the app opened at.
 */
export const useNarrowWindow = (width: () => number): boolean => {
  const narrow = () => width() < NARROW_WINDOW_PX;
  return useSyncExternalStore(onResize, narrow, narrow);
};
