import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which lane a database statement waits in (issue 38): heavy work (exports, reports, tracks: the
 * contract's `heavy` operations) runs its statements in the background lane, so that where statements
 * wait for one another (the embedded database answers one at a time) an interactive read waits at
 * most for the statement in hand, not for every export queued before it.
 */
const lane = new AsyncLocalStorage<'background'>();

/** Runs `work` with its statements in the background lane. */
export const inBackgroundLane = <T>(work: () => Promise<T>): Promise<T> => lane.run('background', work);

/** Whether the statement about to be sent belongs to background work. */
export const inBackground = (): boolean => lane.getStore() === 'background';
