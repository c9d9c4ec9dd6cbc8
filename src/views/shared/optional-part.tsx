import { useEffect, type ComponentType, type ReactNode } from 'react';
import { lazyPart } from './lazy-part';
import { OwnBoundary } from './own-boundary';

/**
 * A component of the page whose code loads lazily and that the page can do without for a while (the
 * shell's snackbars, toasts, update prompt and vehicle panel). Until its code is there it renders
 * `placeholder`; a failed load (the link lost before the service worker cached the code) keeps the
 * placeholder and is tried again when the browser is online again. `React.lazy` would rethrow the failed
 * import during render and, with no boundary above, unmount the whole app: a blank page where the offline
 * banner belongs (an e2e run that went offline right after the dashboard appeared saw exactly that).
 */
/** Calls `retry` when the browser comes online while `failed` (a lazily loaded part that could not load). */
export const useRetryWhenOnline = (failed: boolean, retry: () => void): void => {
  useEffect(() => {
    if (!failed) return undefined;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed, retry]);
};

export const optionalPart = <P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P & { readonly placeholder?: ReactNode }> => {
  const part = lazyPart(load);
  return function OptionalPart({ placeholder = null, ...props }: P & { readonly placeholder?: ReactNode }) {
    const { value: Part, failed, retry } = part.useLoaded();
    useRetryWhenOnline(failed, retry);
    // Its own boundary: a part waiting for its texts shows its placeholder meanwhile (see OwnBoundary).
    return Part ? (
      <OwnBoundary fallback={placeholder}>
        <Part {...(props as P)} />
      </OwnBoundary>
    ) : (
      <>{placeholder}</>
    );
  };
};
