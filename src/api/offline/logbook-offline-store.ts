import type { FieldIssue, LogbookResultCode } from '../contract/errors.contract';
import type { CreateEntryInput, LogbookEntry } from '../contract/logbook-entry.contract';
import type { TypedSignature } from '../contract/signature-confirmation.contract';

/**
 * The device's logbook (issue 8; spec 001 §4 Offline and sync, Deletion): entries and deletions kept in
 * IndexedDB until the server has them, so they survive a reload, a closed tab and a browser crash.
 * Everything is scoped to one account in one organisation: two users of one browser never see or push
 * each other's work, and work stays on the device across a logout until its author logs in again.
 *
 * Implemented by `createIndexedDbLogbookStore` (indexeddb-logbook-store.ts); the sync machine and the
 * offline entry gateway reach it only through this interface.
 */
export interface StoreScope {
  readonly accountId: string;
  readonly organisationId: string;
}

/**
 * Where an entry stands on this device. `syncing` is not stored (a crash would leave it stuck): the
 * sync actor knows what is in flight and the views merge it in.
 * - savedLocally: made or changed here and not pushed yet;
 * - unsynced: a push was tried and failed in a way that is retried (offline, 401, 5xx, lost answer);
 * - synced: the device's copy equals the server's (kept so drafts can be edited offline);
 * - error: the server refused it (validation, forbidden); kept, shown, the user decides;
 * - unknownEntry: the server no longer has it; recreating is offered (spec 001 §4).
 */
export type LocalEntryState = 'savedLocally' | 'unsynced' | 'synced' | 'error' | 'unknownEntry';

/** What the server said the last time this entry or deletion was pushed. */
export interface LastPushResult {
  readonly resultCode: LogbookResultCode;
  /** HTTP status of the item (0: no answer). */
  readonly status: number;
  readonly issues?: readonly FieldIssue[];
}

export interface LocalEntry {
  readonly accountId: string;
  readonly organisationId: string;
  /** The client-generated id the server creates it under (idempotent create). */
  readonly logbookEntryId: string;
  /** Only entries with a vehicle reference are synced (spec 001 §4). */
  readonly vehicleId: number | null;
  /** The form's content in the create shape (the push sends it; an update ignores the fixed header). */
  readonly entry: CreateEntryInput;
  /** The server version this copy was made from; null: the server has never confirmed it. */
  readonly baseVersion: number | null;
  /** A signature (PNG base64, no `data:` prefix): finalise when pushed. Read-only once set. */
  readonly signatureImage: string | null;
  /**
   * Signed by typed name (issue 36): the server's one-time confirmation of name and password, redeemed
   * by the push's finalisation (never the password). Absent in copies stored before it existed.
   */
  readonly typedSignature?: TypedSignature | null;
  readonly state: LocalEntryState;
  /** True once any push of it was sent (its answer may have been lost): deleting it must ask the server. */
  readonly pushAttempted: boolean;
  readonly lastResult: LastPushResult | null;
  /** When it was last saved on this device (device clock, for display only). */
  readonly savedAt: string;
  /**
   * Raised by the store on every local save. A push result is applied only if the revision is still
   * the one that was pushed, so an edit made while a sync runs is never overwritten.
   */
  readonly revision: number;
  /** The server's copy as last seen (creator, create time, comments count for the views); null if none. */
  readonly server: LogbookEntry | null;
}

/** A deletion marked on the device and not yet confirmed by the server (spec 001 §4 Deletion). */
export interface PendingDeletion {
  readonly accountId: string;
  readonly organisationId: string;
  readonly logbookEntryId: string;
  readonly markedAt: string;
  readonly lastResult: LastPushResult | null;
}

export interface OfflineSnapshot {
  readonly entries: readonly LocalEntry[];
  readonly deletions: readonly PendingDeletion[];
  /** When the last sync of this scope finished without a retryable failure (ISO), or null. */
  readonly lastSyncedAt: string | null;
}

/** What a local save hands in; the store sets revision and savedAt. */
export type LocalEntryDraft = Omit<LocalEntry, 'revision' | 'savedAt'>;

/** How a store call failed. `quota`: the browser refused the space; nothing already stored is lost. */
export class OfflineStoreError extends Error {
  constructor(
    readonly kind: 'quota' | 'unavailable' | 'failed',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'OfflineStoreError';
  }
}

/** One push outcome for `settleEntries` (see `settleEntry`). */
export interface EntrySettlement {
  readonly logbookEntryId: string;
  readonly pushedRevision: number;
  readonly next: LocalEntryDraft | null;
}

export interface LogbookOfflineStore {
  /** Entries, deletions and the last sync time of one scope. */
  read(scope: StoreScope): Promise<OfflineSnapshot>;
  /** Saves (creates or replaces) an entry; raises its revision; answers what is stored. */
  saveEntry(draft: LocalEntryDraft): Promise<LocalEntry>;
  /**
   * Applies a push's outcome if the entry's revision is still `pushedRevision`: `next` replaces it,
   * `null` removes it (finalised, already finalised on the server). Answers false (nothing changed)
   * when the entry was saved again meanwhile or is gone. The settled copy keeps the pushed revision and
   * its savedAt (it is not a local save); revisions are never handed out twice in a scope.
   */
  settleEntry(
    scope: StoreScope,
    logbookEntryId: string,
    pushedRevision: number,
    next: LocalEntryDraft | null,
  ): Promise<boolean>;
  /**
   * `settleEntry` for many entries in one transaction (one change for the listeners): a push's
   * outcomes. Answers, per settlement in order, whether it was applied.
   */
  settleEntries(scope: StoreScope, settlements: readonly EntrySettlement[]): Promise<readonly boolean[]>;
  /**
   * Marks entries deleted in one transaction: each leaves the entries; those the server may have
   * (`pushAttempted` or a `baseVersion`, or not held locally at all) join the deletions. Answers which ids
   * were only deleted locally (spec: only_deleted_locally) and which were queued. An entry with a
   * `server` copy is queued too (the server holds it).
   */
  markDeleted(
    scope: StoreScope,
    logbookEntryIds: readonly string[],
  ): Promise<{ readonly deletedLocally: readonly string[]; readonly queued: readonly string[] }>;
  /** A deletion's outcome: `null` removes it (done); a result keeps it with that result. */
  settleDeletion(scope: StoreScope, logbookEntryId: string, keep: LastPushResult | null): Promise<void>;
  /**
   * Keeps the server's open entries as `synced` copies (so they can be edited offline) and, unless
   * `complete` is false (a partial list: one page, one vehicle), drops synced copies the server no
   * longer lists as open. Never touches an entry with local work (any other state).
   */
  cacheServerEntries(
    scope: StoreScope,
    openEntries: readonly LogbookEntry[],
    options?: { readonly complete?: boolean },
  ): Promise<void>;
  setLastSyncedAt(scope: StoreScope, at: string): Promise<void>;
  /**
   * Reads the spec's localStorage keys `unsavedLogbookItems` and `logbookItemsToDelete` once, stores
   * what they hold in this scope and removes the keys only after that committed. Answers how many
   * entries and deletions were taken over.
   */
  migrateLegacy(
    scope: StoreScope,
    storage: Storage,
  ): Promise<{ readonly entries: number; readonly deletions: number }>;
  /** Called after any change of a scope, in this tab or another one (BroadcastChannel). */
  subscribe(listener: (scope: StoreScope) => void): () => void;
}
