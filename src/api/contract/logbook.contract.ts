import { ParseResult, Schema } from 'effect';
import { Language } from './accounts.contract';
import { endpoint } from './endpoint';
import { LogbookResultCode } from './errors.contract';
import { VehicleId } from './fleet.contract';
import {
  CommentId,
  CreateCommentInput,
  CreateEntryInput,
  EntryId,
  EntryVersion,
  LogbookComment,
  LogbookEntry,
  SignatureBase64,
  UpdateEntryInput,
} from './logbook-entry.contract';
import { LOGBOOK_SORT_FIELDS } from './logbook-filter';
import { LOGBOOK_PAGING } from './logbook-limits';
import {
  EntryPath,
  LOGBOOK_ORG_PATH as ORG,
  LOGBOOK_TAG,
  OrganisationIdParam,
  OrgPath,
} from './logbook-paths';
import { syncLogbookEntries } from './logbook-sync.contract';
import { PathId } from './path-id';
import { TypedSignature } from './signature-confirmation.contract';

/**
 * The logbook service (spec 001 §7 Logbook). Every operation names the organisation; the server checks
 * membership and rights (spec 001 §6) and answers another organisation's entry or vehicle with 404.
 */
const tag = LOGBOOK_TAG;
/** Reading the logbook of the organisation the path names: logbook_entries read there. */
const entriesRead = { tag, auth: 'accessToken', access: { logbook: ['entries:read'] } } as const;
/** Writing it: logbook_entries create there (which the demo user never has). */
const entriesCreate = { tag, auth: 'accessToken', access: { logbook: ['entries:create'] } } as const;

const VehiclePath = Schema.Struct({ organisationId: OrganisationIdParam, vehicleId: PathId(VehicleId) });

/** A non-negative decimal integer in a query string, at most `max`. */
const QueryCount = (max: number) =>
  Schema.transform(
    Schema.String.pipe(Schema.pattern(/^(0|[1-9][0-9]{0,8})$/, { message: () => 'a whole number' })),
    Schema.Int.pipe(Schema.between(0, max)),
    { strict: true, decode: (s) => Number(s), encode: (n) => String(n) },
  );

/** `<field> asc|desc` over the sortable columns. */
export const LogbookOrderBy = Schema.TemplateLiteral(
  Schema.Literal(...LOGBOOK_SORT_FIELDS),
  ' ',
  Schema.Literal('asc', 'desc'),
).annotations({ identifier: 'LogbookOrderBy' });
export type LogbookOrderBy = typeof LogbookOrderBy.Type;

/** A filter in the language of `logbook-filter.ts`; parsed by the server, never pasted into SQL. */
export const LogbookFilter = Schema.String.pipe(Schema.maxLength(500_000)).annotations({
  identifier: 'LogbookFilter',
});

/** Spec 001 §3 Pagination. foundCount: entries matching the filter; totalCount: all visible entries. */
export const Pagination = Schema.Struct({
  foundCount: Schema.Int,
  totalCount: Schema.Int,
  page: Schema.Int,
  totalPages: Schema.Int,
  hasPrevPage: Schema.Boolean,
  hasNextPage: Schema.Boolean,
  prevPage: Schema.NullOr(Schema.Int),
  nextPage: Schema.NullOr(Schema.Int),
}).annotations({ identifier: 'Pagination' });
export type Pagination = typeof Pagination.Type;

export const ListEntriesQuery = Schema.Struct({
  top: Schema.optional(QueryCount(LOGBOOK_PAGING.maxTop)),
  skip: Schema.optional(QueryCount(100_000_000)),
  filter: Schema.optional(LogbookFilter),
  count: Schema.optional(Schema.Literal('true', 'false')),
  orderby: Schema.optional(LogbookOrderBy),
});

