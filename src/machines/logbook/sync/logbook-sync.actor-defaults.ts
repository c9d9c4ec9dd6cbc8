import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { StoreScope } from '../../../api/offline/logbook-offline-store';
import type { BatchOutcome, FinishRunRequest, PushBatchRequest, SyncQueueItem } from './logbook-sync.types';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The sync actor '${name}' was not provided (see createLogbookSyncMachine).`));

/**
 * The sync machine's actors; the calls reject and the callbacks tell nothing until provided (the
 * composition root: `createLogbookSyncMachine`; tests and stories: fakes).
 */
export const logbookSyncActorDefaults = {
  /** Holds the cross-tab lock while invoked; sends `lock.acquired` or `lock.unavailable`. */
  holdLock: fromCallback<EventObject, undefined>(() => undefined),
  /** Sends `store.changed` at start and after every change of the scope. */
  watchStore: fromCallback<EventObject, StoreScope>(() => undefined),
  /** What the scope has to push. */
  readQueue: fromPromise<readonly SyncQueueItem[], StoreScope>(notProvided('readQueue')),
  /** Pushes items and writes each result to the store. */
  pushBatch: fromPromise<BatchOutcome, PushBatchRequest>(notProvided('pushBatch')),
  /** Records the sync time when clean; answers it (null when not recorded). */
  finishRun: fromPromise<string | null, FinishRunRequest>(notProvided('finishRun')),
};
export type LogbookSyncActors = typeof logbookSyncActorDefaults;
