import type { AccountRole } from '../../src/api/contract';
import type { RightsGrant } from '../accounts/rights';

/** The password of every demo account (README, end-to-end tests). */
export const DEMO_PASSWORD = 'Portal-Demo-2026!';

/** Fixed ids, so later demo data (vehicles, logbooks) can refer to the organisations. */
export const DEMO_ORGANISATIONS = [
  { id: 'org-nordbahn-logistik', name: 'Nordbahn Logistik GmbH' },
  { id: 'org-alpen-rail-service', name: 'Alpen Rail Service AG' },
] as const;

export type DemoOrganisationId = (typeof DEMO_ORGANISATIONS)[number]['id'];

export interface DemoAccount {
  readonly accountName: string;
  readonly role: AccountRole;
  readonly firstName: string;
  readonly lastName: string;
  readonly displayName: string;
  readonly oldLoginId: string;
  /** Memberships; the first is the account's default active organisation. */
  readonly organisations: readonly DemoOrganisationId[];
  readonly rights: RightsGrant;
}

const read = { read: true, create: false } as const;
const readCreate = { read: true, create: true } as const;

const STAFF_RIGHTS: RightsGrant = {
  'gateway/telematics': read,
  logbook_entries: readCreate,
  'logbook_entries/comments': readCreate,
};

const [NORDBAHN, ALPEN] = [DEMO_ORGANISATIONS[0].id, DEMO_ORGANISATIONS[1].id];

/** The demo accounts of issue 2; each has the e-mail `<accountName>@example.com`. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    accountName: 'admin',
    role: 'administrator',
    firstName: 'Anna',
    lastName: 'Hoffmann',
    displayName: 'Anna Hoffmann',
    oldLoginId: '100001',
    organisations: [NORDBAHN, ALPEN],
    rights: STAFF_RIGHTS,
  },
  {
    accountName: 'opadmin',
    role: 'operator_admin',
    firstName: 'Oliver',
    lastName: 'Brandt',
    displayName: 'Oliver Brandt',
    oldLoginId: '100002',
    organisations: [NORDBAHN],
    rights: STAFF_RIGHTS,
  },
  {
    accountName: 'dispatcher',
    role: 'user',
    firstName: 'Sabine',
    lastName: 'Keller',
    displayName: 'Sabine Keller',
    oldLoginId: '100003',
    organisations: [NORDBAHN],
    rights: { 'gateway/telematics': read, logbook_entries: read, 'logbook_entries/comments': read },
  },
  {
    accountName: 'driver',
    role: 'user',
    firstName: 'Lukas',
    lastName: 'Wagner',
    displayName: 'Lukas Wagner',
    oldLoginId: '100004',
    organisations: [NORDBAHN],
    rights: { logbook_entries: readCreate, 'logbook_entries/comments': readCreate },
  },
  {
    accountName: 'demo',
    role: 'demo',
    firstName: 'Demo',
    lastName: 'Benutzer',
    // Spec 000 §1: the demo user is recognised by its display name.
    displayName: 'Demo User',
    oldLoginId: '100005',
    organisations: [NORDBAHN],
    rights: { 'gateway/telematics': read, logbook_entries: read },
  },
  {
    accountName: 'guest',
    role: 'user',
    firstName: 'Marco',
    lastName: 'Bernasconi',
    displayName: 'Marco Bernasconi',
    oldLoginId: '100006',
    organisations: [ALPEN],
    rights: { 'gateway/telematics': read },
  },
];

export const demoEmail = (accountName: string): string => `${accountName}@example.com`;
