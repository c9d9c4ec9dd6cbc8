import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';

/**
 * Event enumeration shared by the model-based tests (tests/model) and the walker story, so QA steps
 * through the same events the generated paths use.
 */

/** Payload variants per event type, incl. the outcomes of invoked calls. */
export type EventVariants = Readonly<Record<string, readonly AnyEventObject[]>>;

/** The event types the active state nodes handle (what `createTestModel` would enumerate). */
export const ownEventTypes = (snapshot: AnyMachineSnapshot): string[] => [
  ...new Set(snapshot._nodes.flatMap((node) => node.ownEvents.map((type: unknown) => String(type)))),
];

/** True for `xstate.done.actor.*` / `xstate.error.actor.*`: events that carry an invoke's result. */
export const isInvokeOutcome = (type: string): boolean =>
  type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.');

/**
 * Events to try in a state: every handled type in every payload variant; types without variants are
 * sent bare, except invoke outcomes, which carry data and must be listed (throws otherwise). An empty
 * list names an event only the machine raises itself: it is never sent from outside.
 */
export const eventsFor =
  (variants: EventVariants) =>
  (snapshot: AnyMachineSnapshot): AnyEventObject[] =>
    ownEventTypes(snapshot).flatMap((type) => {
      const listed = variants[type];
      if (listed) return [...listed];
      if (isInvokeOutcome(type)) throw new Error(`No payload variants for '${type}': list its outcomes.`);
      return [{ type }];
    });
