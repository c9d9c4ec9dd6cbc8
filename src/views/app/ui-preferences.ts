/**
 * Interface preferences kept in local storage (spec 000 §3) and the shell's layout constants
 * (spec 000 §2, §9). Pure functions over a Storage, so tests and stories pass their own.
 */
export const NAV_EXPANDED_KEY = 'isNavigationBarExpanded';
export const ZOOM_KEY = 'zoomActive';
/** The Dev Tools switch (one of the spec's "dev switches"). */
export const DEV_TOOLS_KEY = 'devToolsActive';
export const UNSAVED_LOGBOOK_KEY = 'unsavedLogbookItems';
export const USER_TOKEN_KEY = 'userToken';

export const ZOOM_CHOICES = [0.8, 1, 1.2] as const;
export type Zoom = (typeof ZOOM_CHOICES)[number];
export const NAV_WIDTH_OPEN_PX = 210;
export const NAV_WIDTH_CLOSED_PX = 52;
export const NARROW_WINDOW_PX = 480;

export type ReadableStorage = Pick<Storage, 'getItem'>;

/** The stored preference wins; without one, expanded unless the window is narrower than 480 px. */
export const navExpanded = (stored: string | null, narrowWindow: boolean): boolean =>
  stored === 'true' ? true : stored === 'false' ? false : !narrowWindow;

export const parseZoom = (stored: string | null): Zoom => {
  const value = Number(stored);
  return ZOOM_CHOICES.find((z) => z === value) ?? 1;
};

/** Navigation width in px: 210 open, 52 closed, scaled by the zoom factor. */
export const navWidth = (expanded: boolean, zoom: Zoom): number =>
  Math.round((expanded ? NAV_WIDTH_OPEN_PX : NAV_WIDTH_CLOSED_PX) * zoom);

/** True when the stored unsaved logbook items hold at least one entry. */
export const hasUnsavedLogbookItems = (stored: string | null): boolean => {
  if (!stored) return false;
  try {
    const value: unknown = JSON.parse(stored);
    if (Array.isArray(value)) return value.length > 0;
    if (typeof value === 'object' && value !== null) return Object.keys(value).length > 0;
    return false;
  } catch {
    return false;
  }
};

/** Dev tools show only on localhost or a configured dev host (spec 000 §2 Header). */
export { isDevHost } from '../shared/dev-host';
