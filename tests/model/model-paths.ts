import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, StateValue } from 'xstate';
import { getAdjacencyMap } from '@xstate/graph';
import { vi } from 'vitest';
import { eventsFor, type EventVariants } from '../../src/machines/testing/machine-graph';

/**
 * Path generation for model-based tests with the graph API. `getShortestPaths` gives one path to
 * every state the model can reach; to cover transitions as well, every edge of the adjacency map is
 * appended to the shortest path of its source state. Paths that are a prefix of another are dropped.
 *
 * The inputs are traversed in order, and an edge (a serialised state and an event variant) that an
 * earlier input's paths already take is not taken again: the serialisation is the model's "same
 * state", so the same edge from it is the same transition. Inputs that lead into one graph (a form
 * opened with or without a vehicle, which the user can then change) otherwise repeat all of it
 * (the settings form: 10,091 paths, three inputs of 3,341 each). Each input keeps at least the path
 * to its own start.
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
type GraphAdjacency = Record<
  string,
  { readonly state: AnyMachineSnapshot; readonly transitions: Record<string, GraphStep> }
>;

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
    const taken = new Set<string>();
    return Object.entries(options.inputs).flatMap(([inputName, input]) => {
      const traversal = {
        input,
        events: eventsFor(options.eventVariants),
        serializeState: (snapshot: AnyMachineSnapshot) => serializeState(snapshot),
      };
      const adjacency = getAdjacencyMap(options.machine, traversal) as unknown as GraphAdjacency;
      const heads = shortestHeads(adjacency, serializeState);
      const paths: ModelPath[] = [];
      let start: ModelStep[] = [];
      for (const [stateKey, { transitions }] of Object.entries(adjacency)) {
        const headSteps = heads.get(stateKey);
        if (!headSteps) throw new Error(`No shortest path to ${stateKey}.`);
        if (headSteps.length <= 1) start = headSteps;
        if (Object.keys(transitions).length === 0 && !taken.has(stateKey)) {
          taken.add(stateKey);
          paths.push(toPath(inputName, input, headSteps));
        }
        for (const [eventKey, { event, state }] of Object.entries(transitions)) {
          const edge = `${stateKey} ${eventKey}`;
          if (taken.has(edge)) continue;
          taken.add(edge);
          paths.push(
            toPath(inputName, input, [
              ...headSteps,
              { event, value: state.value as StateValue, key: serializeState(state) },
            ]),
          );
        }
      }
      return paths.length > 0 ? withoutPrefixes(paths) : [toPath(inputName, input, start)];
    });
  } finally {
    vi.useRealTimers();
  }
};

/**
 * The shortest path (fewest events) to every state of the adjacency map, by a breadth-first walk from
 * its first state (the start: the map is built breadth-first from it). The graph API's
 * `getShortestPaths` gives the same lengths but builds the whole map again.
 */
const shortestHeads = (
  adjacency: GraphAdjacency,
  serializeState: (snapshot: AnyMachineSnapshot) => string,
): Map<string, ModelStep[]> => {
  const [startKey, start] = Object.entries(adjacency)[0] ?? [];
  if (startKey === undefined || !start) throw new Error('The model has no start state.');
  const heads = new Map<string, ModelStep[]>([
    [startKey, [{ event: { type: 'xstate.init' }, value: start.state.value as StateValue, key: startKey }]],
  ]);
  const queue = [startKey];
  for (let i = 0; i < queue.length; i++) {
    const from = queue[i] as string;
    const head = heads.get(from) ?? [];
    for (const { event, state } of Object.values(adjacency[from]?.transitions ?? {})) {
      const key = serializeState(state);
      if (heads.has(key)) continue;
      heads.set(key, [...head, { event, value: state.value as StateValue, key }]);
      queue.push(key);
    }
  }
  return heads;
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

/** Drops every path whose events are a prefix of another's (a trie of the longer paths' events). */
const withoutPrefixes = (paths: ModelPath[]): ModelPath[] => {
  interface Node {
    readonly next: Map<string, Node>;
  }
  const root: Node = { next: new Map() };
  const sorted = [...paths].sort((a, b) => b.steps.length - a.steps.length);
  const kept: ModelPath[] = [];
  for (const path of sorted) {
    let node = root;
    let isPrefix = true;
    for (const step of path.steps) {
      const event = JSON.stringify(step.event);
      let child = node.next.get(event);
      if (!child) {
        isPrefix = false;
        child = { next: new Map() };
        node.next.set(event, child);
      }
      node = child;
    }
    if (!isPrefix) kept.push(path);
  }
  return kept;
};
