import type { AccessRights } from '../../../api/contract/accounts.contract';
import {
  canRead,
  GATEWAY_RESOURCE,
  LOGBOOK_RESOURCE,
  PROFILE_ROUTES,
  routePath,
  TELEMATICS_ROUTES,
  type RouteId,
} from '../app.routes';

export type NavItemId = RouteId | 'back';

export interface NavItem {
  readonly id: NavItemId;
  readonly path: string;
  /** False for entries that are listed but never allowed (useradministration). */
  readonly allowed: boolean;
}

export interface SideNavInput {
  readonly route: RouteId;
  readonly accessRights: AccessRights;
  /** Unsaved logbook entries exist in local storage (unsavedLogbookItems). */
  readonly hasUnsavedLogbookItems: boolean;
  /** Open (status created) entries of the organisation exist on the server (the app-wide drafts). */
  readonly hasOpenLogbookEntries?: boolean;
}

const item = (id: RouteId, allowed = true): NavItem => ({ id, path: routePath(id), allowed });

/**
 * The side navigation's entries (spec 000 §2 Side navigation): telematics entries with gateway read,
 * the logbook with logbook_entries read, open entries only when open or unsaved ones exist, user
 * administration listed but never allowed, railation never. On profile pages: Back and Profile.
 */
export const sideNavItems = ({
  route,
  accessRights,
  hasUnsavedLogbookItems,
  hasOpenLogbookEntries = false,
}: SideNavInput): NavItem[] => {
  if (PROFILE_ROUTES.has(route)) return [{ id: 'back', path: '/', allowed: true }, item('profile')];
  const items: NavItem[] = [];
  if (canRead(accessRights, GATEWAY_RESOURCE)) items.push(...TELEMATICS_ROUTES.map((r) => item(r)));
  if (canRead(accessRights, LOGBOOK_RESOURCE)) {
    items.push(item('logbook-all-entries'));
    if (hasUnsavedLogbookItems || hasOpenLogbookEntries) items.push(item('logbook-draft-entries'));
  }
  items.push(item('useradministration', false));
  return items;
};
