import { describe, expect, it } from 'vitest';
import { fixtureEntry } from '../list/logbook-list.fixtures';
import { withDeviceEntries, type DeviceLogbook } from './device-rows';
import { logbookEntryAsCreate } from '../../../api/contract/logbook-sections';
import { localAsLogbookEntry, withUpdate } from './local-entry';
import { FIXTURE_AUTHOR, fixtureLocalEntry } from './offline.fixtures';

const device = (over: Partial<DeviceLogbook> = {}): DeviceLogbook => ({
  entries: [],
  deletions: new Set(),
  inFlight: new Set(),
  ...over,
});
const ids = (rows: { items: readonly { header: { logbookEntryId: string } }[] }) =>
  rows.items.map((item) => item.header.logbookEntryId.slice(-2));
const all = { firstPage: true, include: () => true };

describe('the device copy as an entry', () => {
  it('round-trips a server entry through the create shape (the sending rules keep it whole)', () => {
    const server = fixtureEntry(4, { status: 'created' });
    const local = fixtureLocalEntry(4, { state: 'unsynced' }, true);
    const shown = localAsLogbookEntry(local, FIXTURE_AUTHOR);
    expect(shown.vehicleState).toEqual(server.vehicleState);
    expect(shown.defects).toEqual(server.defects);
    expect(shown.header.creatorAccountFirstName).toBe(server.header.creatorAccountFirstName);
    expect(shown.header.status).toBe('created');
    expect(shown.version).toBe(server.version);
  });

  it('an entry made offline carries its author and device time, and a signed one reads as signed', () => {
    const local = fixtureLocalEntry(6, { signatureImage: 'iVBORw0KGgo=' });
    const shown = localAsLogbookEntry(local, { accountId: 'x', firstName: 'Eva', lastName: 'Lok' });
    expect(shown.header.creatorAccountFirstName).toBe('Eva');
    expect(shown.header.createTimestamp).toBe(local.savedAt);
    expect(shown.hasSignatureImage).toBe(true);
    expect(shown.version).toBe(0);
  });

  it('an update keeps the fixed vehicle and reference time and takes the rest', () => {
    const base = logbookEntryAsCreate(fixtureEntry(4));
    const next = withUpdate(base, {
      header: { remarks: 'neu', referenceLocation: 'Hamm' },
      vehicleState: {},
      inspections: {},
      defects: null,
      stoppage: null,
    });
    expect(next.header).toEqual({ ...base.header, remarks: 'neu', referenceLocation: 'Hamm' });
    expect(next.defects).toBeNull();
  });
});

describe('rows with the device work laid over', () => {
  const page = [fixtureEntry(1), fixtureEntry(2), fixtureEntry(3)];

  it('shows device-only work first on the first page, only there, and only what the scope includes', () => {
    const mine = fixtureLocalEntry(9);
    const otherVehicle = fixtureLocalEntry(8, { vehicleId: 999 });
    const rows = (firstPage: boolean) =>
      withDeviceEntries(page, device({ entries: [mine, otherVehicle] }), FIXTURE_AUTHOR, {
        firstPage,
        include: (local) => local.vehicleId === 203,
      });
    expect(ids(rows(true))).toEqual(['09', '01', '02', '03']);
    expect(rows(true).states.get(mine.logbookEntryId)?.state).toBe('savedLocally');
    expect(ids(rows(false))).toEqual(['01', '02', '03']);
  });

  it('hides entries deleted on the device and shows the device copy of a changed one, syncing while pushed', () => {
    const changed = fixtureLocalEntry(
      2,
      {
        state: 'unsynced',
        entry: {
          ...logbookEntryAsCreate(fixtureEntry(2)),
          header: { ...logbookEntryAsCreate(fixtureEntry(2)).header, remarks: 'offline' },
        },
      },
      true,
    );
    const rows = withDeviceEntries(
      page,
      device({
        entries: [changed],
        deletions: new Set([fixtureEntry(3).header.logbookEntryId]),
        inFlight: new Set([changed.logbookEntryId]),
      }),
      FIXTURE_AUTHOR,
      all,
    );
    expect(ids(rows)).toEqual(['01', '02']);
    expect(rows.items[1]?.header.remarks).toBe('offline');
    expect(rows.states.get(changed.logbookEntryId)?.state).toBe('syncing');
  });

  it('a synced copy adds nothing: the server row stays as it is, without a chip', () => {
    const synced = fixtureLocalEntry(1, { state: 'synced' }, true);
    const rows = withDeviceEntries(page, device({ entries: [synced] }), FIXTURE_AUTHOR, all);
    expect(rows.items).toEqual(page);
    expect(rows.states.size).toBe(0);
  });
});
