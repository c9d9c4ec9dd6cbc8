import { ApiCallError } from '../../../api/api-failure';
import type { LogbookResultCode } from '../../../api/contract/errors.contract';
import type { LogbookEntry } from '../../../api/contract/logbook-entry.contract';
import type {
  LocalEntry,
  LocalEntryDraft,
  LogbookOfflineStore,
  StoreScope,
} from '../../../api/offline/logbook-offline-store';
import { logbookEntryAsCreate } from '../../../api/contract/logbook-sections';
import type { EntryGateway, EntryRef, EntrySaved } from '../entry/entry-gateway';
import { localAsLogbookEntry, signatureBlob, withUpdate, type EntryAuthor } from './local-entry';
import { syncOnline, syncRunning, type ItemSettled, type SyncPort } from './sync-port';

export interface OfflineEntryGatewayDeps {
  /** The gateway over the API, for reads and files. */
  readonly api: EntryGateway;
  readonly store: LogbookOfflineStore;
  readonly sync: SyncPort;
  /** The logged-in account; null while logged out (then nothing can be saved). */
  readonly author: () => EntryAuthor | null;
}

const httpError = (status: number, resultCode: LogbookResultCode, settled?: ItemSettled) =>
  new ApiCallError({
    _tag: 'HttpError',
    status,
    retryAfterSeconds: null,
    body: {
      error:
        status === 400
          ? 'invalid_request'
          : status === 404
            ? 'not_found'
            : status === 403
              ? 'forbidden'
              : 'conflict',
      message: resultCode,
      resultCode,
      ...(settled?.issues ? { issues: settled.issues } : {}),
    },
  });

const offlineError = () => new ApiCallError({ _tag: 'NetworkError', message: 'offline' });
const isNetworkFailure = (error: unknown) =>
  error instanceof ApiCallError && error.failure._tag === 'NetworkError';

/** A read's answer, or null when it found no network (any other failure is still thrown). */
const orNullOffline = async <T>(read: Promise<T>): Promise<T | null> => {
  try {
    return await read;
  } catch (error) {
    if (isNetworkFailure(error)) return null;
    throw error;
  }
};

/** A save's settlement as the drawer's outcome: saved, kept on the device, or refused. */
const saveOutcome = (settled: ItemSettled | null): EntrySaved => {
  if (settled === null) return { savedLocally: true };
  switch (settled.resultCode) {
    case 'successfully_saved':
    case 'successfully_finalized':
      return { savedLocally: false };
    case 'err_server':
      return { savedLocally: true };
    case 'err_unknown_entry':
      throw httpError(404, settled.resultCode, settled);
    case 'err_forbidden_request':
      throw httpError(403, settled.resultCode, settled);
    case 'err_validation':
      throw httpError(400, settled.resultCode, settled);
    default:
      throw httpError(settled.status >= 400 ? settled.status : 409, settled.resultCode, settled);
  }
};

const SYNC_IN_PROGRESS: EntrySaved = { savedLocally: true, syncInProgress: true };

/**
 * Where a saved entry stands once no sync runs, from the device's copy: pushed (synced, or gone:
 * finalised), refused (its last result, as the save would have failed), or still waiting (saved
 * locally: offline, failed, the wait for another tab ran out; a later sync sends it).
 */
const settledOf = (local: LocalEntry | null): EntrySaved => {
  if (local === null || local.state === 'synced') return { savedLocally: false };
  if (local.state !== 'error' && local.state !== 'unknownEntry') return { savedLocally: true };
  const last = local.lastResult;
  return saveOutcome({
    logbookEntryId: local.logbookEntryId,
    resultCode: last?.resultCode ?? (local.state === 'unknownEntry' ? 'err_unknown_entry' : 'err_unknown'),
    status: last?.status ?? 0,
    ...(last?.issues === undefined ? {} : { issues: last.issues }),
  });
};

/** A deletion's settlement as the result code the views label (spec 001 §4 Deletion). */
const deleteOutcome = (settled: ItemSettled | null): LogbookResultCode => {
  if (settled === null) return 'only_deleted_locally';
  return settled.resultCode === 'err_unknown_entry' ? 'successfully_deleted' : settled.resultCode;
};

/**
 * The entry drawer's gateway once the logbook works offline (issue 8): every save, finalisation and
 * deletion is first written to the device's store and then pushed by the sync actor, so an answer lost
 * on the way, a reload or a crash never loses or duplicates it. Online, the call waits for the item's
 * outcome in the sync (spec 001 §4 Save outcomes: saved or an error); a save made while a sync runs
 * answers "sync in progress" at once, and `syncStatus` tells the drawer (polling every 1 s) when it is
 * done; offline, or when the sync could not finish it, the answer is "saved locally". Reads go to the server
 * when online and fall back to the device's copy offline; the device's unpushed work wins over the
 * server's copy.
 */
