import type {
  CreateEntryInput,
  LogbookEntry,
  UpdateEntryInput,
} from '../../../api/contract/logbook-entry.contract';
import { storedSections } from '../../../api/contract/logbook-sections';
import type { LocalEntry } from '../../../api/offline/logbook-offline-store';

/** Who made an entry on this device (the logged-in account), for the header the server would fill. */
export interface EntryAuthor {
  readonly accountId: string;
  readonly firstName: string;
  readonly lastName: string;
}

const iso = (value: string) => new Date(value).toISOString();

/**
 * The device's copy as the entry the views and the drawer show: the form's content made whole with the
 * sending rules (`storedSections`, the same the server applies), the header facts from the server's copy
 * when there is one, else from the author and the device. A signed copy is read-only like a finalised one
 * (spec 001 §4); its status stays `created` until the server finalised it.
 */
export const localAsLogbookEntry = (local: LocalEntry, author: EntryAuthor): LogbookEntry => {
  const sections = storedSections(local.entry);
  const server = local.server;
  const header = local.entry.header;
  return {
    version: local.baseVersion ?? 0,
    header: {
      logbookEntryId: local.logbookEntryId,
      vehicleIdRef: header.vehicleIdRef,
      status: 'created',
      remarks: header.remarks ?? null,
      referenceTimestamp: iso(header.referenceTimestamp),
      referenceLocation: header.referenceLocation ?? null,
      entryState: server?.header.entryState ?? sections.entryState,
      creatorAccountFirstName: server?.header.creatorAccountFirstName ?? author.firstName,
      creatorAccountLastName: server?.header.creatorAccountLastName ?? author.lastName,
      createTimestamp: server?.header.createTimestamp ?? local.savedAt,
      commentsCount: server?.header.commentsCount ?? 0,
    },
    vehicleState: sections.vehicleState,
    inspections: sections.inspections,
    defects: sections.defects,
    stoppage: sections.stoppage,
    hasSignatureImage: local.signatureImage !== null,
    lastComment: server?.lastComment ?? null,
    lastUpdateTimestamp: local.savedAt,
  };
};

/** An update applied to the create shape: the header keeps its fixed vehicle and reference time. */
export const withUpdate = (base: CreateEntryInput, update: UpdateEntryInput): CreateEntryInput => ({
  ...base,
  header: {
    ...base.header,
    remarks: update.header.remarks ?? null,
    referenceLocation: update.header.referenceLocation ?? null,
  },
  vehicleState: update.vehicleState,
  inspections: update.inspections,
  defects: update.defects,
  stoppage: update.stoppage,
});

/** A signature kept as base64 (PNG) as the Blob the drawer shows. */
export const signatureBlob = (base64: string): Blob => {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: 'image/png' });
};
