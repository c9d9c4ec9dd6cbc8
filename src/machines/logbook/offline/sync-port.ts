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
 * What the offline entry gateway needs of the sync actor: whether the browser is online, whether a sync
 * runs, a way to ask for a sync, and the settlement of one item. `settled` resolves with the item's outcome, or null when
 * the sync ended without it (offline, failed, the wait ran out): then the work stays on the device and
 * a later sync sends it.
 */
export interface SyncPort {
  readonly isOnline: () => boolean;
  /** A sync runs or waits for the lock (a request now is answered sync_in_process and runs after it). */
  readonly isSyncing: () => boolean;
  readonly request: (reason: 'save' | 'delete') => void;
  readonly settled: (logbookEntryId: string, signal: AbortSignal) => Promise<ItemSettled | null>;
}
