import type { ReactNode } from 'react';

const SUN = (
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>
);
const MOON = <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z" />;
const CLOUD = <path d="M7 18h10a4 4 0 0 0 .6-8A6 6 0 0 0 6 11a3.5 3.5 0 0 0 1 7Z" />;

const SHAPES: Readonly<Record<string, ReactNode>> = {
  'clear-day': SUN,
  'clear-night': MOON,
  'partly-cloudy-day': (
    <>
      <path d="M8 3v1.5M3.8 5.8l1 1M2 10h1.5M12.2 5.8l-1 1" />
      <path d="M5.6 11.5A3 3 0 0 1 11 8.3" />
      <path d="M9 20h8a3.5 3.5 0 0 0 .5-7A5 5 0 0 0 8 14a3 3 0 0 0 1 6Z" />
    </>
  ),
  'partly-cloudy-night': (
    <>
      <path d="M11 4.5A5 5 0 0 0 5 9.6 4.2 4.2 0 0 0 9 11" />
      <path d="M9 20h8a3.5 3.5 0 0 0 .5-7A5 5 0 0 0 8 14a3 3 0 0 0 1 6Z" />
    </>
  ),
  cloudy: CLOUD,
  rain: (
    <>
      <path d="M7 15h10a4 4 0 0 0 .6-8A6 6 0 0 0 6 8a3.5 3.5 0 0 0 1 7Z" />
      <path d="M8 18l-1 3M12 18l-1 3M16 18l-1 3" />
    </>
  ),
  snow: (
    <>
      <path d="M7 15h10a4 4 0 0 0 .6-8A6 6 0 0 0 6 8a3.5 3.5 0 0 0 1 7Z" />
      <path d="M8 19h.01M12 18h.01M16 19h.01M10 21.5h.01M14 21.5h.01" />
    </>
  ),
  fog: <path d="M4 9h16M3 13h18M5 17h14M8 5h8" />,
  wind: <path d="M3 8h11a3 3 0 1 0-3-3M3 12h15a3 3 0 1 1-3 3M3 16h7" />,
};

/** The weather response's icon (clear-day, rain, …) as a line drawing; decorative, the summary is text. */
export function WeatherIcon({ icon, size = 32 }: { readonly icon: string; readonly size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={icon}
    >
      {SHAPES[icon] ?? CLOUD}
    </svg>
  );
}
