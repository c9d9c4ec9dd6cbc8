import type { LogbookEntry } from '../../../api/contract/logbook-entry.contract';
import { ApiCallError } from '../../../api/api-failure';
import type { EntryGateway } from '../../../machines/logbook/entry/entry-gateway';

/** The password the fake accepts for a signature by name (the demo accounts' own). */
export const FAKE_PASSWORD = 'Portal-Demo-2026!';

/**
 * An in-memory entry gateway for stories and view tests: entries by id, a newest entry and a last A1;
 * `calls` records what was asked. Not used by the app.
 */
export const createFakeEntryGateway = (options: {
  readonly entries?: readonly LogbookEntry[];
  readonly newest?: LogbookEntry | null;
  readonly lastA1?: string | null;
  /** Every save fails with this (e.g. an ApiCallError). */
  readonly saveError?: unknown;
  /**
   * Every save meets a running sync ("sync in progress"); the status check then says it still runs
   * this many times before the entry is saved (spec 001 §4 Save outcomes).
   */
  readonly syncChecks?: number;
}) => {
  const entries = new Map((options.entries ?? []).map((e) => [e.header.logbookEntryId, e]));
  const calls: { readonly op: string; readonly request: unknown }[] = [];
  const record = (op: string, request: unknown) => calls.push({ op, request });
  const find = (entryId: string) => {
    const entry = entries.get(entryId);
    if (!entry) throw new Error(`no entry ${entryId}`);
    return entry;
  };
  const saved = async (op: string, request: unknown) => {
    record(op, request);
    if (options.saveError) throw options.saveError;
    return options.syncChecks === undefined
      ? { savedLocally: false }
      : { savedLocally: true, syncInProgress: true };
  };
  let checks = 0;
  const gateway: EntryGateway = {
    create: (request) => saved('create', request),
    update: (request) => saved('update', request),
    finalize: (request) => saved('finalize', request),
    // The demo password confirms; anything else is refused as the server would (403 naming passkey).
    confirmSignature: async (request) => {
      record('confirmSignature', { fullName: request.fullName });
      if (request.passkey !== FAKE_PASSWORD)
        throw new ApiCallError({
          _tag: 'HttpError',
          status: 403,
          body: { error: 'wrong_passkey', message: 'The password is wrong.', field: 'passkey' },
          retryAfterSeconds: null,
        });
      return {
        confirmation: 'c'.repeat(43),
        fullName: request.fullName.trim(),
        confirmedAt: '2026-11-20T08:00:00.000Z',
      };
    },
    delete: async (request) => {
      record('delete', request);
      return 'successfully_deleted';
    },
    get: async ({ entryId }) => find(entryId),
    newest: async () => options.newest ?? null,
    lastA1: async () => options.lastA1 ?? null,
    signatureImage: async () => {
      // A 1×1 PNG stands in for the signature.
      const png = atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      );
      return new Blob([Uint8Array.from(png, (c) => c.charCodeAt(0))], { type: 'image/png' });
    },
    document: async ({ entryId }) => ({
      blob: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
      fileName: `logbook-br-218-2026-11-20-finalised-${entryId.slice(0, 8)}.pdf`,
    }),
    syncStatus: async (request) => {
      record('syncStatus', request);
      checks += 1;
      return checks <= (options.syncChecks ?? 0)
        ? { savedLocally: true, syncInProgress: true }
        : { savedLocally: false };
    },
  };
  return { gateway, calls };
};