export const listLogbookEntries = endpoint({
  operationId: 'listLogbookEntries',
  method: 'GET',
  path: `${ORG}/entries`,
  summary:
    'Entries of the organisation the caller may read: filter, sort (default createTimestamp desc), page.',
  ...entriesRead,
  params: OrgPath,
  query: ListEntriesQuery,
  success: {
    status: 200,
    schema: Schema.Struct({ items: Schema.Array(LogbookEntry), pagination: Pagination }),
  },
  errors: [401, 403, 404],
});

export const getLogbookEntry = endpoint({
  operationId: 'getLogbookEntry',
  method: 'GET',
  path: `${ORG}/entries/{entryId}`,
  summary: 'One entry.',
  ...entriesRead,
  params: EntryPath,
  success: { status: 200, schema: LogbookEntry },
  errors: [401, 403, 404],
});

export const getNewestLogbookEntry = endpoint({
  operationId: 'getNewestLogbookEntry',
  method: 'GET',
  path: `${ORG}/vehicles/{vehicleId}/entries/newest`,
  summary: 'The newest entry of a vehicle (for the defect carry-over), or null.',
  ...entriesRead,
  params: VehiclePath,
  success: { status: 200, schema: Schema.Struct({ item: Schema.NullOr(LogbookEntry) }) },
  errors: [401, 403, 404],
});

export const getLastA1Inspection = endpoint({
  operationId: 'getLastA1Inspection',
  method: 'GET',
  path: `${ORG}/vehicles/{vehicleId}/inspections/a1`,
  summary: 'The last A1 inspection recorded in a finalised entry of the vehicle, or null.',
  ...entriesRead,
  params: VehiclePath,
  success: {
    status: 200,
    schema: Schema.Struct({ lastInspectionPerformedTimestamp_A1: Schema.NullOr(Schema.String) }),
  },
  errors: [401, 403, 404],
});

export const EntryWriteResult = Schema.Struct({
  resourceId: EntryId,
  /** Reserved for the optional notification of an update; null when none was sent. */
  notificationResultCode: Schema.NullOr(Schema.String),
});

export const createLogbookEntry = endpoint({
  operationId: 'createLogbookEntry',
  method: 'POST',
  path: `${ORG}/entries`,
  summary:
    'Create an entry under the id the client generated. Idempotent: the same id again from the same author returns the existing entry; from anyone else it is a 409.',
  ...entriesCreate,
  params: OrgPath,
  body: Schema.Struct({ logbookEntryId: EntryId, entry: CreateEntryInput }),
  success: { status: 201, schema: EntryWriteResult },
  errors: [401, 403, 404, 409],
});

export const updateLogbookEntry = endpoint({
  operationId: 'updateLogbookEntry',
  method: 'PUT',
  path: `${ORG}/entries/{entryId}`,
  summary:
    'Change an entry that is not finalised (header: remarks and referenceLocation only). With baseVersion, a stale update (the entry changed since) is a 409 err_version_conflict.',
  ...entriesCreate,
  params: EntryPath,
  body: Schema.Struct({
    entry: UpdateEntryInput,
    baseVersion: Schema.optional(EntryVersion),
    sendOptionalNotification: Schema.optional(Schema.Boolean),
  }),
  success: { status: 200, schema: EntryWriteResult },
  errors: [401, 403, 404, 409],
});

export const finalizeLogbookEntry = endpoint({
  operationId: 'finalizeLogbookEntry',
  method: 'POST',
  path: `${ORG}/entries/{entryId}/finalize`,
  summary:
    'Sign and finalise an entry; the strict rules of spec 001 §5 apply. A finalised entry is read-only.',
  ...entriesCreate,
  params: EntryPath,
  body: Schema.Struct({
    signatureImage: SignatureBase64,
    /**
     * Signed by typed name (issue 36): the confirmation createSignatureConfirmation answered; the image is
     * the name as the client drew it. 400 naming typedSignature.confirmation when it is unknown, used,
     * expired or another account's.
     */
    typedSignature: Schema.optional(TypedSignature),
  }),
  success: { status: 200, schema: EntryWriteResult },
  errors: [401, 403, 404, 409],
});

export const DeleteResult = Schema.Struct({ resultCode: LogbookResultCode });

