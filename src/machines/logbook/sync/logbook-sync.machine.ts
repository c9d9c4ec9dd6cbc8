import { SYNC_PUSH_MAX_ITEMS } from '../../../api/contract/logbook-sync.contract';
import { nextBatch, NO_TALLY } from './logbook-sync.queue';
import { LOGBOOK_SYNC_TIMING as TIMING, NO_HOLDINGS } from './logbook-sync.types';
import {
  inProcess,
  logbookSyncSetup,
  offlineAnswer,
  outcomeOf,
  reasonOf,
  scopeInput,
  sessionOf,
  STORE_FAILURE,
  storeFailed,
} from './logbook-sync.setup';

/**
 * The logbook sync (issue 8; spec 001 §4 Offline and sync, Deletion; spec 000 §4 Online/offline,
 * Polling). Signed in (a session with account and organisation), `sync.requested` runs one sync:
 * take the cross-tab lock (`holdLock`, retried every 1 s up to 10 s, then sync_in_process), read what
 * to push (`readQueue`), push it in pushes of SYNC_PUSH_MAX_ITEMS with each result written to the
 * store (`pushBatch`), record the time when nothing retryable failed (`finishRun`). Offline it answers
 * system_is_offline; while a sync runs, sync_in_process, and it runs once more right after. It syncs by
 * itself every 30 s while online, when the connection returns ('online') and when the session becomes
 * ready ('login'). It subscribes itself to connectivity, session and the store (`watchStore`:
 * `pendingCount`, `lastSyncedAt`).
 */
