import { assign, emit, enqueueActions, raise, setup } from 'xstate';
import type { StoreScope } from '../../../api/offline/logbook-offline-store';
import type { ConnectivityChanged, SessionChanged } from '../../shared/app-facts';
import { noFacts } from '../../shared/fact-watch';
import { logbookSyncActorDefaults } from './logbook-sync.actor-defaults';
import {
  announces,
  idOf,
  nextAgain,
  nextBatch,
  NO_TALLY,
  queueAfter,
  sameScope,
  scopeOf,
  tallyAfter,
} from './logbook-sync.queue';
import {
  LOGBOOK_SYNC_TIMING as TIMING,
  NO_HOLDINGS,
  type BatchOutcome,
  type StoreChanged,
  type LogbookSyncContext,
  type LogbookSyncEmitted,
  type LogbookSyncEvent,
  type LogbookSyncInput,
  type LogbookSyncTag,
  type SyncFailure,
  type SyncQueueItem,
  type SyncReason,
  type SyncSession,
} from './logbook-sync.types';

type Ctx = { readonly context: LogbookSyncContext };
/** The scope calls name; only invoked while signed in, where there always is one. */
export const scopeInput = ({ context }: Ctx): StoreScope =>
  scopeOf(context.session) ?? { accountId: '', organisationId: '' };
export const sessionOf = ({ event }: { event: SessionChanged }): SyncSession => ({
  ready: event.ready,
  accountId: event.accountId ?? null,
  organisationId: event.organisationId,
});
export const reasonOf = ({ event }: { event: { reason: SyncReason } }) => ({ reason: event.reason });
export const outcomeOf = ({ event }: { event: { output: BatchOutcome } }) => ({ outcome: event.output });
export const STORE_FAILURE: SyncFailure = { status: 0, resultCode: 'err_unknown' };
export const storeFailed = [
  { type: 'recordFailure', params: { failure: STORE_FAILURE } },
  { type: 'tellFailed', params: { failure: STORE_FAILURE } },
] as const;
export const inProcess = [
  {
    type: 'answer',
    params: ({ event }: { event: { reason: SyncReason } }) => ({
      reason: event.reason,
      answer: 'sync_in_process' as const,
    }),
  },
  { type: 'rememberAgain', params: reasonOf },
] as const;
export const offlineAnswer = {
  guard: 'isOffline',
  actions: {
    type: 'answer',
    params: ({ event }: { event: { reason: SyncReason } }) => ({
      reason: event.reason,
      answer: 'system_is_offline' as const,
    }),
  },
} as const;