export const deleteLogbookEntry = endpoint({
  operationId: 'deleteLogbookEntry',
  method: 'DELETE',
  path: `${ORG}/entries/{entryId}`,
  summary: 'Delete an entry that is not finalised (finalised: 409 err_already_finalized).',
  ...entriesCreate,
  params: EntryPath,
  success: { status: 200, schema: DeleteResult },
  errors: [401, 403, 404, 409],
});

/** The most entries one bulk delete names. */
export const BULK_DELETE_MAX_IDS = 1000;

/**
 * The ids of a bulk delete (spec 001 §5: "a comma-separated string or an array of ids"): a JSON list,
 * or one string of ids separated by commas (blanks around them allowed). An empty part ("a,,b", "a,",
 * "") or a part that is no id refuses the whole request (400 naming `ids`), so nothing is deleted.
 * Encoded as a list.
 */
export const EntryIdList = Schema.transformOrFail(
  Schema.Union(
    Schema.Array(Schema.String),
    // Room for the most ids with a blank after each comma.
    Schema.String.pipe(Schema.maxLength(BULK_DELETE_MAX_IDS * 38)),
  ),
  Schema.Array(EntryId).pipe(Schema.minItems(1), Schema.maxItems(BULK_DELETE_MAX_IDS)),
  {
    strict: true,
    decode: (input, _options, ast) => {
      if (typeof input !== 'string') return ParseResult.succeed(input);
      const parts = input.split(',').map((part) => part.trim());
      const empty = parts.indexOf('');
      return empty === -1
        ? ParseResult.succeed(parts)
        : ParseResult.fail(
            new ParseResult.Type(
              ast,
              input,
              `a comma-separated list of ids without empty parts (part ${empty + 1} is empty)`,
            ),
          );
    },
    encode: (ids) => ParseResult.succeed(ids),
  },
).annotations({ identifier: 'EntryIdList' });

export const deleteLogbookEntries = endpoint({
  operationId: 'deleteLogbookEntries',
  heavy: true,
  method: 'POST',
  path: `${ORG}/entries/delete`,
  summary:
    'Delete the given entries (ids as a JSON list or one comma-separated string; a malformed one is a 400 and deletes nothing); a result code per id, and err_multiple_error_occurred when any failed.',
  ...entriesCreate,
  params: OrgPath,
  body: Schema.Struct({ ids: EntryIdList }),
  success: {
    status: 200,
    schema: Schema.Struct({
      resultCode: LogbookResultCode,
      results: Schema.Array(Schema.Struct({ logbookEntryId: EntryId, resultCode: LogbookResultCode })),
    }),
  },
  errors: [401, 403, 404],
});

export const getLogbookEntryDocument = endpoint({
  operationId: 'getLogbookEntryDocument',
  heavy: true,
  method: 'GET',
  path: `${ORG}/entries/{entryId}/document`,
  summary:
    'The entry as a PDF document: every section, the comments and the signature images, in DejaVu Sans (embedded subset). Sent as an attachment named by vehicle, day, state and id: logbook-<vehicle>-<YYYY-MM-DD>-<started|finalised>[-<open|resolved>]-<id8>.pdf (filename* with the vehicle name’s letters, filename in ASCII).',
  ...entriesRead,
  params: EntryPath,
  query: Schema.Struct({ language: Schema.optional(Language) }),
  success: { status: 200, binary: { contentTypes: ['application/pdf'] } },
  errors: [401, 403, 404],
});

export const getLogbookEntrySignatureImage = endpoint({
  operationId: 'getLogbookEntrySignatureImage',
  method: 'GET',
  path: `${ORG}/entries/{entryId}/signature`,
  summary: 'The signature image of a finalised entry (PNG).',
  ...entriesRead,
  params: EntryPath,
  success: { status: 200, binary: { contentTypes: ['image/png'] } },
  errors: [401, 403, 404],
});

