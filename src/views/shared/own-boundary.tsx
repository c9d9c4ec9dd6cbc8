import { Suspense, type ReactNode } from 'react';

/**
 * A Suspense boundary of its own for a part shown after its page (a drawer at its first opening, a part
 * of the shell whose code loads lazily): while the part waits for its texts (a locale file still
 * loading), `fallback` shows in its place and the page stays as it is. Without one the part suspends
 * the route's or the app's boundary, React hides the whole page meanwhile (300–400 ms), and the focus
 * the page had falls to the body (issue 36).
 */
export function OwnBoundary({
  children,
  fallback = null,
}: {
  readonly children: ReactNode;
  readonly fallback?: ReactNode;
}) {
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
