import type { SessionChanged } from '../shared/app-facts';
import {
  LIVE_STREAM_TIMING as TIMING,
  type LiveStreamContext,
  type LiveStreamSession,
} from './live-stream.types';

/**
 * The wait before the next opening after `failures` failures in a row: the server's `retry:` (or 1 s)
 * doubled per further failure, at most 30 s, but never less than the server asked for.
 */
export const backoffMs = (failures: number, retryMs: number): number => {
  const base = Math.max(retryMs, 1);
  const doubled = base * 2 ** Math.max(0, failures - 1);
  return Math.min(Math.max(TIMING.maxRetryMs, base), doubled);
};

/** The stream runs for a logged-in user who may read live data (spec 000 §6 gateway/telematics). */
export const hasScope = (session: LiveStreamSession): boolean =>
  session.ready && session.liveData && session.organisationId !== null;

/**
 * The session guards the stream and the bell share: whether a session change opens, closes or moves
 * (another organisation) the scope they follow. Spread into each machine's `guards`.
 */
export const sessionScopeGuards = {
  hasScope: ({ context }: { readonly context: { readonly session: LiveStreamSession } }) =>
    hasScope(context.session),
  opensScope: (_: unknown, session: LiveStreamSession) => hasScope(session),
  closesScope: (_: unknown, session: LiveStreamSession) => !hasScope(session),
  changesScope: (
    { context }: { readonly context: { readonly session: LiveStreamSession } },
    session: LiveStreamSession,
  ) => session.organisationId !== context.session.organisationId,
};

export const sessionOf = ({ event }: { readonly event: SessionChanged }): LiveStreamSession => ({
  ready: event.ready,
  liveData: event.liveData,
  organisationId: event.organisationId,
});

/** The ids remembered after delivering `id`: the newest few, so the list stays small for ever. */
export const rememberId = (ids: readonly number[], id: number): readonly number[] =>
  [...ids, id].slice(-TIMING.rememberedIds);

/** The resume point after a `ready`: ours if we have one, else the server's newest id. */
export const resumePointAfterReady = (context: LiveStreamContext, serverLastEventId: number): number =>
  context.lastEventId ?? serverLastEventId;
