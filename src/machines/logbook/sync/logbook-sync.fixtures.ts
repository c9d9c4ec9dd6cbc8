import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { CreateEntryInput } from '../../../api/contract/logbook-entry.contract';
import {
  OfflineStoreError,
  type LocalEntry,
  type PendingDeletion,
  type StoreScope,
} from '../../../api/offline/logbook-offline-store';
import { done, failed } from '../../fleet/fleet.fixtures';
import {
  NO_HOLDINGS,
  type BatchOutcome,
  type LogbookSyncContext,
  type LogbookSyncInput,
  type SyncQueueItem,
  type SyncSession,
} from './logbook-sync.types';
import { fixtureEntryId } from './sync-server.fixtures';

/** Test and story data for the logbook sync machine. Not imported by the app. */

export const FIXTURE_SCOPE: StoreScope = { accountId: 'acc-driver', organisationId: 'org-1' };
export const FIXTURE_SESSION: SyncSession = { ready: true, ...FIXTURE_SCOPE };
/** A signature (a tiny PNG's base64 is not needed: the contract checks base64 only). */
export const FIXTURE_SIGNATURE = 'iVBORw0KGgo=';

/** A valid entry body for vehicle 203. */
export const fixtureEntryInput = (remarks: string | null = null, vehicleIdRef = 203): CreateEntryInput => ({
  header: {
    vehicleIdRef,
    remarks,
    referenceTimestamp: '2026-11-22T08:00:00.000Z',
    referenceLocation: 'Köln',
  },
  vehicleState: { mileage_km: 50_000 },
  inspections: {},
  defects: null,
  stoppage: null,
});

/** Device entry `n`, saved locally and never pushed, unless overridden. */
export const fixtureLocalEntry = (n: number, overrides: Partial<LocalEntry> = {}): LocalEntry => ({
  ...FIXTURE_SCOPE,
  logbookEntryId: fixtureEntryId(n),
  vehicleId: 203,
  entry: fixtureEntryInput(`Eintrag ${n}`),
  baseVersion: null,
  signatureImage: null,
  state: 'savedLocally',
  pushAttempted: false,
  lastResult: null,
  savedAt: `2026-11-22T10:${String(n % 60).padStart(2, '0')}:00.000Z`,
  revision: n,
  server: null,
  ...overrides,
});

export const fixtureDeletion = (n: number): PendingDeletion => ({
  ...FIXTURE_SCOPE,
  logbookEntryId: fixtureEntryId(n),
  markedAt: '2026-11-22T11:00:00.000Z',
  lastResult: null,
});

const save = (n: number, conflictRetry = false): SyncQueueItem => ({
  kind: 'save',
  entry: fixtureLocalEntry(n),
  baseVersion: conflictRetry ? 4 : null,
  conflictRetry,
});
const saved = (n: number) => ({
  logbookEntryId: fixtureEntryId(n),
  kind: 'save' as const,
  resultCode: 'successfully_saved' as const,
  status: 201,
  outcome: 'done' as const,
  conflictOverwritten: false,
});
const outcome = (partial: Partial<BatchOutcome>): BatchOutcome => ({
  reports: [],
  requeue: [],
  stale: false,
  failure: null,
  ...partial,
});
const storeError = new OfflineStoreError('unavailable', 'IndexedDB is not available');

/** The model: tiny pushes (1 item) and one lock retry, so every branch is a few steps away. */
const modelInput = (online: boolean, session?: SyncSession): LogbookSyncInput => ({
  online,
  ...(session ? { session } : {}),
  batchSize: 1,
  maxLockRetries: 1,
});

export const logbookSyncFixtures: {
  readonly inputs: Readonly<Record<'signedIn' | 'signedOut', LogbookSyncInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    signedIn: modelInput(true, FIXTURE_SESSION),
    signedOut: modelInput(false),
  },
  eventVariants: {
    'sync.requested': [{ type: 'sync.requested', reason: 'user' }],
    'connectivity.changed': [
      { type: 'connectivity.changed', online: true },
      { type: 'connectivity.changed', online: false },
    ],
    'session.changed': [
      { type: 'session.changed', ready: true, ...FIXTURE_SCOPE, liveData: false },
      { type: 'session.changed', ready: true, ...FIXTURE_SCOPE, organisationId: 'org-2', liveData: false },
      { type: 'session.changed', ready: false, organisationId: null, liveData: false },
    ],
    'store.changed': [{ type: 'store.changed', pendingCount: 2, lastSyncedAt: null, device: NO_HOLDINGS }],
    'xstate.done.actor.readQueue': [done('readQueue', []), done('readQueue', [save(1), save(2)])],
    'xstate.error.actor.readQueue': [failed('readQueue', storeError)],
    'xstate.done.actor.pushBatch': [
      done('pushBatch', outcome({ reports: [saved(1)] })),
      done('pushBatch', outcome({ requeue: [save(1, true)] })),
      done('pushBatch', outcome({ stale: true })),
      done('pushBatch', outcome({ failure: { status: 401, resultCode: 'new_login_required' } })),
    ],
    'xstate.error.actor.pushBatch': [failed('pushBatch', storeError)],
    'xstate.done.actor.finishRun': [done('finishRun', '2026-11-22T12:00:00.000Z')],
    'xstate.error.actor.finishRun': [failed('finishRun', storeError)],
  },
};

/**
 * The model's "same state": the value and the context the guards read. Which organisation is left
 * out: the session variants name both, so each scope guard branch is taken from either.
 */
export const serializeLogbookSync = (snapshot: AnyMachineSnapshot): string => {
  const c = snapshot.context as LogbookSyncContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    online: c.online,
    again: c.again !== null,
    queue: c.queue.length,
    lockRetries: c.lockRetries,
  });
};
