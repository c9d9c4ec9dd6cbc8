import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, StateValue } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from '@xstate/graph';
import { vi } from 'vitest';
import { eventsFor, type EventVariants } from '../../src/machines/testing/machine-graph';

/**
 * Path generation for model-based tests with the graph API. `getShortestPaths` gives one path to
 * every state the model can reach; to cover transitions as well, every edge of the adjacency map is
 * appended to the shortest path of its source state. Paths that are a prefix of another are dropped.
 */

/** Which state (as the model serialises it) one step must end in. */
export interface ModelStep {
  /** The event that led here; `xstate.init` for the first step. */
  readonly event: AnyEventObject;
  readonly value: StateValue;
  /** The serialised state (value plus the context guards read) the actor must match. */
  readonly key: string;
}

/** One generated path, from a named start input. */
export interface ModelPath {
  readonly inputName: string;
  readonly input: unknown;
  readonly steps: readonly ModelStep[];
  /** Human-readable: `valid: xstate.done.actor.fetchAccessToken → window.focus`. */
  readonly name: string;
}

/** What a model needs. */
export interface ModelOptions {
  readonly machine: AnyStateMachine;
  /** Start inputs by name; every one is traversed, and coverage is their union. */
  readonly inputs: Readonly<Record<string, unknown>>;
  /**
   * Payload variants per event type. Types not listed are sent bare (`{ type }`), except invoke
   * outcomes (`xstate.done.actor.*`, `xstate.error.actor.*`), which carry data and must be listed.
   */
  readonly eventVariants: EventVariants;
  /** The clock during generation: guards and actions reading `Date.now()` see this (fake timers). */
  readonly now: number;
  /**
   * The model's notion of "the same state". It must include the context that guards read, or the
   * traversal merges states that behave differently. Defaults to the state value alone.
   */
  readonly serializeState?: (snapshot: AnyMachineSnapshot) => string;
}

/** What the graph API returns for a machine, with the `any` of `AnyStateMachine` pinned down. */
interface GraphStep {
  readonly event: AnyEventObject;
  readonly state: AnyMachineSnapshot;
}
interface GraphPath {
  readonly state: AnyMachineSnapshot;
  readonly steps: readonly GraphStep[];
}
type GraphAdjacency = Record<string, { readonly transitions: Record<string, GraphStep> }>;

/** The state value as JSON: the default state serialisation. */
export const serializeValue = (snapshot: AnyMachineSnapshot): string => JSON.stringify(snapshot.value);

const describeEvent = (event: AnyEventObject): string => {
  const { type, ...payload } = event;
  if ('error' in payload) {
    const error: unknown = payload['error'];
    return `${type}(${error instanceof Error ? error.message : JSON.stringify(error)})`;
  }
  const data = Object.keys(payload).length
    ? JSON.stringify('output' in payload ? payload['output'] : payload)
    : '';
  return data ? `${type}(${data.length > 60 ? `${data.slice(0, 57)}...` : data})` : type;
};

/** Generates paths covering every reachable (state, event variant) edge from every input. */
export const generateTransitionPaths = (options: ModelOptions): ModelPath[] => {
  const serializeState = options.serializeState ?? serializeValue;
  vi.useFakeTimers({ now: options.now });
  try {
    return Object.entries(options.inputs).flatMap(([inputName, input]) => {
      const traversal = {
        input,
        events: eventsFor(options.eventVariants),
        serializeState: (snapshot: AnyMachineSnapshot) => serializeState(snapshot),
      };
      const shortest = new Map(
        (getShortestPaths(options.machine, traversal) as GraphPath[]).map((path) => [
          serializeState(path.state),
          path,
        ]),
      );
      const adjacency = getAdjacencyMap(options.machine, traversal) as unknown as GraphAdjacency;
      const paths: ModelPath[] = [];
      for (const [stateKey, { transitions }] of Object.entries(adjacency)) {
        const head = shortest.get(stateKey);
        if (!head) throw new Error(`No shortest path to ${stateKey}.`);
        const headSteps = head.steps.map((step) => ({
          event: step.event,
          value: step.state.value as StateValue,
          key: serializeState(step.state),
        }));
        if (Object.keys(transitions).length === 0) paths.push(toPath(inputName, input, headSteps));
        for (const { event, state } of Object.values(transitions)) {
          paths.push(
            toPath(inputName, input, [
              ...headSteps,
              { event, value: state.value as StateValue, key: serializeState(state) },
            ]),
          );
        }
      }
      return withoutPrefixes(paths);
    });
  } finally {
    vi.useRealTimers();
  }
};

const toPath = (inputName: string, input: unknown, steps: ModelStep[]): ModelPath => ({
  inputName,
  input,
  steps,
  name: `${inputName}: ${
    steps
      .slice(1)
      .map((s) => describeEvent(s.event))
      .join(' → ') || '(start)'
  }`,
});

const withoutPrefixes = (paths: ModelPath[]): ModelPath[] => {
  const signature = (path: ModelPath) => path.steps.map((s) => JSON.stringify(s.event));
  const sorted = [...paths].sort((a, b) => b.steps.length - a.steps.length);
  const kept: { path: ModelPath; events: string[] }[] = [];
  for (const path of sorted) {
    const events = signature(path);
    const isPrefix = kept.some((k) => events.every((event, i) => k.events[i] === event));
    if (!isPrefix) kept.push({ path, events });
  }
  return kept.map((k) => k.path);
};
