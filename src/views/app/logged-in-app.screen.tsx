import { useSelector } from '@xstate/react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { OfflineBanner } from '../shared/offline-banner.view';
import type { AppServices, ShellServices } from '../shared/app-services';
import { resolveLoggedInPath, routeOfPath } from './app.routes';
import { preloadRouteView, ROUTE_VIEWS } from './route-views';
import { AccessDeniedView } from './route-views/access-denied.view';
import { FullPageLoading, SessionPendingView } from './session-pending.view';
import { ShellScreen } from './shell.screen';
import { useAccountLanguage } from './use-account-language';
import { useLoggedInServices } from './use-logged-in-services';

/**
 * The logged-in app: waits for account and rights, then for the logged-in app's services (their code
 * loads once the session is logged in), then resolves the path (spec 000 §2 Routes). Loaded lazily
 * itself, so the login route carries none of it.
 */
export function LoggedInApp({ services }: { readonly services: ShellServices }) {
  const { session } = services;
  const ready = useSelector(session, (s) => s.hasTag('ready'));
  const profileError = useSelector(session, (s) => s.context.profileError);
  const offline = useSelector(services.connectivity, (s) => s.hasTag('offline'));
  const app = useLoggedInServices(services);
  useAccountLanguage(session);
  // The address's view and its texts load while token and profile do, not after them (issue 35).
  const { i18n } = useTranslation();
  const [location] = useLocation();
  useEffect(() => {
    const route = routeOfPath(location);
    if (route) preloadRouteView(route, i18n);
  }, [location, i18n]);
  if (!ready)
    return (
      <>
        {offline && <OfflineBanner />}
        <SessionPendingView
          error={profileError}
          onRetry={() => session.send({ type: 'user.retryProfile' })}
          onLogout={() => session.send({ type: 'user.logout' })}
        />
      </>
    );
  // The features' code and actors load with the login; usually there before the profile is.
  return app ? <LoggedInRoutes services={app} /> : <FullPageLoading />;
}

/**
 * The path resolved to a redirect, the access-denied view or the route's lazily loaded view inside
 * the shell.
 */
function LoggedInRoutes({ services }: { readonly services: AppServices }) {
  const accessRights = useSelector(services.session, (s) => s.context.accessRights);
  const [location] = useLocation();
  const resolution = resolveLoggedInPath(location, { accessRights, inFrame: services.inFrame });
  // The selection follows the route: multi- or single-select, and the polling of the active vehicles.
  const view = resolution.kind !== 'redirect' ? resolution.route : null;
  const { selection } = services.fleet;
  useEffect(() => {
    if (view) selection.send({ type: 'view.changed', view });
  }, [view, selection]);

  if (resolution.kind === 'redirect') return <Redirect to={resolution.to} replace />;
  const RouteView = ROUTE_VIEWS[resolution.route];
  const content =
    resolution.kind === 'accessDenied' ? (
      <AccessDeniedView route={resolution.route} showMessage={resolution.showMessage} />
    ) : (
      <Suspense fallback={<FullPageLoading />}>
        <RouteView route={resolution.route} services={services} />
      </Suspense>
    );
  // Inside a frame only the railation view is shown, without header and navigation.
  if (resolution.kind === 'route' && resolution.framed)
    return (
      <div className="framed-railation" data-testid="framed-railation">
        {content}
      </div>
    );
  return (
    <ShellScreen services={services} route={resolution.route}>
      {content}
    </ShellScreen>
  );
}
