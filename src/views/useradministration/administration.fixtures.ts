import type {
  AdminUser,
  AuditEntry,
  DeviceKeyRow,
  TranslationBackupFile,
  TranslationEntry,
  UnknownDeviceRow,
  UserVehicleSetting,
} from '../../api/contract';

/** Story and view-test data of the console. Not imported by the app. */
export const FIXTURE_USERS: readonly AdminUser[] = [
  {
    userId: 'acc-admin',
    userName: 'admin',
    firstName: 'Anna',
    lastName: 'Hoffmann',
    company: 'Nordbahn Logistik GmbH',
    role: 'administrator',
    imageUrl: null,
  },
  {
    userId: 'acc-guest',
    userName: 'guest',
    firstName: 'Gian',
    lastName: 'Bernasconi',
    company: 'Alpen Rail Service AG',
    role: 'user',
    imageUrl: null,
  },
  {
    userId: 'acc-demo',
    userName: 'demo',
    firstName: 'Demo',
    lastName: 'Nutzer',
    company: 'Nordbahn Logistik GmbH',
    role: 'demo',
    imageUrl: null,
  },
];

export const FIXTURE_VEHICLE_WINDOWS: readonly UserVehicleSetting[] = [
  { vehicleId: 108, locName: 'DE 18 – 4185 011', startDate: null, endDate: null },
  { vehicleId: 109, locName: 'DE 18 – 4185 014', startDate: '2026-11-01', endDate: '2026-11-22' },
];

export const FIXTURE_TRANSLATIONS: readonly TranslationEntry[] = [
  {
    key: 'common->releaseNotes',
    de: 'Noch keine Versionshinweise.',
    en: 'No release notes yet.',
    lstEditedBy: null,
    modifiedDate: null,
    modifiedTime: null,
    staged: false,
  },
  {
    key: 'common->routes->logbook-all-entries',
    de: 'Fahrtenbuch',
    en: 'Trip log',
    lstEditedBy: 'Anna Hoffmann',
    modifiedDate: '23.11.2026',
    modifiedTime: '09:41',
    staged: true,
  },
];

export const FIXTURE_BACKUP_FILES: readonly TranslationBackupFile[] = [
  {
    fileName: 'translations-2026-11-20_14-30-00.json',
    createdAt: '2026-11-20T13:30:00.000Z',
    createdBy: 'Anna Hoffmann',
    entries: 3,
  },
];

export const FIXTURE_DEVICES: readonly DeviceKeyRow[] = [
  {
    vehicleId: 108,
    vehicleName: 'DE 18 – 4185 011',
    label: 'TX-900 SN 4711',
    kind: 'key',
    identifier: null,
    keyHint: 'dk_LY4T',
    registeredAt: '2026-11-20T08:00:00.000Z',
    keyIssuedAt: '2026-11-20T08:00:00.000Z',
    revokedAt: null,
    status: 'active',
  },
  {
    vehicleId: 109,
    vehicleName: 'DE 18 – 4185 014',
    label: null,
    kind: null,
    identifier: null,
    keyHint: null,
    registeredAt: null,
    keyIssuedAt: null,
    revokedAt: null,
    status: 'none',
  },
  {
    vehicleId: 110,
    vehicleName: 'DE 18 – 4185 020',
    label: 'FMC650 on 4185 020',
    kind: 'teltonika',
    identifier: '352093081452251',
    keyHint: null,
    registeredAt: '2026-11-21T07:30:00.000Z',
    keyIssuedAt: null,
    revokedAt: null,
    status: 'active',
  },
];

export const FIXTURE_UNKNOWN_DEVICES: readonly UnknownDeviceRow[] = [
  {
    protocol: 'teltonika',
    identifier: '356307042441013',
    firstSeen: '2026-11-22T05:12:00.000Z',
    lastSeen: '2026-11-24T16:40:00.000Z',
    attempts: 37,
    lastAddress: '10.20.30.40',
  },
  {
    protocol: 'osmand',
    identifier: '48241179',
    firstSeen: '2026-11-24T06:02:00.000Z',
    lastSeen: '2026-11-24T06:02:00.000Z',
    attempts: 1,
    lastAddress: null,
  },
];

export const FIXTURE_AUDIT: readonly AuditEntry[] = [
  {
    id: 2,
    at: '2026-11-23T09:41:00.000Z',
    accountName: 'Anna Hoffmann',
    action: 'setUserVehicleWindow',
    target: 'guest / DE 18 – 4185 014 (109)',
    before: { startDate: null, endDate: null },
    after: { startDate: '2026-11-01', endDate: '2026-11-22' },
  },
  {
    id: 1,
    at: '2026-11-23T09:30:00.000Z',
    accountName: 'Anna Hoffmann',
    action: 'setApproval',
    target: 'administrator',
    before: { status: false },
    after: { status: true },
  },
];

/** The paging props of a table showing `items` on its first page. */
export const pageOf = <Item>(items: readonly Item[]) => ({
  items,
  page: 0,
  pageSize: 20 as const,
  totalCount: items.length,
  loading: false,
  loadFailure: null,
});

/** The vehicles the webhook editor offers (the app's vehicle selection). */
export const FIXTURE_WEBHOOK_VEHICLES: readonly { readonly vehicleId: number; readonly name: string }[] = [
  { vehicleId: 108, name: 'DE 18 – 4185 011' },
  { vehicleId: 109, name: 'DE 18 – 4185 014' },
  { vehicleId: 110, name: 'DE 18 – 4185 020' },
];
export const FIXTURE_WEBHOOK_VEHICLE_NAMES: ReadonlyMap<number, string> = new Map(
  FIXTURE_WEBHOOK_VEHICLES.map((v) => [v.vehicleId, v.name]),
);
