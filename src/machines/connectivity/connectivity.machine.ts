import { emit, setup } from 'xstate';

/** What the composition root hands the connectivity machine: `navigator.onLine` at start. */
export interface ConnectivityInput {
  readonly initiallyOnline: boolean;
}

/** Context: only what the start-up guard reads. */
export interface ConnectivityContext {
  readonly initiallyOnline: boolean;
}

/** The browser's `online` / `offline` window events. */
export type ConnectivityEvent = { readonly type: 'browser.online' } | { readonly type: 'browser.offline' };

/**
 * Emitted when the connection comes back after having been lost (not at start-up): the logbook sync
 * subscribes with `actor.on('connectivity.restored', ...)` (spec 000 §4 Online/offline).
 */
export type ConnectivityEmitted = { readonly type: 'connectivity.restored' };

/** Tags the views ask for: `online` / `offline`. */
export type ConnectivityTag = 'online' | 'offline';

/**
 * Online/offline from the browser's events (spec 000 §4 Online/offline). Offline adds a before-unload
 * warning (unsaved offline work would be lost), online removes it; both are named actions the
 * composition root provides.
 */
export const connectivityMachine = setup({
  types: {
    context: {} as ConnectivityContext,
    events: {} as ConnectivityEvent,
    input: {} as ConnectivityInput,
    emitted: {} as ConnectivityEmitted,
    tags: {} as ConnectivityTag,
  },
  actions: {
    addBeforeUnloadWarning: () => {},
    removeBeforeUnloadWarning: () => {},
    announceRestored: emit({ type: 'connectivity.restored' } as const),
  },
  guards: {
    startsOnline: ({ context }) => context.initiallyOnline,
  },
}).createMachine({
  id: 'connectivity',
  context: ({ input }) => ({ initiallyOnline: input.initiallyOnline }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'startsOnline', target: 'online' }, { target: 'offline' }],
    },
    online: {
      tags: 'online',
      entry: 'removeBeforeUnloadWarning',
      on: { 'browser.offline': 'offline' },
    },
    offline: {
      tags: 'offline',
      entry: 'addBeforeUnloadWarning',
      // Announced on the transition, not on entry: starting online is not a reconnect.
      on: { 'browser.online': { target: 'online', actions: 'announceRestored' } },
    },
  },
});

/** The connectivity machine's type, for `ActorRefFrom` and `.provide()`. */
export type ConnectivityMachine = typeof connectivityMachine;
