import type { FieldIssue, LogbookResultCode } from '../../../api/contract/errors.contract';

/** How one pushed entry or deletion ended in a sync. */
export interface ItemSettled {
  readonly logbookEntryId: string;
  readonly resultCode: LogbookResultCode;
  /** The item's HTTP status (0: no answer). */
  readonly status: number;
  readonly issues?: readonly FieldIssue[];
}

/**
 * What the port reads of the sync actor's snapshot: the actor's own online flag (null until its
 * connectivity watcher told it) and its `syncing` tag.
 */
export interface SyncSnapshot {
  readonly context: { readonly online: boolean | null };
  hasTag(tag: 'syncing'): boolean;
}

/**
 * What the offline entry gateway needs of the sync actor: its state (online as the sync actor knows
 * it, whether a sync runs), a way to ask for a sync, and the settlement of one item. `settled`
 * resolves with the item's outcome, or null when the sync ended without it (offline, failed, the wait
 * ran out): then the work stays on the device and a later sync sends it.
 */
export interface SyncPort {
  /** The sync actor's snapshot: read through {@link syncOnline} and {@link syncRunning}. */
  readonly getSnapshot: () => SyncSnapshot;
  readonly request: (reason: 'save' | 'delete') => void;
  readonly settled: (logbookEntryId: string, signal: AbortSignal) => Promise<ItemSettled | null>;
}

/**
 * Online as the sync actor knows it (issue 28 §5: one flag, the sync machine's, not a second one beside
 * it): the network is there and, when logged in, an access token too. Not told yet counts as offline.
 */
export const syncOnline = (sync: Pick<SyncPort, 'getSnapshot'>): boolean =>
  sync.getSnapshot().context.online === true;

/** A sync runs or waits for the lock (a request now is answered sync_in_process and runs after it). */
export const syncRunning = (sync: Pick<SyncPort, 'getSnapshot'>): boolean =>
  sync.getSnapshot().hasTag('syncing');