export const createOfflineEntryGateway = (deps: OfflineEntryGatewayDeps): EntryGateway => {
  const { api, store, sync } = deps;
  /** Server copies read in this session: the base of an update made from them. */
  const seen = new Map<string, LogbookEntry>();

  const scopeOf = (organisationId: string): StoreScope & EntryAuthor => {
    const author = deps.author();
    if (author === null) throw httpError(401, 'new_login_required');
    return { ...author, organisationId };
  };

  const localCopy = async (
    ref: EntryRef,
  ): Promise<{ scope: StoreScope & EntryAuthor; local: LocalEntry | null }> => {
    const scope = scopeOf(ref.organisationId);
    const snapshot = await store.read(scope);
    return { scope, local: snapshot.entries.find((e) => e.logbookEntryId === ref.entryId) ?? null };
  };

  const saveAndPush = async (draft: LocalEntryDraft, signal: AbortSignal): Promise<EntrySaved> => {
    await store.saveEntry(draft);
    if (!syncOnline(sync)) return { savedLocally: true };
    if (syncRunning(sync)) {
      // The running sync read its queue before this save: it runs once more right after (asked here),
      // and the drawer checks the status every 1 s meanwhile (spec 001 §4 Save outcomes).
      sync.request('save');
      return SYNC_IN_PROGRESS;
    }
    const outcome = sync.settled(draft.logbookEntryId, signal);
    sync.request('save');
    return saveOutcome(await outcome);
  };

  const baseDraft = (
    scope: StoreScope,
    entryId: string,
    local: LocalEntry | null,
  ): Omit<LocalEntryDraft, 'entry' | 'vehicleId'> => {
    const server = local?.server ?? seen.get(entryId) ?? null;
    return {
      accountId: scope.accountId,
      organisationId: scope.organisationId,
      logbookEntryId: entryId,
      baseVersion: local?.baseVersion ?? server?.version ?? null,
      signatureImage: local?.signatureImage ?? null,
      state: 'savedLocally',
      pushAttempted: local?.pushAttempted ?? false,
      lastResult: null,
      server,
    };
  };

  /** The create shape an update or finalisation starts from: the device's copy, else the server's. */
  const baseEntry = (entryId: string, local: LocalEntry | null) => {
    if (local !== null) return local.entry;
    const server = seen.get(entryId);
    if (server === undefined) throw httpError(404, 'err_unknown_entry');
    return logbookEntryAsCreate(server);
  };

  return {
    ...api,
    create: async ({ organisationId, entryId, entry }, signal) => {
      const { scope, local } = await localCopy({ organisationId, entryId });
      return saveAndPush(
        { ...baseDraft(scope, entryId, local), entry, vehicleId: entry.header.vehicleIdRef },
        signal,
      );
    },
    update: async ({ organisationId, entryId, entry }, signal) => {
      const { scope, local } = await localCopy({ organisationId, entryId });
      const next = withUpdate(baseEntry(entryId, local), entry);
      return saveAndPush(
        { ...baseDraft(scope, entryId, local), entry: next, vehicleId: next.header.vehicleIdRef },
        signal,
      );
    },
    finalize: async ({ organisationId, entryId, signatureImage, typedSignature }, signal) => {
      const { scope, local } = await localCopy({ organisationId, entryId });
      const entry = baseEntry(entryId, local);
      return saveAndPush(
        {
          ...baseDraft(scope, entryId, local),
          entry,
          vehicleId: entry.header.vehicleIdRef,
          signatureImage,
          typedSignature: typedSignature ?? null,
        },
        signal,
      );
    },
    delete: async ({ organisationId, entryId }, signal) => {
      const scope = scopeOf(organisationId);
      const { deletedLocally } = await store.markDeleted(scope, [entryId]);
      if (deletedLocally.includes(entryId) || !syncOnline(sync)) return 'only_deleted_locally';
      const outcome = sync.settled(entryId, signal);
      sync.request('delete');
      return deleteOutcome(await outcome);
    },
    get: async (ref, signal) => {
      const { scope, local } = await localCopy(ref);
      if (local !== null && local.state !== 'synced') return localAsLogbookEntry(local, scope);
      if (syncOnline(sync)) {
        try {
          const entry = await api.get(ref, signal);
          seen.set(ref.entryId, entry);
          return entry;
        } catch (error) {
          if (local === null || !isNetworkFailure(error)) throw error;
        }
      }
      if (local === null) throw offlineError();
      return localAsLogbookEntry(local, scope);
    },
    // Helps, not conditions (the defect carry-over, the A1 hint): without an answer the form opens anyway,
    // also when the browser still believes it is online (a network without a way out, a lagging event).
    newest: async (ref, signal) => (syncOnline(sync) ? orNullOffline(api.newest(ref, signal)) : null),
    lastA1: async (ref, signal) => (syncOnline(sync) ? orNullOffline(api.lastA1(ref, signal)) : null),
    signatureImage: async (ref, signal) => {
      const { local } = await localCopy(ref);
      if (local?.signatureImage != null) return signatureBlob(local.signatureImage);
      return api.signatureImage(ref, signal);
    },
    syncStatus: async (ref) => {
      if (syncRunning(sync)) return SYNC_IN_PROGRESS;
      return settledOf((await localCopy(ref)).local);
    },
  };
};
