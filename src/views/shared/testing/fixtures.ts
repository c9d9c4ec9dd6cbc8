import type { AccessRights, PersonAccount } from '../../../api/contract/accounts.contract';
import type { SessionContext } from '../../../machines/session/session.types';
import { signedOutContext as machineSignedOutContext } from '../../../machines/session/session.context';

/**
 * Accounts and rights like the server's demo data, for view tests and stories. Not imported by the
 * app.
 */
const organisations = [
  { id: 'org-1', name: 'Rail Operator One' },
  { id: 'org-2', name: 'Cargo Rail Two' },
] as const;

const person = (
  accountName: string,
  first: string,
  last: string,
  extra: Partial<PersonAccount> = {},
): PersonAccount => ({
  accountId: `acc-${accountName}`,
  oldLoginId: null,
  accountName,
  firstName: first,
  lastName: last,
  email: `${accountName}@example.org`,
  displayName: `${first} ${last}`,
  isDemoUser: false,
  role: 'user',
  organisations: [organisations[0]],
  activeOrganisationId: organisations[0].id,
  avatarImageUrlSignature: null,
  ...extra,
});

export const DISPATCHER_RIGHTS: AccessRights = {
  'gateway/telematics': { canRead: true, canCreate: false },
  logbook_entries: { canRead: true, canCreate: false },
  'logbook_entries/comments': { canRead: true, canCreate: false },
};
export const DRIVER_RIGHTS: AccessRights = {
  logbook_entries: { canRead: true, canCreate: true },
  'logbook_entries/comments': { canRead: true, canCreate: true },
};
export const ADMIN_RIGHTS: AccessRights = {
  'gateway/telematics': { canRead: true, canCreate: false },
  logbook_entries: { canRead: true, canCreate: true },
  'logbook_entries/comments': { canRead: true, canCreate: true },
};
/** Telematics only: the logbook routes show the access-denied view. */
export const GUEST_RIGHTS: AccessRights = { 'gateway/telematics': { canRead: true, canCreate: false } };

export const DISPATCHER = person('dispatcher', 'Dana', 'Dispatcher');
export const DRIVER = person('driver', 'Dirk', 'Driver');
export const ADMIN = person('admin', 'Ada', 'Admin', {
  role: 'administrator',
  organisations: [...organisations],
});

/** A fresh copy of the session machine's own signed-out context. */
export const signedOutContext = (): SessionContext => ({ ...machineSignedOutContext });

/** The context of a ready session of `account` with `accessRights`. */
export const readyContext = (account: PersonAccount, accessRights: AccessRights): SessionContext => ({
  ...signedOutContext(),
  userToken: 'user-token',
  tokenAccountId: account.accountId,
  userTokenExpiresAt: Date.now() + 86_400_000,
  accessToken: 'access-token',
  accessTokenExpiresAt: Date.now() + 600_000,
  account,
  accessRights,
  accessRightsByOrganisation: { [account.activeOrganisationId]: accessRights },
  settings: { language: 'de-DE', activeOrganisationId: account.activeOrganisationId },
});
