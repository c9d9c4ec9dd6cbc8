import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ROUTE_IDS, type RouteId, type RouteViewProps } from '../shared/routes';

type RouteView = LazyExoticComponent<ComponentType<RouteViewProps>>;

/** Features not built yet show their title and a "not available yet" notice. */
const notAvailable: RouteView = lazy(() =>
  import('./route-views/not-available.view').then((m) => ({ default: m.NotAvailableView })),
);

/**
 * The view of each logged-in route, each loaded lazily so that no route (least of all the login)
 * carries another's code. A feature replaces its entry with `lazy(() => import('../<feature>/...'))`.
 */
export const ROUTE_VIEWS: Readonly<Record<RouteId, RouteView>> = {
  ...(Object.fromEntries(ROUTE_IDS.map((route) => [route, notAvailable])) as Record<RouteId, RouteView>),
  dashboard: lazy(() =>
    import('../dashboard/dashboard.screen').then((m) => ({ default: m.DashboardScreen })),
  ),
  livedata: lazy(() => import('../livedata/livedata.screen').then((m) => ({ default: m.LiveDataRoute }))),
  'logbook-all-entries': lazy(() =>
    import('../logbook/list/logbook-list.screen').then((m) => ({ default: m.LogbookListScreen })),
  ),
  'logbook-draft-entries': lazy(() =>
    import('../logbook/drafts/logbook-drafts.screen').then((m) => ({ default: m.LogbookDraftsScreen })),
  ),
  reporting: lazy(() =>
    import('../reporting/reporting.screen').then((m) => ({ default: m.ReportingScreen })),
  ),
  trackingmap: lazy(() =>
    import('../trackingmap/trackingmap.screen').then((m) => ({ default: m.TrackingMapScreen })),
  ),
  notification: lazy(() =>
    import('./route-views/notification-route.view').then((m) => ({ default: m.NotificationRouteView })),
  ),
  notificationsettings: lazy(() =>
    import('../notification-settings/notification-settings.screen').then((m) => ({
      default: m.NotificationSettingsScreen,
    })),
  ),
  useradministration: lazy(() =>
    import('../useradministration/administration.screen').then((m) => ({ default: m.AdministrationScreen })),
  ),
  profile: lazy(() => import('../profile/profile.screen').then((m) => ({ default: m.ProfileScreen }))),
  railation: lazy(() =>
    import('../railation/railation.screen').then((m) => ({ default: m.RailationScreen })),
  ),
  faq: lazy(() => import('../faq/faq.screen').then((m) => ({ default: m.FaqScreen }))),
  suppliers: lazy(() =>
    import('../suppliers/suppliers.screen').then((m) => ({ default: m.SuppliersScreen })),
  ),
  datasheet: lazy(() =>
    import('../datasheet/datasheet.screen').then((m) => ({ default: m.DatasheetScreen })),
  ),
};
