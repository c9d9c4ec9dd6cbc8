import type { FieldIssue, LogbookResultCode } from '../../../api/contract/errors.contract';
import type { LocalEntry, PendingDeletion, StoreScope } from '../../../api/offline/logbook-offline-store';
import type { ConnectivityChanged, SessionChanged } from '../../shared/app-facts';

/**
 * The public interface of the logbook sync machine (issue 8; spec 001 §4 Offline and sync, Deletion;
 * spec 000 §4 Online/offline, Polling): what starts a sync, what it tells, and what views read.
 */

/** Spec 001 §9 Timers: sync every 30 s; a sync waits up to 10 s in 1 s steps for a running one. */
export const LOGBOOK_SYNC_TIMING = {
  pollIntervalMs: 30_000,
  lockRetryMs: 1_000,
  lockWaitMs: 10_000,
} as const;

/** One sync at a time per browser, across its tabs (Web Locks). */
export const LOGBOOK_SYNC_LOCK = 'rail-fleet.logbook-sync';

/** Who asked for a sync. */
export type SyncReason = 'poll' | 'online' | 'user' | 'save' | 'login' | 'delete';

export interface SyncRequested {
  readonly type: 'sync.requested';
  readonly reason: SyncReason;
}

/** Sent by the store watcher at start and after every change of the scope (any tab). */
export interface StoreChanged {
  readonly type: 'store.changed';
  /** Entries not synced (any state but `synced`) plus pending deletions. */
  readonly pendingCount: number;
  readonly lastSyncedAt: string | null;
  /** What the device holds: the list and drafts lay it over the server's rows. */
  readonly device: DeviceHoldings;
}

/** The scope's entries on the device and the ids of its pending deletions. */
export interface DeviceHoldings {
  readonly entries: readonly LocalEntry[];
  readonly deletionIds: readonly string[];
}

/** Nothing on the device (logged out, another scope). */
export const NO_HOLDINGS: DeviceHoldings = { entries: [], deletionIds: [] };

/** Sent by the lock holder: the lock is ours (held until the holder stops), or another tab has it. */
export type LockEvent = { readonly type: 'lock.acquired' } | { readonly type: 'lock.unavailable' };

export type LogbookSyncEvent =
  SyncRequested | StoreChanged | LockEvent | ConnectivityChanged | SessionChanged;

/** An entry to push (its content is read again right before the push) or a deletion. */
export type SyncQueueItem = SaveQueueItem | DeleteQueueItem;
export interface SaveQueueItem {
  readonly kind: 'save';
  readonly entry: LocalEntry;
  /** The version the push names: the entry's, or the server's after a conflict. */
  readonly baseVersion: number | null;
  /** Pushed again after err_version_conflict (the later save wins); never twice in one sync. */
  readonly conflictRetry: boolean;
}
export interface DeleteQueueItem {
  readonly kind: 'delete';
  readonly deletion: PendingDeletion;
}

/**
 * Where one pushed item ended: `done` (on the server as the device has it, or deleted), `dropped`
 * (the server refused for good and the local copy or deletion is gone: already finalised, forbidden
 * deletion), `refused` (kept for the user: validation, forbidden, unknown entry), `retry` (kept,
 * pushed again at the next sync).
 */
export type SyncItemOutcome = 'done' | 'dropped' | 'refused' | 'retry';

/** What the sync tells about one item (emitted as `sync.itemSettled`). */
export interface SyncItemReport {
  readonly logbookEntryId: string;
  readonly kind: 'save' | 'delete';
  readonly resultCode: LogbookResultCode;
  /** The item's HTTP status (0: no answer). */
  readonly status: number;
  readonly outcome: SyncItemOutcome;
  /** A draft edited on another device too was overwritten by this device's later save. */
  readonly conflictOverwritten: boolean;
  /** The server's field issues of a refused save (err_validation), for the entry drawer. */
  readonly issues?: readonly FieldIssue[];
}

/** Why a whole sync failed: the push (no answer 0, 401, 5xx...) or the device store (status 0). */
export interface SyncFailure {
  readonly status: number;
  readonly resultCode: LogbookResultCode;
}