/** The sync machine's implementations by name (actions, guards, actors, delays). */
export const logbookSyncSetup = setup({
  types: {
    context: {} as LogbookSyncContext,
    events: {} as LogbookSyncEvent,
    emitted: {} as LogbookSyncEmitted,
    input: undefined as LogbookSyncInput | undefined,
    tags: {} as LogbookSyncTag,
  },
  actors: {
    ...logbookSyncActorDefaults,
    watchConnectivity: noFacts<ConnectivityChanged>(),
    watchSession: noFacts<SessionChanged>(),
  },
  actions: {
    applyConnectivity: assign((_, { online }: { readonly online: boolean }) => ({ online })),
    applySession: assign((_, session: SyncSession) => ({ session })),
    applyStore: assign((_, { pendingCount, lastSyncedAt, device }: Omit<StoreChanged, 'type'>) => ({
      pendingCount,
      lastSyncedAt,
      device,
    })),
    // The scope's counts, and a sync cut short by a logout or a switch (its lock is released).
    forgetScope: assign({
      pendingCount: 0,
      lastSyncedAt: null,
      device: NO_HOLDINGS,
      inFlight: [],
      reason: null,
      again: null,
      lockRetries: 0,
      queue: [],
      tally: NO_TALLY,
    }),
    requestSync: raise((_, { reason }: { readonly reason: SyncReason }) => ({
      type: 'sync.requested' as const,
      reason,
    })),
    answer: emit(
      (
        _,
        p: {
          readonly reason: SyncReason;
          readonly answer: 'system_is_offline' | 'sync_in_process' | 'new_login_required';
        },
      ) => ({
        type: 'sync.answered' as const,
        ...p,
      }),
    ),
    begin: assign((_, { reason }: { readonly reason: SyncReason }) => ({
      reason,
      again: null,
      lockRetries: 0,
      queue: [],
      tally: NO_TALLY,
    })),
    beginAgain: assign(({ context }: Ctx) => ({
      reason: context.again,
      again: null,
      lockRetries: 0,
      queue: [],
      tally: NO_TALLY,
    })),
    rememberAgain: assign(({ context }: Ctx, { reason }: { readonly reason: SyncReason }) => ({
      again: nextAgain(context.again, reason),
    })),
    forgetAgain: assign({ again: null }),
    countLockRetry: assign(({ context }: Ctx) => ({ lockRetries: context.lockRetries + 1 })),
    takeQueue: assign((_, { queue }: { readonly queue: readonly SyncQueueItem[] }) => ({ queue })),
    markInFlight: assign(({ context }: Ctx) => ({
      inFlight: nextBatch(context.queue, context.batchSize).map(idOf),
    })),
    clearInFlight: assign({ inFlight: [] }),
    applyBatch: assign(({ context }: Ctx, { outcome }: { readonly outcome: BatchOutcome }) => ({
      queue: queueAfter(context.queue, context.batchSize, outcome),
      tally: tallyAfter(context.tally, outcome),
      again: outcome.stale ? nextAgain(context.again, 'save') : context.again,
    })),
    tellSettled: enqueueActions(({ enqueue }, { outcome }: { readonly outcome: BatchOutcome }) => {
      for (const report of outcome.reports) enqueue.emit({ type: 'sync.itemSettled', ...report });
    }),
    recordFailure: assign((_, { failure }: { readonly failure: SyncFailure }) => ({
      lastFailure: { ...failure, at: new Date(Date.now()).toISOString() },
    })),
    tellFailed: emit(({ context }: Ctx, { failure }: { readonly failure: SyncFailure }) => ({
      type: 'sync.failed' as const,
      reason: context.reason ?? 'user',
      ...failure,
    })),
    recordFinished: assign(({ context }: Ctx, { at }: { readonly at: string | null }) => ({
      lastSyncedAt: at ?? context.lastSyncedAt,
      lastFailure: context.tally.retryable ? context.lastFailure : null,
    })),
    tellFinished: emit(({ context }: Ctx) => ({
      type: 'sync.finished' as const,
      reason: context.reason ?? 'user',
      pushed: context.tally.pushed,
      failed: context.tally.failed,
      announce: announces(context.reason ?? 'user', context.tally),
    })),
    endRun: assign({ reason: null, queue: [], lockRetries: 0 }),
  },
  guards: {
    isOffline: ({ context }) => context.online !== true,
    isOnline: ({ context }) => context.online === true,
    // Only a change from known-offline (the first value at start is no "coming back"), signed in.
    cameOnline: ({ context }, { online }: { readonly online: boolean }) =>
      online && context.online === false && scopeOf(context.session) !== null,
    hasScope: ({ context }) => scopeOf(context.session) !== null,
    opensScope: (_, session: SyncSession) => scopeOf(session) !== null,
    closesScope: (_, session: SyncSession) => scopeOf(session) === null,
    changesScope: ({ context }, session: SyncSession) =>
      !sameScope(scopeOf(context.session), scopeOf(session)),
    mayRetryLock: ({ context }) => context.lockRetries < context.maxLockRetries,
    isEmpty: (_, { queue }: { readonly queue: readonly SyncQueueItem[] }) => queue.length === 0,
    pushFailed: (_, { outcome }: { readonly outcome: BatchOutcome }) => outcome.failure !== null,
    hasMoreAfter: ({ context }, { outcome }: { readonly outcome: BatchOutcome }) =>
      queueAfter(context.queue, context.batchSize, outcome).length > 0,
    hasAgain: ({ context }) => context.again !== null,
    runsAgain: ({ context }) => context.again !== null && context.online === true,
  },
  delays: { pollInterval: TIMING.pollIntervalMs, lockRetry: TIMING.lockRetryMs },
});
