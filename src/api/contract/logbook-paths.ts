import { Schema } from 'effect';
import { EntryId } from './logbook-entry.contract';

/** Where the logbook service lives (spec 001 §7: its paths are ours to choose). */
export const LOGBOOK_GATEWAY_PATH = '/logbook/api/logbook/v1';
/** Every logbook operation is under one organisation. */
export const LOGBOOK_ORG_PATH = `${LOGBOOK_GATEWAY_PATH}/organisations/{organisationId}`;
/** The OpenAPI tag of the logbook operations. */
export const LOGBOOK_TAG = 'logbook';

export const OrganisationIdParam = Schema.String.pipe(
  Schema.pattern(/^[A-Za-z0-9_-]{1,64}$/, { message: () => 'an organisation id' }),
);
export const OrgPath = Schema.Struct({ organisationId: OrganisationIdParam });
export const EntryPath = Schema.Struct({ organisationId: OrganisationIdParam, entryId: EntryId });
