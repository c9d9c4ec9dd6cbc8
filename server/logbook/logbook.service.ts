import type {
  CreateCommentInput,
  CreateEntryInput,
  LogbookEntry,
  LogbookResultCode,
  Pagination,
  TypedSignature,
  UpdateEntryInput,
} from '../../src/api/contract';
import { LOGBOOK_PAGING } from '../../src/api/contract/logbook-limits';
import type { SyncItem } from '../../src/api/contract/logbook-sync.contract';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { BinaryResult, Caller } from '../http/route';
import { requireLogbookAccess, type LogbookAccess, type LogbookNeed } from './logbook-access';
import { unknownEntry, unknownVehicle } from './logbook-errors';
import { toLogbookEntry } from './entry-row';
import {
  readEntryPage,
  readEntrySignature,
  readerOf,
  readLastA1,
  readNewestEntry,
  readVisibleEntry,
  vehicleInOrganisation,
} from './entry-store';
import { createEntry, deleteEntry, finalizeEntry, resultCodeOf, updateEntry } from './entry-writes';
import { createComment, listComments, readCommentSignature } from './entry-comments';
import { syncEntries } from './entry-sync';
import { signaturePng } from './signature-png';

export interface LogbookDeps {
  readonly db: Db;
  readonly clock: Clock;
  /** Where unexpected failures of single sync items are reported (the request itself still answers). */
  readonly log?: (message: string, error?: unknown) => void;
}

/** Spec 001 §3 Pagination for a page of `top` entries from `skip`. */
export const paginationOf = (
  foundCount: number,
  totalCount: number,
  top: number,
  skip: number,
): Pagination => {
  const size = Math.max(top, 1);
  const page = Math.floor(skip / size) + 1;
  const totalPages = Math.ceil(foundCount / size);
  return {
    foundCount,
    totalCount,
    page,
    totalPages,
    hasPrevPage: page > 1,
    hasNextPage: page < totalPages,
    prevPage: page > 1 ? page - 1 : null,
    nextPage: page < totalPages ? page + 1 : null,
  };
};

const png = (bytes: Uint8Array | null): BinaryResult => {
  if (!bytes) throw unknownEntry();
  return { contentType: 'image/png', bytes, cacheControl: 'private, max-age=3600' };
};

export interface ListQuery {
  readonly top?: number | undefined;
  readonly skip?: number | undefined;
  readonly filter?: string | undefined;
  readonly orderby?: string | undefined;
}

