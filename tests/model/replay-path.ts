import { createActor, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { vi } from 'vitest';
import {
  callActorNames,
  createControllableActors,
  type ControllableActors,
  type PendingCall,
} from '../../src/machines/testing/controllable-actors';
import type { CoverageRecorder } from './model-coverage';
import { serializeValue, type ModelPath } from './model-paths';

/**
 * Replays a generated path against a real actor: invoked actors are controllable fakes settled as the
 * path says, `xstate.after.*` steps advance Vitest's fake timers to the next timer, and every other
 * event is sent. After every step the actor must be in the state the path says.
 */

/** What an invariant sees after every step: the settled snapshot and the calls in flight. */
export interface ModelObservation {
  readonly snapshot: AnyMachineSnapshot;
  /** The invoked calls still running (a call leaves when it settles or its state is left). */
  readonly pending: readonly PendingCall[];
}

/**
 * A rule that holds in every state a path reaches, e.g. "offline, no request is in flight". Checked
 * after every step of every generated path, so the model tests check behaviour, not only reachability.
 */
export interface ModelInvariant {
  readonly name: string;
  readonly holds: (observation: ModelObservation) => boolean;
}

/** What a replay needs besides the path. */
export interface ReplayOptions {
  /** The machine under test; provide spies for its side-effect actions before passing it. */
  readonly machine: AnyStateMachine;
  readonly path: ModelPath;
  /** The clock at the start, the same as during generation. */
  readonly now: number;
  /** The same serialisation the paths were generated with. */
  readonly serializeState?: (snapshot: AnyMachineSnapshot) => string;
  readonly recorder?: CoverageRecorder;
  /** Checked after every step; the first one broken fails the replay. */
  readonly invariants?: readonly ModelInvariant[];
  /**
   * Parallel regions may each have a timer due after the same delay (the bell's unread and alarm
   * retries): an `xstate.after` step with several timers pending sends the event the path names
   * instead of firing the next timer (leaving its state cancels that timer; the others stay).
   */
  readonly parallelTimers?: boolean;
}

/** What happened during a replay, for extra assertions. */
export interface ReplayResult {
  readonly snapshot: AnyMachineSnapshot;
  readonly fakes: ControllableActors;
}

const invokeIdOf = (type: string, prefix: string): string | null =>
  type.startsWith(prefix) ? type.slice(prefix.length) : null;

/** Lets settled promises reach the actor (a fromPromise result arrives a few microtasks later). */
export const flushMicrotasks = async (): Promise<void> => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

const perform = async (
  event: AnyEventObject,
  fakes: ControllableActors,
  send: (e: AnyEventObject) => void,
  parallelTimers: boolean,
) => {
  const doneId = invokeIdOf(event.type, 'xstate.done.actor.');
  const errorId = invokeIdOf(event.type, 'xstate.error.actor.');
  if (event.type.startsWith('xstate.after.')) {
    // Only one timer is due in any state of these machines; firing "the next one" is that one. With
    // `parallelTimers` several may be: the one the path names is sent as its timer would send it.
    if (parallelTimers && vi.getTimerCount() > 1) send(event);
    else await vi.advanceTimersToNextTimerAsync();
  } else if (doneId !== null) {
    fakes.resolve(doneId, (event as { output?: unknown }).output);
  } else if (errorId !== null) {
    fakes.reject(errorId, (event as { error?: unknown }).error);
  } else {
    send(event);
  }
  await flushMicrotasks();
};

/** Replays one path; throws with the path and the step on the first mismatch. */
export const replayPath = async (options: ReplayOptions): Promise<ReplayResult> => {
  const { path, recorder } = options;
  const serializeState = options.serializeState ?? serializeValue;
  vi.useFakeTimers({ now: options.now });
  const fakes = createControllableActors(callActorNames(options.machine));
  const machine = options.machine.provide({ actors: fakes.actors });
  const actor = createActor(machine, {
    input: path.input,
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId)
        return;
      recorder?.recordTransitions(inspection._transitions);
      recorder?.recordSnapshot(inspection.snapshot as AnyMachineSnapshot);
    },
  });
  const errors: unknown[] = [];
  actor.subscribe({ error: (error) => errors.push(error) });
  try {
    actor.start();
    for (const [index, step] of path.steps.entries()) {
      if (index > 0)
        await perform(step.event, fakes, (event) => actor.send(event), options.parallelTimers ?? false);
      const snapshot = actor.getSnapshot();
      recorder?.recordSnapshot(snapshot);
      if (errors.length > 0) throw new Error(`The actor failed: ${String(errors[0])}`);
      const actual = serializeState(snapshot);
      if (actual !== step.key) {
        throw new Error(
          `Path "${path.name}", step ${index} (${step.event.type}):\n  expected ${step.key}\n  actual   ${actual}`,
        );
      }
      const observation = { snapshot, pending: fakes.pending() };
      const broken = options.invariants?.find((invariant) => !invariant.holds(observation));
      if (broken) {
        const calls = observation.pending.map((call) => call.id).join(', ') || 'none';
        throw new Error(
          `Path "${path.name}", step ${index} (${step.event.type}): invariant "${broken.name}" broken in ${actual} (calls in flight: ${calls})`,
        );
      }
    }
    return { snapshot: actor.getSnapshot(), fakes };
  } finally {
    actor.stop();
    vi.useRealTimers();
  }
};
