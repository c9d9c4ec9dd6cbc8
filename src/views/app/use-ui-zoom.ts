import { useLayoutEffect } from 'react';

/** The CSS custom property that carries the interface zoom: widths are `calc(<px> * var(--ui-zoom, 1))`. */
export const UI_ZOOM_PROPERTY = '--ui-zoom';

/**
 * Publishes the interface zoom (spec 000 §1, §9) on the document's root element, where every width
 * that scales with it can read it: the vehicle panel and the railation drawers inside the shell, and
 * the side drawers, the graph drawer and the narrow-screen vehicle drawer, which Radix renders in a
 * portal at the end of `<body>`, outside the shell. Removed when the shell goes (the login page).
 */
export const useUiZoom = (zoom: number, root: HTMLElement = document.documentElement): void => {
  useLayoutEffect(() => {
    root.style.setProperty(UI_ZOOM_PROPERTY, String(zoom));
    return () => {
      root.style.removeProperty(UI_ZOOM_PROPERTY);
    };
  }, [root, zoom]);
};
