import { fromCallback, type AnyActorLogic, type CallbackActorLogic, type EventObject } from 'xstate';

/**
 * How a machine subscribes to a fact it needs (online, session, organisation, the selection...) instead
 * of having it pushed in by hand: it invokes a named watcher actor (`invoke: { src: 'watchConnectivity' }`)
 * whose default is {@link noFacts}; the composition root provides the real one, built with
 * {@link watchFact} over an app-wide actor, once. The watcher sends the fact's current value when the
 * machine starts (unless the machine says it has it already, {@link FactWatchInput}) and then one
 * event per change, so nobody forwards the fact by hand.
 */

/** Anything a fact is read from: an actor (or a test double) that can be read and subscribed to. */
export interface FactSource<TSnapshot> {
  getSnapshot(): TSnapshot;
  subscribe(listener: (snapshot: TSnapshot) => void): { unsubscribe(): void };
}

/** What {@link watchFact} needs. */
export interface FactWatch<TSnapshot, TFact, TEvent extends EventObject> {
  readonly source: FactSource<TSnapshot>;
  /** The fact in a snapshot of the source. */
  readonly select: (snapshot: TSnapshot) => TFact;
  /** When two values are the same fact (no event); `Object.is` by default. */
  readonly equals?: (a: TFact, b: TFact) => boolean;
  /**
   * The event telling the machine about `next`; `previous` is undefined for the value at start.
   * Null: nothing to tell (e.g. the first organisation to arrive is no organisation switch).
   */
  readonly toEvent: (next: TFact, previous: TFact | undefined) => TEvent | null;
}

/**
 * What the invoking machine may tell its watcher: the value it already has (`invoke: { input:
 * ({ context }) => ({ known: context.locomotive }) }`), so the start sends nothing when it is current.
 */
export interface FactWatchInput {
  readonly known?: unknown;
}

/** The watcher actors' logic: sends facts to the machine that invoked it, receives nothing. */
export type FactWatcher<TEvent extends EventObject = EventObject> = CallbackActorLogic<
  EventObject,
  FactWatchInput | undefined
> & {
  /** Never read: ties the logic to the events it sends, for the machine's `actors` typing. */
  readonly __facts?: TEvent;
};

const watchers = new WeakSet<AnyActorLogic>();
const mark = <T extends AnyActorLogic>(logic: T): T => {
  watchers.add(logic);
  return logic;
};

/**
 * True for a fact watcher (real or {@link noFacts}): the model-based replay and the walker keep these
 * as they are instead of replacing them with controllable calls, since they are not requests.
 */
export const isFactWatcher = (logic: AnyActorLogic | undefined): boolean =>
  logic !== undefined && watchers.has(logic);

/** The watcher's default: tells nothing (tests, stories, and the model runner drive the events). */
export const noFacts = <TEvent extends EventObject = EventObject>(): FactWatcher<TEvent> =>
  mark(fromCallback<EventObject, FactWatchInput | undefined>(() => undefined));

/**
 * A watcher over one fact of an app-wide actor. The last value seen lives here, once, instead of in
 * every place that forwarded facts by hand.
 */
export const watchFact = <TSnapshot, TFact, TEvent extends EventObject>(
  watch: FactWatch<TSnapshot, TFact, TEvent>,
): FactWatcher<TEvent> => {
  const equals = watch.equals ?? Object.is;
  return mark(
    fromCallback<EventObject, FactWatchInput | undefined>(({ sendBack, input }) => {
      let last = watch.select(watch.source.getSnapshot());
      // The machine started with this value already (its input): nothing to tell yet.
      const current = input !== undefined && 'known' in input && equals(input.known as TFact, last);
      const first = current ? null : watch.toEvent(last, undefined);
      if (first) sendBack(first);
      const subscription = watch.source.subscribe((snapshot) => {
        const next = watch.select(snapshot);
        if (equals(last, next)) return;
        const previous = last;
        last = next;
        const event = watch.toEvent(next, previous);
        if (event) sendBack(event);
      });
      return () => subscription.unsubscribe();
    }),
  );
};

/** Same items in the same order (ids, lists of values). */
export const sameItems = <T>(a: readonly T[], b: readonly T[]): boolean =>
  a.length === b.length && a.every((item, index) => Object.is(item, b[index]));