/** What `pushBatch` answers for one push. */
export interface BatchOutcome {
  readonly reports: readonly SyncItemReport[];
  /** Items to push once more in this sync (drafts that met a version conflict). */
  readonly requeue: readonly SyncQueueItem[];
  /** An entry was saved on the device while it was pushed: its result was left, run once more. */
  readonly stale: boolean;
  /** The whole push failed: everything in it is kept and the sync ends failed. */
  readonly failure: SyncFailure | null;
}

/** Input of `pushBatch`. */
export interface PushBatchRequest {
  readonly scope: StoreScope;
  readonly items: readonly SyncQueueItem[];
}

/** Input of `finishRun`: `clean` when nothing retryable failed (then lastSyncedAt is set). */
export interface FinishRunRequest {
  readonly scope: StoreScope;
  readonly clean: boolean;
}

/** The session as the sync needs it. */
export interface SyncSession {
  readonly ready: boolean;
  readonly accountId: string | null;
  readonly organisationId: string | null;
}

/** Counts of the running sync. */
export interface SyncTally {
  readonly pushed: number;
  readonly failed: number;
  /** Something failed that the next sync retries: lastSyncedAt stays. */
  readonly retryable: boolean;
}

export interface LogbookSyncContext {
  /** Null until the connectivity watcher tells. */
  readonly online: boolean | null;
  readonly session: SyncSession;
  /** Entries not synced plus deletions (the drafts page, the before-unload warning). */
  readonly pendingCount: number;
  readonly lastSyncedAt: string | null;
  /** The scope's entries and deletions on the device (kept current by the store watcher). */
  readonly device: DeviceHoldings;
  /** The last failed sync (the snackbar "Error (status)"); cleared by the next successful one. */
  readonly lastFailure: (SyncFailure & { readonly at: string }) | null;
  /** Ids being pushed right now: their rows show "syncing". */
  readonly inFlight: readonly string[];
  /** Why the running sync runs. */
  readonly reason: SyncReason | null;
  /** A request arrived while a sync ran: run once more right after (with this reason). */
  readonly again: SyncReason | null;
  /** How often the lock was asked for again (after the first try) in this sync. */
  readonly lockRetries: number;
  readonly maxLockRetries: number;
  readonly batchSize: number;
  readonly queue: readonly SyncQueueItem[];
  readonly tally: SyncTally;
}

/** Start values; the watchers tell online and session at start, so the app passes nothing. */
export interface LogbookSyncInput {
  readonly online?: boolean;
  readonly session?: SyncSession;
  /** Items per push; defaults to SYNC_PUSH_MAX_ITEMS (tests use less). */
  readonly batchSize?: number;
  /** Lock retries before answering sync_in_process; defaults to 10 s / 1 s (tests use less). */
  readonly maxLockRetries?: number;
}

/** A request the machine did not run (spec 001 §4): offline, already running, logged out. */
export interface SyncAnswered {
  readonly type: 'sync.answered';
  readonly reason: SyncReason;
  readonly answer: 'system_is_offline' | 'sync_in_process' | 'new_login_required';
}
export interface SyncItemSettled extends SyncItemReport {
  readonly type: 'sync.itemSettled';
}
/** A sync ended. `announce`: show labels.logbookUnsavedEntriesSynced (came online, pushed something). */
export interface SyncFinished {
  readonly type: 'sync.finished';
  readonly reason: SyncReason;
  readonly pushed: number;
  readonly failed: number;
  readonly announce: boolean;
}
/** A sync ended without reaching the server or the store: the view's snackbar "Error (status)" for 3 s. */
export interface SyncFailed extends SyncFailure {
  readonly type: 'sync.failed';
  readonly reason: SyncReason;
}
export type LogbookSyncEmitted = SyncAnswered | SyncItemSettled | SyncFinished | SyncFailed;

/**
 * Tags: `signedOut`, `idle`, `syncing` (a sync is asked for or runs: answers sync_in_process),
 * `waitingForLock` (another tab syncs), `pushing`.
 */
export type LogbookSyncTag = 'signedOut' | 'idle' | 'syncing' | 'waitingForLock' | 'pushing';