/** The logbook operations (spec 001 §7 Logbook), each authorised in the organisation it names. */
export const createLogbookService = (deps: LogbookDeps) => {
  const { db, clock } = deps;
  const access = (caller: Caller, organisationId: string, ...needs: LogbookNeed[]) =>
    requireLogbookAccess(db, caller, organisationId, needs);
  /** Access checked, then `fn` in one transaction: written together or not at all. */
  const write = async <T>(
    caller: Caller,
    organisationId: string,
    needs: LogbookNeed[],
    fn: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], a: LogbookAccess, now: Date) => Promise<T>,
  ): Promise<T> => {
    const a = await access(caller, organisationId, ...needs);
    return db.transaction((tx) => fn(tx, a, clock.now()));
  };
  const requireVehicle = async (a: LogbookAccess, vehicleId: number) => {
    if (!(await vehicleInOrganisation(db, a.organisationId, vehicleId))) throw unknownVehicle();
  };

  return {
    listEntries: async (caller: Caller, organisationId: string, query: ListQuery) => {
      const a = await access(caller, organisationId, 'entries:read');
      const top = query.top ?? LOGBOOK_PAGING.listPageSize;
      const skip = query.skip ?? 0;
      const page = await readEntryPage(db, a, { filter: query.filter, orderby: query.orderby, top, skip });
      const reader = readerOf(a);
      return {
        items: page.rows.map((row) => toLogbookEntry(row, reader)),
        pagination: paginationOf(page.foundCount, page.totalCount, top, skip),
      };
    },
    getEntry: async (caller: Caller, organisationId: string, entryId: string): Promise<LogbookEntry> => {
      const a = await access(caller, organisationId, 'entries:read');
      const row = await readVisibleEntry(db, a, entryId);
      if (!row) throw unknownEntry();
      return toLogbookEntry(row, readerOf(a));
    },
    getNewestEntry: async (caller: Caller, organisationId: string, vehicleId: number) => {
      const a = await access(caller, organisationId, 'entries:read');
      await requireVehicle(a, vehicleId);
      const row = await readNewestEntry(db, a, vehicleId);
      return { item: row && toLogbookEntry(row, readerOf(a)) };
    },
    getLastA1: async (caller: Caller, organisationId: string, vehicleId: number) => {
      const a = await access(caller, organisationId, 'entries:read');
      await requireVehicle(a, vehicleId);
      return { lastInspectionPerformedTimestamp_A1: await readLastA1(db, a, vehicleId) };
    },
    createEntry: (
      caller: Caller,
      organisationId: string,
      body: { logbookEntryId: string; entry: CreateEntryInput },
    ) =>
      write(caller, organisationId, ['entries:create'], (tx, a, now) =>
        createEntry(tx, a, now, body.logbookEntryId, body.entry),
      ),
    updateEntry: (
      caller: Caller,
      organisationId: string,
      entryId: string,
      entry: UpdateEntryInput,
      baseVersion?: number,
    ) =>
      write(caller, organisationId, ['entries:create'], (tx, a, now) =>
        updateEntry(tx, a, now, entryId, entry, baseVersion),
      ),
    syncEntries: async (caller: Caller, organisationId: string, items: readonly SyncItem[]) =>
      syncEntries(deps, await access(caller, organisationId, 'entries:create'), items),
    finalizeEntry: (
      caller: Caller,
      organisationId: string,
      entryId: string,
      body: { readonly signatureImage: string; readonly typedSignature?: TypedSignature | undefined },
    ) => {
      const signature = signaturePng(body.signatureImage);
      return write(caller, organisationId, ['entries:create'], (tx, a, now) =>
        finalizeEntry(tx, a, now, entryId, signature, body.typedSignature),
      );
    },
    deleteEntry: (caller: Caller, organisationId: string, entryId: string) =>
      write(caller, organisationId, ['entries:create'], (tx, a) => deleteEntry(tx, a, entryId)),
    /**
     * Each id in its own transaction: one failing leaves the others deleted, none half-deleted. An id
     * named twice is deleted (and answered) once, so the repeat does not read as a failure.
     */
    deleteEntries: async (caller: Caller, organisationId: string, ids: readonly string[]) => {
      const a = await access(caller, organisationId, 'entries:create');
      const results: { logbookEntryId: string; resultCode: LogbookResultCode }[] = [];
      const seen = new Set<string>();
      for (const id of ids) {
        if (seen.has(id.toLowerCase())) continue;
        seen.add(id.toLowerCase());
        const resultCode = await db
          .transaction((tx) => deleteEntry(tx, a, id))
          .then((r) => r.resultCode, resultCodeOf);
        results.push({ logbookEntryId: id, resultCode });
      }
      const failed = results.some((r) => r.resultCode !== 'successfully_deleted');
      return {
        resultCode: failed ? ('err_multiple_error_occurred' as const) : ('successfully_deleted' as const),
        results,
      };
    },
    getEntrySignature: async (caller: Caller, organisationId: string, entryId: string) =>
      png(await readEntrySignature(db, await access(caller, organisationId, 'entries:read'), entryId)),
    listComments: async (
      caller: Caller,
      organisationId: string,
      entryId: string,
      query: {
        top?: number | undefined;
        skip?: number | undefined;
        orderby?: 'createTimestamp asc' | 'createTimestamp desc' | undefined;
      },
    ) =>
      listComments(db, await access(caller, organisationId, 'entries:read', 'comments:read'), entryId, {
        top: query.top ?? LOGBOOK_PAGING.commentsPageSize,
        skip: query.skip ?? 0,
        orderby: query.orderby ?? 'createTimestamp asc',
      }),
    createComment: (caller: Caller, organisationId: string, entryId: string, input: CreateCommentInput) => {
      const signature = signaturePng(input.signatureImage);
      return write(caller, organisationId, ['entries:read', 'comments:create'], (tx, a, now) =>
        createComment(tx, a, now, entryId, input, signature),
      );
    },
    getCommentSignature: async (caller: Caller, organisationId: string, entryId: string, commentId: string) =>
      png(
        await readCommentSignature(
          db,
          await access(caller, organisationId, 'entries:read', 'comments:read'),
          entryId,
          commentId,
        ),
      ),
  };
};

export type LogbookService = ReturnType<typeof createLogbookService>;
