import type { ModelObservation } from './replay-path';

/**
 * Small readers for writing invariants (see `ModelInvariant`): which calls are in flight, and the
 * snapshot's context and tags without casts at every use.
 */

/** The calls in flight of the given invoke ids (all when none are given). */
export const callsOf = ({ pending }: ModelObservation, ...ids: readonly string[]) =>
  ids.length === 0 ? pending : pending.filter((call) => ids.includes(call.id));

/** True when none of the given invokes (or nothing at all) is in flight. */
export const noCall = (observation: ModelObservation, ...ids: readonly string[]): boolean =>
  callsOf(observation, ...ids).length === 0;

/** The snapshot's context, typed by the caller. */
export const contextOf = <T>({ snapshot }: ModelObservation): T => snapshot.context as T;

/** Whether the snapshot has a tag. */
export const tagged = ({ snapshot }: ModelObservation, tag: string): boolean => snapshot.hasTag(tag);

/** `a` implies `b`. */
export const implies = (a: boolean, b: boolean): boolean => !a || b;