export const logbookSyncMachine = logbookSyncSetup.createMachine({
  id: 'logbookSync',
  context: ({ input }) => ({
    online: input?.online ?? null,
    session: input?.session ?? { ready: false, accountId: null, organisationId: null },
    pendingCount: 0,
    lastSyncedAt: null,
    device: NO_HOLDINGS,
    lastFailure: null,
    inFlight: [],
    reason: null,
    again: null,
    lockRetries: 0,
    maxLockRetries: input?.maxLockRetries ?? TIMING.lockWaitMs / TIMING.lockRetryMs,
    batchSize: input?.batchSize ?? SYNC_PUSH_MAX_ITEMS,
    queue: [],
    tally: NO_TALLY,
  }),
  invoke: [
    { id: 'watchConnectivity', src: 'watchConnectivity' },
    { id: 'watchSession', src: 'watchSession' },
  ],
  on: {
    'connectivity.changed': [
      {
        guard: { type: 'cameOnline', params: ({ event }) => event },
        actions: [
          { type: 'applyConnectivity', params: ({ event }) => event },
          { type: 'requestSync', params: { reason: 'online' } },
        ],
      },
      { actions: { type: 'applyConnectivity', params: ({ event }) => event } },
    ],
  },
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasScope', target: 'signedIn' }, { target: 'signedOut' }] },
    signedOut: {
      tags: 'signedOut',
      on: {
        'session.changed': [
          {
            guard: { type: 'opensScope', params: sessionOf },
            target: 'signedIn',
            // Work kept after a 401 (or from the last visit) goes out now.
            actions: [
              { type: 'applySession', params: sessionOf },
              { type: 'requestSync', params: { reason: 'login' } },
            ],
          },
          { actions: { type: 'applySession', params: sessionOf } },
        ],
        'sync.requested': [
          offlineAnswer,
          {
            actions: {
              type: 'answer',
              params: ({ event }) => ({ reason: event.reason, answer: 'new_login_required' }),
            },
          },
        ],
      },
    },
    signedIn: {
      invoke: {
        id: 'watchStore',
        src: 'watchStore',
        input: scopeInput,
      },
      exit: 'forgetScope',
      on: {
        'store.changed': { actions: { type: 'applyStore', params: ({ event }) => event } },
        'session.changed': [
          {
            guard: { type: 'closesScope', params: sessionOf },
            target: 'signedOut',
            actions: { type: 'applySession', params: sessionOf },
          },
          {
            // Another account or organisation: its own store and its own sync (a running one stops).
            guard: { type: 'changesScope', params: sessionOf },
            target: 'signedIn',
            reenter: true,
            actions: [
              { type: 'applySession', params: sessionOf },
              { type: 'requestSync', params: { reason: 'login' } },
            ],
          },
          { actions: { type: 'applySession', params: sessionOf } },
        ],
      },
      initial: 'idle',
      states: {
        idle: {
          tags: 'idle',
          entry: 'endRun',
          // A request came during the sync (or a save raced it): once more, right away; offline the
          // reconnect syncs anyway.
          always: [
            { guard: 'runsAgain', target: 'running', actions: 'beginAgain' },
            { guard: 'hasAgain', actions: 'forgetAgain' },
          ],
          after: {
            pollInterval: {
              guard: 'isOnline',
              target: 'running',
              actions: { type: 'begin', params: { reason: 'poll' } },
            },
          },
          on: {
            'sync.requested': [
              offlineAnswer,
              { target: 'running', actions: { type: 'begin', params: reasonOf } },
            ],
          },
        },
        // Another tab syncs: ask again in 1 s.
        lockWait: {
          tags: ['syncing', 'waitingForLock'],
          after: { lockRetry: { target: 'running', actions: 'countLockRetry' } },
          on: { 'sync.requested': [offlineAnswer, { actions: inProcess }] },
        },
        running: {
          tags: 'syncing',
          // Holds the cross-tab lock while this state lasts; leaving it (or the scope) releases it.
          invoke: { id: 'holdLock', src: 'holdLock' },
          on: { 'sync.requested': [offlineAnswer, { actions: inProcess }] },
          initial: 'locking',
          states: {
            locking: {
              on: {
                'lock.acquired': 'reading',
                'lock.unavailable': [
                  { guard: 'mayRetryLock', target: '#logbookSync.signedIn.lockWait' },
                  {
                    // Waited 10 s: the other tab's sync pushes this store too.
                    target: '#logbookSync.signedIn.idle',
                    actions: [
                      {
                        type: 'answer',
                        params: ({ context }) => ({
                          reason: context.reason ?? 'user',
                          answer: 'sync_in_process',
                        }),
                      },
                      'forgetAgain',
                    ],
                  },
                ],
              },
            },
            reading: {
              invoke: {
                id: 'readQueue',
                src: 'readQueue',
                input: scopeInput,
                onDone: [
                  {
                    guard: { type: 'isEmpty', params: ({ event }) => ({ queue: event.output }) },
                    target: 'finishing',
                  },
                  {
                    target: 'pushing',
                    actions: { type: 'takeQueue', params: ({ event }) => ({ queue: event.output }) },
                  },
                ],
                onError: { target: '#logbookSync.signedIn.idle', actions: storeFailed },
              },
            },
            pushing: {
              tags: 'pushing',
              entry: 'markInFlight',
              exit: 'clearInFlight',
              invoke: {
                id: 'pushBatch',
                src: 'pushBatch',
                input: ({ context }) => ({
                  scope: scopeInput({ context }),
                  items: nextBatch(context.queue, context.batchSize),
                }),
                onDone: [
                  {
                    guard: { type: 'pushFailed', params: outcomeOf },
                    target: '#logbookSync.signedIn.idle',
                    actions: [
                      { type: 'applyBatch', params: outcomeOf },
                      { type: 'tellSettled', params: outcomeOf },
                      {
                        type: 'recordFailure',
                        params: ({ event }) => ({ failure: event.output.failure ?? STORE_FAILURE }),
                      },
                      {
                        type: 'tellFailed',
                        params: ({ event }) => ({ failure: event.output.failure ?? STORE_FAILURE }),
                      },
                    ],
                  },
                  {
                    guard: { type: 'hasMoreAfter', params: outcomeOf },
                    target: 'pushing',
                    reenter: true,
                    actions: [
                      { type: 'applyBatch', params: outcomeOf },
                      { type: 'tellSettled', params: outcomeOf },
                    ],
                  },
                  {
                    target: 'finishing',
                    actions: [
                      { type: 'applyBatch', params: outcomeOf },
                      { type: 'tellSettled', params: outcomeOf },
                    ],
                  },
                ],
                onError: { target: '#logbookSync.signedIn.idle', actions: storeFailed },
              },
            },
            finishing: {
              invoke: {
                id: 'finishRun',
                src: 'finishRun',
                input: ({ context }) => ({
                  scope: scopeInput({ context }),
                  clean: !context.tally.retryable,
                }),
                onDone: {
                  target: '#logbookSync.signedIn.idle',
                  actions: [
                    { type: 'recordFinished', params: ({ event }) => ({ at: event.output }) },
                    'tellFinished',
                  ],
                },
                onError: { target: '#logbookSync.signedIn.idle', actions: storeFailed },
              },
            },
          },
        },
      },
    },
  },
});

/** The sync machine's type, for `ActorRefFrom` and `.provide()`. */
export type LogbookSyncMachine = typeof logbookSyncMachine;
