import { describeModel } from '../../../../tests/model/run-model';
import { callsOf, contextOf, implies, noCall, tagged } from '../../../../tests/model/invariant-helpers';
import type { ModelInvariant, ModelObservation } from '../../../../tests/model/replay-path';
import { idOf, scopeOf } from './logbook-sync.queue';
import { logbookSyncFixtures, serializeLogbookSync } from './logbook-sync.fixtures';
import { logbookSyncMachine } from './logbook-sync.machine';
import type { LogbookSyncContext, PushBatchRequest } from './logbook-sync.types';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const ctx = contextOf<LogbookSyncContext>;
const STORE_CALLS = ['readQueue', 'pushBatch', 'finishRun'] as const;
const running = (o: ModelObservation) => o.snapshot.matches({ signedIn: 'running' });
const locking = (o: ModelObservation) => o.snapshot.matches({ signedIn: { running: 'locking' } });
const signedIn = (o: ModelObservation) => o.snapshot.matches('signedIn');

const invariants: readonly ModelInvariant[] = [
  {
    name: 'the cross-tab lock is asked for or held exactly while a sync runs',
    holds: (o) => callsOf(o, 'holdLock').length === (running(o) ? 1 : 0),
  },
  {
    name: 'the store is read and pushed only under the lock, one call at a time',
    holds: (o) =>
      callsOf(o, ...STORE_CALLS).length <= 1 &&
      implies(!noCall(o, ...STORE_CALLS), running(o) && !locking(o)),
  },
  {
    name: 'rows show "syncing" exactly for the items of the push in flight',
    holds: (o) => {
      const push = callsOf(o, 'pushBatch')[0];
      const pushed = push ? (push.input as PushBatchRequest).items.map(idOf) : [];
      return JSON.stringify(pushed) === JSON.stringify(ctx(o).inFlight) && tagged(o, 'pushing') === !!push;
    },
  },
  {
    name: 'no push is larger than the batch size, and none is empty',
    holds: (o) =>
      callsOf(o, 'pushBatch').every((call) => {
        const { items } = call.input as PushBatchRequest;
        return items.length > 0 && items.length <= ctx(o).batchSize;
      }),
  },
  {
    name: 'every call names the scope of the session',
    holds: (o) =>
      callsOf(o, 'watchStore', ...STORE_CALLS).every((call) => {
        const scope = scopeOf(ctx(o).session);
        const named =
          call.id === 'watchStore' || call.id === 'readQueue'
            ? call.input
            : (call.input as PushBatchRequest).scope;
        return scope !== null && JSON.stringify(named) === JSON.stringify(scope);
      }),
  },
  {
    name: 'the store is watched exactly while signed in; signed out nothing runs or waits',
    holds: (o) =>
      callsOf(o, 'watchStore').length === (signedIn(o) ? 1 : 0) &&
      implies(!signedIn(o), noCall(o) && ctx(o).pendingCount === 0 && ctx(o).again === null),
  },
  {
    name: 'syncing (answers sync_in_process) exactly while running or waiting for the lock',
    holds: (o) =>
      tagged(o, 'syncing') === (running(o) || o.snapshot.matches({ signedIn: 'lockWait' })) &&
      tagged(o, 'waitingForLock') === o.snapshot.matches({ signedIn: 'lockWait' }),
  },
  {
    name: 'at rest nothing is remembered for a follow-up run',
    holds: (o) =>
      implies(
        tagged(o, 'idle'),
        ctx(o).again === null && ctx(o).reason === null && ctx(o).queue.length === 0,
      ),
  },
  {
    name: 'the lock is asked for at most 1 + the allowed retries',
    holds: (o) => ctx(o).lockRetries <= ctx(o).maxLockRetries,
  },
];

describeModel('logbook sync machine (model-based)', {
  machine: logbookSyncMachine,
  inputs: logbookSyncFixtures.inputs,
  eventVariants: logbookSyncFixtures.eventVariants,
  now: NOW,
  invariants,
  serializeState: serializeLogbookSync,
});
