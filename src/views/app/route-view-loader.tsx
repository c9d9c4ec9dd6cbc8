import type { ComponentType } from 'react';
import { lazyPart } from '../shared/lazy-part';
import { useRetryWhenOnline } from '../shared/optional-part';
import type { RouteViewProps } from '../shared/routes';
import { RouteLoadFailedView } from './route-views/route-load-failed.view';
import { FullPageLoading } from './session-pending.view';

export interface LoadedRouteView {
  readonly view: ComponentType<RouteViewProps>;
  /** Starts loading the view's code ahead (the address is known before the session is ready). */
  readonly preload: () => Promise<unknown>;
}

/**
 * A route's view whose code loads when it is first shown or preloaded. While it loads the page shows
 * the loading spinner; a failed load (offline on a first visit, before the service worker cached the
 * code) shows a notice with a retry in place of the page, and is tried again when the browser is online.
 * `React.lazy` rethrew the failed import and, with no boundary above, unmounted the whole app.
 */
export const routeViewLoader = (
  load: () => Promise<{ default: ComponentType<RouteViewProps> }>,
): LoadedRouteView => {
  const part = lazyPart(() => load().then((m) => m.default));
  function RouteView(props: RouteViewProps) {
    const { value: View, failed, retry } = part.useLoaded();
    useRetryWhenOnline(failed, retry);
    if (View) return <View {...props} />;
    return failed ? <RouteLoadFailedView onRetry={retry} /> : <FullPageLoading />;
  }
  return { view: RouteView, preload: part.preload };
};
