import type { LogbookEntry } from '../../../api/contract/logbook-entry.contract';
import type { LastPushResult, LocalEntry } from '../../../api/offline/logbook-offline-store';
import { localAsLogbookEntry, type EntryAuthor } from './local-entry';

/**
 * Where a row stands on this device (issue 8: saved locally / unsynced / syncing / saved / error /
 * unknown), shown as a chip in the list and on the drafts page. `synced` rows show none.
 */
export type DeviceState = 'savedLocally' | 'unsynced' | 'syncing' | 'synced' | 'error' | 'unknownEntry';

export interface DeviceRow {
  readonly state: DeviceState;
  readonly lastResult: LastPushResult | null;
}

/** What the device holds for the rows of a list (from the sync actor). */
export interface DeviceLogbook {
  readonly entries: readonly LocalEntry[];
  /** Entries deleted on the device whose deletion the server has not confirmed yet. */
  readonly deletions: ReadonlySet<string>;
  /** Entries in a push right now. */
  readonly inFlight: ReadonlySet<string>;
}

export interface DeviceRows {
  readonly items: readonly LogbookEntry[];
  readonly states: ReadonlyMap<string, DeviceRow>;
}

const hasLocalWork = (local: LocalEntry) => local.state !== 'synced';

/**
 * A page of server entries with the device's work laid over it: entries deleted on the device are
 * hidden; an entry changed on the device shows the device's copy; entries the server does not list
 * yet (made offline, not pushed) come first on the first page when `include` accepts them (the list:
 * the selected vehicle; the drafts: all).
 */
export const withDeviceEntries = (
  serverItems: readonly LogbookEntry[],
  device: DeviceLogbook,
  author: EntryAuthor,
  options: { readonly firstPage: boolean; readonly include: (local: LocalEntry) => boolean },
): DeviceRows => {
  const locals = new Map(device.entries.map((local) => [local.logbookEntryId, local]));
  const states = new Map<string, DeviceRow>();
  const rowOf = (local: LocalEntry) => {
    const state: DeviceState = device.inFlight.has(local.logbookEntryId) ? 'syncing' : local.state;
    states.set(local.logbookEntryId, { state, lastResult: local.lastResult });
    return localAsLogbookEntry(local, author);
  };
  const listed = new Set(serverItems.map((item) => item.header.logbookEntryId));
  const deviceOnly = options.firstPage
    ? device.entries
        .filter((local) => hasLocalWork(local) && !listed.has(local.logbookEntryId) && options.include(local))
        .filter((local) => !device.deletions.has(local.logbookEntryId))
        .map(rowOf)
    : [];
  const fromServer = serverItems
    .filter((item) => !device.deletions.has(item.header.logbookEntryId))
    .map((item) => {
      const local = locals.get(item.header.logbookEntryId);
      return local !== undefined && hasLocalWork(local) ? rowOf(local) : item;
    });
  return { items: [...deviceOnly, ...fromServer], states };
};
