import type { CreateEntryInput, LogbookEntry } from '../../../api/contract/logbook-entry.contract';
import { storedSections } from '../../../api/contract/logbook-sections';
import type { SyncItem, SyncResult, SyncSaveItem } from '../../../api/contract/logbook-sync.contract';

/**
 * A stand-in for the server's sync push route (built in parallel; its tests run against PostgreSQL),
 * answering over `fetch` so the real typed client encodes and decodes every push. It follows the
 * contract's rules: create by the client's id (a repeat from the same author updates), update of the
 * version last seen (stale: err_version_conflict with the server's entry), finalise after saving,
 * finalised entries refuse changes, deletion of an unknown entry is err_unknown_entry. Tests can make
 * whole pushes fail, answer items their own way, and hold answers back. Not imported by the app.
 */
export interface FakeSyncServer {
  readonly fetch: typeof fetch;
  /** The server's entries by id. */
  readonly entries: Map<string, LogbookEntry>;
  /** Every push received (after the token check), in order. */
  readonly pushes: (readonly SyncItem[])[];
  /** How often each id was created (must never exceed 1). */
  readonly creates: Map<string, number>;
  /** Ids that arrived in a push while another push carrying them was still unanswered. */
  readonly overlaps: string[];
  /** The access token it accepts; anything else is a 401. */
  token: string;
  /**
   * The next pushes fail: with this status or no answer ('network'), processing nothing; or 'lost':
   * applied, then the connection drops before the answer.
   */
  failNext(failure: PushFailure, times?: number): void;
  /** Answers one item this way instead of processing it (until cleared with null). */
  answerItem(logbookEntryId: string, answer: ((item: SyncItem) => SyncResult) | null): void;
  /** Holds the answers of pushes (already applied) for this long on the (fake) clock. */
  answerDelayMs: number;
}

/** How a push fails (see {@link FakeSyncServer.failNext}). */
export type PushFailure = number | 'network' | 'lost';

const ID_PREFIX = '00000000-0000-4000-8000-';
/** The entry id of fixture entry `n`. */
export const fixtureEntryId = (n: number) => `${ID_PREFIX}${String(n).padStart(12, '0')}`;

/** The entry the server holds for a pushed create or update. */
export const serverEntryOf = (
  id: string,
  input: CreateEntryInput,
  version: number,
  previous: LogbookEntry | null,
): LogbookEntry => {
  // The sending rules the real server applies (shared with it).
  const sections = storedSections(input);
  const at = '2026-11-22T12:00:00.000Z';
  return {
    header: {
      logbookEntryId: id,
      vehicleIdRef: previous?.header.vehicleIdRef ?? input.header.vehicleIdRef,
      status: 'created',
      remarks: input.header.remarks ?? null,
      referenceTimestamp: previous?.header.referenceTimestamp ?? input.header.referenceTimestamp,
      referenceLocation: input.header.referenceLocation ?? null,
      entryState: sections.entryState,
      creatorAccountFirstName: 'Dana',
      creatorAccountLastName: 'Fahrer',
      createTimestamp: previous?.header.createTimestamp ?? at,
      commentsCount: previous?.header.commentsCount ?? 0,
    },
    vehicleState: sections.vehicleState,
    inspections: sections.inspections,
    defects: sections.defects,
    stoppage: sections.stoppage,
    hasSignatureImage: false,
    lastComment: null,
    lastUpdateTimestamp: at,
    version,
  };
};

/** Waits like a slow answer; a cancelled request rejects as `fetch` does (the server has applied it). */
const answerLater = (ms: number, signal: AbortSignal | null) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
  });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const createFakeSyncServer = (): FakeSyncServer => {
  const entries = new Map<string, LogbookEntry>();
  const creates = new Map<string, number>();
  const answers = new Map<string, (item: SyncItem) => SyncResult>();
  const unanswered = new Map<string, number>();
  const failures: PushFailure[] = [];
  const result = (
    item: SyncItem,
    status: number,
    resultCode: SyncResult['resultCode'],
    entry: LogbookEntry | null,
  ): SyncResult => ({
    logbookEntryId: item.logbookEntryId,
    kind: item.kind,
    status,
    resultCode,
    entry,
  });
  const save = (item: SyncSaveItem): SyncResult => {
    const existing = entries.get(item.logbookEntryId) ?? null;
    if (existing === null && item.baseVersion !== null) return result(item, 404, 'err_unknown_entry', null);
    if (existing?.header.status === 'finalized') return result(item, 409, 'err_already_finalized', existing);
    if (existing !== null && item.baseVersion !== null && item.baseVersion !== existing.version)
      return result(item, 409, 'err_version_conflict', existing);
    if (existing === null) creates.set(item.logbookEntryId, (creates.get(item.logbookEntryId) ?? 0) + 1);
    const saved = serverEntryOf(item.logbookEntryId, item.entry, (existing?.version ?? 0) + 1, existing);
    entries.set(item.logbookEntryId, saved);
    if (item.signatureImage === undefined)
      return result(item, existing ? 200 : 201, 'successfully_saved', saved);
    const finalized: LogbookEntry = {
      ...saved,
      header: { ...saved.header, status: 'finalized' },
      hasSignatureImage: true,
      version: saved.version + 1,
    };
    entries.set(item.logbookEntryId, finalized);
    return result(item, 200, 'successfully_finalized', finalized);
  };
  const remove = (item: SyncItem): SyncResult => {
    const existing = entries.get(item.logbookEntryId);
    if (!existing) return result(item, 404, 'err_unknown_entry', null);
    if (existing.header.status === 'finalized') return result(item, 409, 'err_already_finalized', existing);
    entries.delete(item.logbookEntryId);
    return result(item, 200, 'successfully_deleted', null);
  };
  const server: FakeSyncServer = {
    entries,
    creates,
    pushes: [],
    overlaps: [],
    token: 'access-1',
    answerDelayMs: 0,
    failNext: (failure, times = 1) => {
      for (let i = 0; i < times; i += 1) failures.push(failure);
    },
    answerItem: (id, answer) => void (answer ? answers.set(id, answer) : answers.delete(id)),
    fetch: async (_url, init) => {
      const failure = failures.shift();
      if (failure === 'network') throw new TypeError('Failed to fetch');
      if (failure !== undefined && failure !== 'lost')
        return json(failure, { error: 'internal_error', message: 'failed' });
      const headers = new Headers(init?.headers);
      const body = typeof init?.body === 'string' ? init.body : '{}';
      if (headers.get('authorization') !== `Bearer ${server.token}`)
        return json(401, { error: 'unauthorized', message: 'token expired' });
      const { items } = JSON.parse(body) as { items: SyncItem[] };
      server.pushes.push(items);
      for (const item of items) {
        if ((unanswered.get(item.logbookEntryId) ?? 0) > 0) server.overlaps.push(item.logbookEntryId);
        unanswered.set(item.logbookEntryId, (unanswered.get(item.logbookEntryId) ?? 0) + 1);
      }
      const results = items.map((item) => {
        const answer = answers.get(item.logbookEntryId);
        if (answer) return answer(item);
        return item.kind === 'save' ? save(item) : remove(item);
      });
      const answered = () => {
        for (const item of items)
          unanswered.set(item.logbookEntryId, (unanswered.get(item.logbookEntryId) ?? 1) - 1);
      };
      if (failure === 'lost') {
        answered();
        throw new TypeError('Failed to fetch');
      }
      if (server.answerDelayMs > 0) await answerLater(server.answerDelayMs, init?.signal ?? null);
      answered();
      return json(200, { results });
    },
  };
  return server;
};
