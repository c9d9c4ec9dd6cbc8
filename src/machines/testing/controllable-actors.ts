import { fromPromise, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import { isFactWatcher } from '../shared/fact-watch';

/** One call of a controllable actor that has not settled yet. */
export interface PendingCall {
  /** The invoke id: the `<id>` of `xstate.done.actor.<id>`. */
  readonly id: string;
  /** The actor implementation's name (the invoke's `src`). */
  readonly src: string;
  readonly input: unknown;
  readonly signal: AbortSignal;
}

/**
 * Stand-ins for a machine's invoked promise actors that settle only when told to: the model-based
 * replay resolves them as a path says, the walker story when QA clicks "resolve" or "reject".
 */
export interface ControllableActors {
  /** Implementations for `machine.provide({ actors })`, one per name given. */
  readonly actors: Readonly<Record<string, AnyActorLogic>>;
  /** Calls still running, oldest first (a call leaves this list when it settles or is aborted). */
  pending(): readonly PendingCall[];
  /** Every call started so far, in order, settled or not. */
  history(): readonly PendingCall[];
  /** Resolves the running call of invoke `id`; throws when there is none (the machine did not invoke it). */
  resolve(id: string, output: unknown): void;
  /** Rejects the running call of invoke `id`; throws when there is none. */
  reject(id: string, error: unknown): void;
  /** Called whenever the pending list changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

interface Entry extends PendingCall {
  readonly settle: { resolve(value: unknown): void; reject(error: unknown): void };
}

/** Creates controllable promise actors for the given implementation names. */
export const createControllableActors = (names: readonly string[]): ControllableActors => {
  let pending: Entry[] = [];
  const started: PendingCall[] = [];
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const remove = (entry: Entry) => {
    pending = pending.filter((e) => e !== entry);
    notify();
  };
  const take = (id: string): Entry => {
    // The newest call of that id: an older one would have been aborted when its state was left.
    const entry = [...pending].reverse().find((e) => e.id === id);
    if (!entry) {
      const running = pending.map((e) => e.id).join(', ') || 'none';
      throw new Error(`No running call of invoke '${id}' (running: ${running}).`);
    }
    remove(entry);
    return entry;
  };
  const logic = (src: string) =>
    fromPromise<unknown, unknown>(
      ({ input, signal, self }) =>
        new Promise((resolve, reject) => {
          const entry: Entry = { id: self.id, src, input, signal, settle: { resolve, reject } };
          pending.push(entry);
          started.push({ id: entry.id, src, input, signal });
          signal.addEventListener('abort', () => remove(entry));
          notify();
        }),
    );
  return {
    actors: Object.fromEntries(names.map((name) => [name, logic(name)])),
    pending: () => pending.map(({ id, src, input, signal }) => ({ id, src, input, signal })),
    history: () => [...started],
    resolve: (id, output) => take(id).settle.resolve(output),
    reject: (id, error) => take(id).settle.reject(error),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

/**
 * The names of a machine's call actors: every implementation but its fact watchers, which are not
 * requests (they stay as provided; their defaults tell nothing, so the path's events drive the facts).
 */
export const callActorNames = (machine: AnyStateMachine): string[] =>
  Object.entries(machine.implementations.actors)
    .filter(([, logic]) => !isFactWatcher(logic as AnyActorLogic))
    .map(([name]) => name);
