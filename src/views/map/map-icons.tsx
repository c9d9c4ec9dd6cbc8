import type { ReactNode } from 'react';

/** The map's control icons (24 × 24 grid, current colour); the buttons carry the names. */
const icon = (paths: ReactNode) =>
  function MapIcon({ size = 18 }: { readonly size?: number }) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        aria-hidden="true"
        focusable="false"
      >
        {paths}
      </svg>
    );
  };

export const RecenterIcon = icon(
  <>
    <circle cx="12" cy="12" r="3.5" />
    <circle cx="12" cy="12" r="7.5" />
    <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2" />
  </>,
);
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />);
export const MinusIcon = icon(<path d="M5 12h14" />);
