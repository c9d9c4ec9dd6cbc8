import type { AccessRights } from '../../api/contract';
import type { AppServices } from './app-services';

/**
 * The route ids and the rights they hang on: a leaf that features and the shell both import, so no
 * feature needs to import `views/app/` (which composes the features and would close a cycle).
 */

/** The logged-in views, each at `/{id}`; the dashboard is `/` (spec 000 §2, 001 §2). */
export const ROUTE_IDS = [
  'dashboard',
  'profile',
  'notificationsettings',
  'trackingmap',
  'reporting',
  'livedata',
  'datasheet',
  'notification',
  'useradministration',
  'logbook-all-entries',
  'logbook-draft-entries',
  'railation',
  /** Not in the spec's route list (000 §2: "a faq view exists but has no route"): reached from the user menu. */
  'faq',
  /** The supplier list (001 §2; its display is ours): reached from the user menu. */
  'suppliers',
] as const;
export type RouteId = (typeof ROUTE_IDS)[number];

export const GATEWAY_RESOURCE = 'gateway/telematics';
export const LOGBOOK_RESOURCE = 'logbook_entries';

export const routePath = (route: RouteId): string => (route === 'dashboard' ? '/' : `/${route}`);

export const canRead = (rights: AccessRights, resource: string): boolean =>
  rights[resource]?.canRead === true;

/** What the shell hands the view of a logged-in route. */
export interface RouteViewProps {
  readonly route: RouteId;
  readonly services: AppServices;
}