export const listLogbookEntryComments = endpoint({
  operationId: 'listLogbookEntryComments',
  method: 'GET',
  path: `${ORG}/entries/{entryId}/comments`,
  summary: 'Comments of an entry (needs comments read), oldest first unless orderby says otherwise.',
  tag,
  auth: 'accessToken',
  access: { logbook: ['entries:read', 'comments:read'] },
  params: EntryPath,
  query: Schema.Struct({
    top: Schema.optional(QueryCount(LOGBOOK_PAGING.commentsPageSize)),
    skip: Schema.optional(QueryCount(100_000_000)),
    orderby: Schema.optional(Schema.Literal('createTimestamp asc', 'createTimestamp desc')),
  }),
  success: {
    status: 200,
    schema: Schema.Struct({ data: Schema.Struct({ items: Schema.Array(LogbookComment) }) }),
  },
  errors: [401, 403, 404],
});

export const createLogbookEntryComment = endpoint({
  operationId: 'createLogbookEntryComment',
  method: 'POST',
  path: `${ORG}/entries/{entryId}/comments`,
  summary: 'Comment on a finalised entry (needs comments create); may set the entry state.',
  tag,
  auth: 'accessToken',
  access: { logbook: ['entries:read', 'comments:create'] },
  params: EntryPath,
  body: CreateCommentInput,
  success: { status: 201, schema: Schema.Struct({ resourceId: CommentId }) },
  errors: [401, 403, 404, 409],
});

export const getLogbookCommentSignatureImage = endpoint({
  operationId: 'getLogbookCommentSignatureImage',
  method: 'GET',
  path: `${ORG}/entries/{entryId}/comments/{commentId}/signature`,
  summary: 'The signature image of a comment (PNG).',
  tag,
  auth: 'accessToken',
  access: { logbook: ['entries:read', 'comments:read'] },
  params: Schema.Struct({ organisationId: OrganisationIdParam, entryId: EntryId, commentId: CommentId }),
  success: { status: 200, binary: { contentTypes: ['image/png'] } },
  errors: [401, 403, 404],
});

export const ExportFormat = Schema.Literal('csv', 'spreadsheet');
export type ExportFormat = typeof ExportFormat.Type;
export const EXPORT_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  spreadsheet: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export const createLogbookExport = endpoint({
  operationId: 'createLogbookExport',
  heavy: true,
  method: 'POST',
  path: `${ORG}/exports`,
  summary: 'Prepare an export of the entries the filter selects; download it by the returned resourceId.',
  ...entriesRead,
  params: OrgPath,
  body: Schema.Struct({
    filter: LogbookFilter,
    orderby: Schema.optional(LogbookOrderBy),
    count: Schema.optional(Schema.Boolean),
    format: ExportFormat,
    language: Language,
  }),
  success: { status: 201, schema: Schema.Struct({ resourceId: EntryId }) },
  errors: [401, 403, 404],
});

export const getLogbookExport = endpoint({
  operationId: 'getLogbookExport',
  heavy: true,
  method: 'GET',
  path: `${ORG}/exports/{exportId}`,
  summary: 'Download a prepared export (CSV or xlsx), built while it streams.',
  ...entriesRead,
  params: Schema.Struct({ organisationId: OrganisationIdParam, exportId: EntryId }),
  success: {
    status: 200,
    binary: { contentTypes: [EXPORT_CONTENT_TYPES.csv, EXPORT_CONTENT_TYPES.spreadsheet] },
  },
  errors: [401, 403, 404],
});

export const logbookEndpoints = [
  listLogbookEntries,
  getLogbookEntry,
  getNewestLogbookEntry,
  getLastA1Inspection,
  createLogbookEntry,
  updateLogbookEntry,
  finalizeLogbookEntry,
  deleteLogbookEntry,
  deleteLogbookEntries,
  getLogbookEntryDocument,
  getLogbookEntrySignatureImage,
  listLogbookEntryComments,
  createLogbookEntryComment,
  getLogbookCommentSignatureImage,
  createLogbookExport,
  getLogbookExport,
  syncLogbookEntries,
] as const;
