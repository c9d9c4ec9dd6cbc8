import type { AccessRights } from '../../api/contract';
import {
  canRead,
  GATEWAY_RESOURCE,
  LOGBOOK_RESOURCE,
  ROUTE_IDS,
  routePath,
  type RouteId,
} from '../shared/routes';

// The shell's own modules keep importing route ids from here; features import them from shared/routes.
export { canRead, GATEWAY_RESOURCE, LOGBOOK_RESOURCE, ROUTE_IDS, routePath, type RouteId };

export const LOGIN_PATH = '/login';
export const RESET_PASSKEY_PATH = '/reset-passkey';
export const LOGBOOK_HOME_PATH = '/logbook-all-entries';

export const LOGBOOK_ROUTES: ReadonlySet<RouteId> = new Set(['logbook-all-entries', 'logbook-draft-entries']);
/** Views that need read on gateway/telematics (spec 000 §6). */
export const TELEMATICS_ROUTES: readonly RouteId[] = [
  'dashboard',
  'livedata',
  'reporting',
  'trackingmap',
  'notification',
  'datasheet',
];
/**
 * Pages about the user's own account and the administration console (which asks the server whether
 * the user may use it). Neither shows telematics, so a user without gateway read reaches them too:
 * a driver must be able to change the password (issue 11). Spec 000 §2 hides "every route except the
 * logbook and faq ones"; these two are the deliberate exception, named in the README.
 */
export const ACCOUNT_ROUTES: ReadonlySet<RouteId> = new Set(['profile', 'useradministration']);
/** The FAQ (kept visible by spec 000 §2) and the supplier list: no telematics either. */
export const HELP_ROUTES: ReadonlySet<RouteId> = new Set(['faq', 'suppliers']);
/** Views whose side navigation shows only Back and Profile. */
export const PROFILE_ROUTES: ReadonlySet<RouteId> = new Set(['profile', 'notificationsettings']);

const byPath = new Map<string, RouteId>(ROUTE_IDS.map((r) => [routePath(r), r]));

/** The route of a path, matched exactly; undefined for unknown paths. */
export const routeOfPath = (path: string): RouteId | undefined => byPath.get(path);

/**
 * Spec 000 §2: when accessRights is non-empty and gateway read is false, every route except the
 * logbook (and faq) ones is hidden and the user goes to /logbook-all-entries. Empty rights (none
 * loaded or none granted) hide nothing.
 */
export const isGatewayHidden = (rights: AccessRights): boolean =>
  Object.keys(rights).length > 0 && !canRead(rights, GATEWAY_RESOURCE);

/** Whether a logged-in user may reach a route at all (hidden routes redirect). */
export const isRouteReachable = (route: RouteId, rights: AccessRights): boolean =>
  !isGatewayHidden(rights) ||
  LOGBOOK_ROUTES.has(route) ||
  ACCOUNT_ROUTES.has(route) ||
  HELP_ROUTES.has(route);

export type LoggedInResolution =
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'route'; readonly route: RouteId; readonly framed: boolean }
  /** A logbook route without logbook read: the access-denied view; no message without any rights. */
  | { readonly kind: 'accessDenied'; readonly route: RouteId; readonly showMessage: boolean };

export interface LoggedInContext {
  readonly accessRights: AccessRights;
  /** The page runs inside a frame (window.self !== window.top). */
  readonly inFrame: boolean;
}

/** What a logged-in user sees at `path`: a route, the access-denied view, or a redirect. */
export const resolveLoggedInPath = (
  path: string,
  { accessRights, inFrame }: LoggedInContext,
): LoggedInResolution => {
  // Inside a frame the view is railation, and only railation (spec 000 §1).
  if (inFrame) return { kind: 'route', route: 'railation', framed: true };
  const hidden = isGatewayHidden(accessRights);
  const route = routeOfPath(path);
  if (!route || !isRouteReachable(route, accessRights))
    return { kind: 'redirect', to: hidden ? LOGBOOK_HOME_PATH : '/' };
  if (LOGBOOK_ROUTES.has(route) && !canRead(accessRights, LOGBOOK_RESOURCE))
    return { kind: 'accessDenied', route, showMessage: Object.keys(accessRights).length > 0 };
  return { kind: 'route', route, framed: false };
};

export type LoggedOutResolution =
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'login' }
  | { readonly kind: 'resetPasskey' };

/** Logged out, only /login and /reset-passkey exist; anything else goes to /login. */
export const resolveLoggedOutPath = (path: string): LoggedOutResolution =>
  path === LOGIN_PATH
    ? { kind: 'login' }
    : path === RESET_PASSKEY_PATH
      ? { kind: 'resetPasskey' }
      : { kind: 'redirect', to: LOGIN_PATH };
