import {
  getInitialMicrosteps,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type StateValue,
} from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { eventsFor, ownEventTypes, type EventVariants } from '../../machines/testing/machine-graph';

/** A state the walker can show: reached from a start input by the events in `path`. */
export interface ReachableState {
  /** The state value as JSON; unique in the list. */
  readonly key: string;
  readonly value: StateValue;
  /** The context the path ends with, for `machine.resolveState({ value, context })`. */
  readonly context: unknown;
  /** Ids of the state nodes active in it. */
  readonly nodeIds: readonly string[];
  /** The start input it is reached from. */
  readonly inputName: string;
  /** Event types from the start, for the tooltip. */
  readonly path: readonly string[];
  /**
   * Only passed through while starting (left at once by an `always` transition): the walker reaches
   * it by "reset" with `inputName`, not by jumping (a snapshot resting there would be a lie).
   */
  readonly transient: boolean;
}

const entry = (
  snapshot: AnyMachineSnapshot,
  inputName: string,
  path: readonly string[],
  transient: boolean,
): ReachableState => ({
  key: JSON.stringify(snapshot.value),
  value: snapshot.value as StateValue,
  context: snapshot.context as unknown,
  nodeIds: snapshot._nodes.map((node) => node.id),
  inputName,
  path,
  transient,
});

/**
 * Every state value reachable from any of the start inputs with the given event variants (graph API,
 * shortest paths), plus the transient states passed while starting. The first input reaching a value
 * wins; settled states come before transient ones.
 */
export const listReachableStates = (
  machine: AnyStateMachine,
  inputs: Readonly<Record<string, unknown>>,
  eventVariants: EventVariants,
): ReachableState[] => {
  const settled = new Map<string, ReachableState>();
  const transient = new Map<string, ReachableState>();
  for (const [inputName, input] of Object.entries(inputs)) {
    const paths = getShortestPaths(machine, {
      input,
      events: eventsFor(eventVariants),
      serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value),
    }) as { state: AnyMachineSnapshot; steps: { event: AnyEventObject }[] }[];
    for (const path of paths) {
      const state = entry(
        path.state,
        inputName,
        path.steps.slice(1).map((step) => step.event.type),
        false,
      );
      if (!settled.has(state.key)) settled.set(state.key, state);
    }
    const microsteps = getInitialMicrosteps(machine, input) as [AnyMachineSnapshot, unknown][];
    for (const [snapshot] of microsteps.slice(0, -1)) {
      const state = entry(snapshot, inputName, [], true);
      if (!transient.has(state.key)) transient.set(state.key, state);
    }
  }
  return [...settled.values(), ...[...transient.values()].filter((state) => !settled.has(state.key))];
};

/** The events the state accepts now: each handled type in each variant, kept if `snapshot.can(event)`. */
export const acceptedEvents = (
  snapshot: AnyMachineSnapshot,
  eventVariants: EventVariants,
): AnyEventObject[] =>
  ownEventTypes(snapshot)
    .flatMap((type) => eventVariants[type] ?? [{ type }])
    .filter((event) => snapshot.can(event));

const short = (value: unknown): string => {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 48 ? `${text.slice(0, 45)}...` : text;
};

/** A button label: `resolve login → {...}`, `reject login: HTTP 401`, `time passes: refreshRetry`. */
export const eventLabel = (event: AnyEventObject): string => {
  const { type, ...payload } = event;
  if (type.startsWith('xstate.done.actor.')) {
    const output: unknown = payload['output'];
    return `resolve ${type.slice('xstate.done.actor.'.length)}${output === undefined ? '' : ` → ${short(output)}`}`;
  }
  if (type.startsWith('xstate.error.actor.')) {
    const error: unknown = payload['error'];
    return `reject ${type.slice('xstate.error.actor.'.length)}: ${error instanceof Error ? error.message : short(error)}`;
  }
  if (type.startsWith('xstate.after.'))
    return `time passes: ${type.slice('xstate.after.'.length).split('.')[0] ?? ''}`;
  return Object.keys(payload).length > 0 ? `${type} ${short(payload)}` : type;
};
