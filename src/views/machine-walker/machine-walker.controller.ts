import {
  createActor,
  type AnyActor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type InspectionEvent,
} from 'xstate';
import {
  callActorNames,
  createControllableActors,
  type ControllableActors,
  type PendingCall,
} from '../../machines/testing/controllable-actors';
import type { ReachableState } from './machine-walker.helpers';

/** What the walker panel shows; a new object on every change (for `useSyncExternalStore`). */
export interface WalkerState {
  readonly snapshot: AnyMachineSnapshot;
  readonly inputName: string;
  /** Invoked calls waiting for QA to resolve or reject them. */
  readonly pending: readonly PendingCall[];
  /**
   * Named side-effect actions that ran, newest last (`reloadPage`, `persistUserToken`, ...: the
   * machine's no-op defaults, so nothing really happens). Built-ins such as assign are left out.
   */
  readonly actionLog: readonly string[];
  /** Set after a jump: no entry actions ran, nothing was invoked, no timer is pending. */
  readonly jumpedTo: string | null;
}

/** Drives one machine for the walker story; no React. */
export interface WalkerController {
  readonly getState: () => WalkerState;
  readonly subscribe: (listener: () => void) => () => void;
  /** Starts the prepared actor, or a fresh one after `stop()` (idempotent while running). */
  readonly start: () => void;
  readonly stop: () => void;
  /** Starts afresh from a start input. */
  readonly reset: (inputName: string) => void;
  /** Shows a reachable state via `machine.resolveState({ value, context })`. */
  readonly jump: (state: ReachableState) => void;
  /** Sends an event; an invoke outcome settles the waiting call when there is one. */
  readonly send: (event: AnyEventObject) => void;
}

/** Options of {@link createWalkerController}. */
export interface WalkerOptions {
  readonly machine: AnyStateMachine;
  readonly inputs: Readonly<Record<string, unknown>>;
  readonly initialInput: string;
}

const LOG_LIMIT = 12;

/** Creates the controller with its actor prepared (not started): `start()` runs it. */
export const createWalkerController = ({
  machine,
  inputs,
  initialInput,
}: WalkerOptions): WalkerController => {
  const listeners = new Set<() => void>();
  let actor: AnyActor | null = null;
  let fakes: ControllableActors = createControllableActors([]);
  let unsubscribeFakes = () => {};
  let inputName = initialInput;
  let actionLog: string[] = [];
  let jumpedTo: string | null = null;
  let state: WalkerState | null = null;
  let running = false;

  const publish = () => {
    if (!actor) return;
    state = {
      snapshot: actor.getSnapshot() as AnyMachineSnapshot,
      inputName,
      pending: fakes.pending(),
      actionLog,
      jumpedTo,
    };
    listeners.forEach((listener) => listener());
  };
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.action' || event.action.type.startsWith('xstate.')) return;
    const params = event.action.params === undefined ? '' : ` ${JSON.stringify(event.action.params)}`;
    actionLog = [...actionLog, `${event.action.type}${params}`].slice(-LOG_LIMIT);
  };
  // Creating an actor only computes its initial snapshot; effects, invocations and timers wait for start().
  const prepare = (jumpTo: ReachableState | null) => {
    stopActor();
    fakes = createControllableActors(callActorNames(machine));
    unsubscribeFakes = fakes.subscribe(publish);
    const provided = machine.provide({ actors: fakes.actors });
    actionLog = [];
    const next = jumpTo
      ? createActor(provided, {
          snapshot: provided.resolveState({ value: jumpTo.value, context: jumpTo.context }),
          inspect,
        })
      : createActor(provided, { input: inputs[inputName], inspect });
    next.subscribe({ next: publish, error: publish });
    actor = next;
    running = false;
    publish();
  };
  const launch = (jumpTo: ReachableState | null) => {
    prepare(jumpTo);
    running = true;
    actor?.start();
    publish();
  };
  const stopActor = () => {
    unsubscribeFakes();
    actor?.stop();
    actor = null;
    running = false;
  };
  prepare(null);

  return {
    getState: () => {
      if (!state) throw new Error('The walker has no actor.');
      return state;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => {
      if (running) return;
      if (actor) {
        running = true;
        actor.start();
        publish();
      } else launch(null);
    },
    stop: stopActor,
    reset: (name) => {
      inputName = name;
      jumpedTo = null;
      launch(null);
    },
    jump: (reachable) => {
      inputName = reachable.inputName;
      jumpedTo = reachable.key;
      launch(reachable);
    },
    send: (event) => {
      const done = event.type.startsWith('xstate.done.actor.');
      const failed = event.type.startsWith('xstate.error.actor.');
      const id = event.type.replace(/^xstate\.(done|error)\.actor\./, '');
      const waiting = (done || failed) && fakes.pending().some((call) => call.id === id);
      if (waiting && done) fakes.resolve(id, (event as { output?: unknown }).output);
      else if (waiting) fakes.reject(id, (event as { error?: unknown }).error);
      // After a jump nothing was invoked and no timer runs: the outcome or time step is sent as is.
      else actor?.send(event);
    },
  };
};
