import type { ComponentType } from 'react';
import type { i18n as I18n } from 'i18next';
import type { Namespace } from '../../i18n/i18n';
import { ROUTE_IDS, type RouteId, type RouteViewProps } from '../shared/routes';
import { routeViewLoader, type LoadedRouteView } from './route-view-loader';

type RouteLoader = () => Promise<{ default: ComponentType<RouteViewProps> }>;

/** Features not built yet show their title and a "not available yet" notice. */
const notAvailable = routeViewLoader(() =>
  import('./route-views/not-available.view').then((m) => ({ default: m.NotAvailableView })),
);

/** How each built route's view is loaded; a feature adds its entry with `() => import('../<feature>/...')`. */
const ROUTE_LOADERS: Readonly<Partial<Record<RouteId, RouteLoader>>> = {
  dashboard: () => import('../dashboard/dashboard.screen').then((m) => ({ default: m.DashboardScreen })),
  livedata: () => import('../livedata/livedata.screen').then((m) => ({ default: m.LiveDataRoute })),
  'logbook-all-entries': () =>
    import('../logbook/list/logbook-list.screen').then((m) => ({ default: m.LogbookListScreen })),
  'logbook-draft-entries': () =>
    import('../logbook/drafts/logbook-drafts.screen').then((m) => ({ default: m.LogbookDraftsScreen })),
  reporting: () => import('../reporting/reporting.screen').then((m) => ({ default: m.ReportingScreen })),
  trackingmap: () =>
    import('../trackingmap/trackingmap.screen').then((m) => ({ default: m.TrackingMapScreen })),
  notification: () =>
    import('./route-views/notification-route.view').then((m) => ({ default: m.NotificationRouteView })),
  notificationsettings: () =>
    import('../notification-settings/notification-settings.screen').then((m) => ({
      default: m.NotificationSettingsScreen,
    })),
  useradministration: () =>
    import('../useradministration/administration.screen').then((m) => ({ default: m.AdministrationScreen })),
  profile: () => import('../profile/profile.screen').then((m) => ({ default: m.ProfileScreen })),
  railation: () => import('../railation/railation.screen').then((m) => ({ default: m.RailationScreen })),
  faq: () => import('../faq/faq.screen').then((m) => ({ default: m.FaqScreen })),
  suppliers: () => import('../suppliers/suppliers.screen').then((m) => ({ default: m.SuppliersScreen })),
  datasheet: () => import('../datasheet/datasheet.screen').then((m) => ({ default: m.DatasheetScreen })),
};

const LOADED: Readonly<Record<RouteId, LoadedRouteView>> = Object.fromEntries(
  ROUTE_IDS.map((route) => {
    const load = ROUTE_LOADERS[route];
    return [route, load ? routeViewLoader(load) : notAvailable];
  }),
) as Record<RouteId, LoadedRouteView>;

/**
 * The view of each logged-in route, each loaded lazily so that no route (least of all the login)
 * carries another's code (route-view-loader.tsx: a failed load is shown with a retry, not a blank page).
 */
export const ROUTE_VIEWS: Readonly<Record<RouteId, ComponentType<RouteViewProps>>> = Object.fromEntries(
  ROUTE_IDS.map((route) => [route, LOADED[route].view]),
) as Record<RouteId, ComponentType<RouteViewProps>>;

/**
 * The locale namespaces a route's first screen suspends on beyond the shell's (its view's
 * `useTranslation`). Read beside the view's code, they arrive with it instead of one round trip after
 * it: on a cab's mobile link (150 ms a round trip) the logbook's list call waited for them (issue 35).
 */
const ROUTE_NAMESPACES: Readonly<Partial<Record<RouteId, readonly Namespace[]>>> = {
  dashboard: ['map', 'logbook', 'notificationLabels'],
  livedata: ['map', 'logbook', 'notificationLabels'],
  'logbook-all-entries': ['logbook', 'logbookEntry', 'logbookComments', 'map'],
  'logbook-draft-entries': ['logbook', 'logbookEntry', 'logbookComments', 'map'],
};

/**
 * Starts loading a route's view and its texts before it is shown (issue 35): the logged-in app asks for
 * them while the session still loads its token and profile, so the view's code is there when they are
 * and its calls start at once. A failed load is left to the view's own (it tries again).
 */
export const preloadRouteView = (route: RouteId, i18n: Pick<I18n, 'loadNamespaces'>): void => {
  void LOADED[route].preload().catch(() => undefined);
  const namespaces = ROUTE_NAMESPACES[route];
  if (namespaces) void i18n.loadNamespaces([...namespaces]).catch(() => undefined);
};
