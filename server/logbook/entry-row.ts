import type {
  Defects,
  EntryAlarm,
  EntryStatus,
  Inspections,
  LogbookEntry,
  OpenState,
  Stoppage,
  VehicleState,
} from '../../src/api/contract';

/** A `logbook_entries` row as {@link entryColumnsSql} selects it. */
export interface EntryRow {
  readonly id: string;
  readonly organisation_id: string;
  readonly vehicle_id: number;
  readonly author_account_id: string | null;
  readonly creator_first_name: string;
  readonly creator_last_name: string;
  readonly status: EntryStatus;
  readonly remarks: string | null;
  readonly reference_ts: Date | string;
  readonly reference_location: string | null;
  readonly entry_state: OpenState | null;
  readonly vehicle_state: VehicleState;
  readonly inspections: Inspections;
  readonly defects: Defects | null;
  readonly stoppage: Stoppage | null;
  readonly comments_count: number;
  readonly created_at: Date | string;
  readonly updated_at: Date | string;
  /** Raised by one on every change (migration 0005). */
  readonly version: number;
  /** Signed by typed name (issue 36); null when drawn or not finalised. */
  readonly signed_name: string | null;
  readonly signature_confirmed_at: Date | string | null;
  /** The alarms linked to the entry's defect (JSON: [id, type, state] oldest first), or null. */
  readonly alarms?: readonly (readonly [number, string, string])[] | string | null;
  /** The newest comment (JSON), only selected for callers with comments read. */
  readonly last_comment: LastCommentJson | null;
}

interface LastCommentJson {
  readonly remarks: string | null;
  readonly first_name: string;
  readonly last_name: string;
  readonly created_at: string;
}

/** Whether the reader may see comment data (spec 001 §6: comments read). */
export interface EntryReader {
  readonly canReadComments: boolean;
}

/** An instant from the database (a Date, or text from JSON) as ISO 8601 UTC. */
export const isoOf = (value: Date | string): string => new Date(value).toISOString();

/** jsonb arrives parsed from node-postgres and PGlite alike; text only if a driver ever changes. */
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * The columns of `logbook_entries e` that {@link toLogbookEntry} reads (signature image excluded).
 * With `canReadComments` the newest comment comes along; otherwise it is not even read.
 */
export const entryColumnsSql = (reader: EntryReader, e = 'e'): string =>
  `${e}.id, ${e}.organisation_id, ${e}.vehicle_id, ${e}.author_account_id, ${e}.creator_first_name,
   ${e}.creator_last_name, ${e}.status, ${e}.remarks, ${e}.reference_ts, ${e}.reference_location,
   ${e}.entry_state, ${e}.vehicle_state, ${e}.inspections, ${e}.defects, ${e}.stoppage, ${e}.comments_count,
   ${e}.created_at, ${e}.updated_at, ${e}.version, ${e}.signed_name, ${e}.signature_confirmed_at, ${
     reader.canReadComments
       ? `(SELECT json_build_object('remarks', c.remarks, 'first_name', c.creator_first_name,
             'last_name', c.creator_last_name, 'created_at', c.created_at)
           FROM logbook_comments c WHERE c.entry_id = ${e}.id
           ORDER BY c.created_at DESC, c.id DESC LIMIT 1)`
       : 'NULL'
   } AS last_comment,
   (SELECT json_agg(json_build_array(a.id::float8, a.type, a.state) ORDER BY a.id)
     FROM notification_alarms a WHERE a.logbook_entry_id = ${e}.id) AS alarms`;

/**
 * A stored entry as the contract answers it (LogbookEntry). Callers without comments read get no
 * comment data: commentsCount 0 and lastComment null.
 */
export const toLogbookEntry = (row: EntryRow, reader: EntryReader): LogbookEntry => {
  const last = reader.canReadComments && row.last_comment ? json(row.last_comment) : null;
  return {
    version: row.version,
    header: {
      logbookEntryId: row.id,
      vehicleIdRef: row.vehicle_id,
      status: row.status,
      remarks: row.remarks,
      referenceTimestamp: isoOf(row.reference_ts),
      referenceLocation: row.reference_location,
      entryState: row.entry_state,
      creatorAccountFirstName: row.creator_first_name,
      creatorAccountLastName: row.creator_last_name,
      createTimestamp: isoOf(row.created_at),
      commentsCount: reader.canReadComments ? row.comments_count : 0,
    },
    vehicleState: json(row.vehicle_state),
    inspections: json(row.inspections),
    defects: row.defects === null ? null : json(row.defects),
    stoppage: row.stoppage === null ? null : json(row.stoppage),
    hasSignatureImage: row.status === 'finalized',
    signedByName:
      !row.signed_name || !row.signature_confirmed_at
        ? null
        : { fullName: row.signed_name, confirmedAt: isoOf(row.signature_confirmed_at) },
    lastComment: last && {
      remarks: last.remarks,
      creatorAccountFirstName: last.first_name,
      creatorAccountLastName: last.last_name,
      createTimestamp: isoOf(last.created_at),
    },
    lastUpdateTimestamp: isoOf(row.updated_at),
    ...(row.alarms === undefined ? {} : { alarms: alarmsOf(row.alarms) }),
  };
};

/** The linked alarms as the entry answers them (issue 30 §1). */
const alarmsOf = (value: NonNullable<EntryRow['alarms']> | null): EntryAlarm[] =>
  (value === null ? [] : json(value)).map(([id, type, state]) => ({
    id: Number(id),
    type: type as EntryAlarm['type'],
    state: state as EntryAlarm['state'],
  }));
