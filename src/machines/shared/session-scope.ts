import type { SessionChanged } from './app-facts';

/**
 * The session-scope shape of a machine that runs only while the session gives it its scope (the live
 * stream and the bell: logged in, with the right, an organisation): `starting` decides at once,
 * `stopped` resets on entry and waits for a session that opens the scope, and the scoped state leaves
 * for `stopped` when the scope closes and starts over, reset, when it moves (another organisation).
 * Plain state configs: the machine's `setup` types them where they are used. It names the guards
 * `hasScope`, `opensScope`, `closesScope` and `changesScope` (params: the session) and the action
 * `applySession`; `reset` is its action that forgets what belonged to the scope.
 */
export const sessionScope = <TSession, const TScoped extends string, const TReset extends string>({
  sessionOf,
  scoped,
  reset,
}: {
  /** The session an event tells (the params of the guards and of `applySession`). */
  readonly sessionOf: (args: { readonly event: SessionChanged }) => TSession;
  /** The state that runs while the scope is open, a sibling of `starting` and `stopped`. */
  readonly scoped: TScoped;
  readonly reset: TReset;
}) => {
  const apply = { type: 'applySession', params: sessionOf } as const;
  return {
    /** `starting` and `stopped`, to spread into the machine's states. */
    states: {
      starting: { always: [{ guard: 'hasScope', target: scoped }, { target: 'stopped' }] },
      stopped: {
        tags: 'stopped',
        entry: reset,
        on: {
          'session.changed': [
            { guard: { type: 'opensScope', params: sessionOf }, target: scoped, actions: apply },
            { actions: apply },
          ],
        },
      },
    },
    /** The scoped state's `session.changed`. */
    whileScoped: [
      { guard: { type: 'closesScope', params: sessionOf }, target: 'stopped', actions: apply },
      // Another scope (organisation): the machine starts over there, with nothing of the last one.
      {
        guard: { type: 'changesScope', params: sessionOf },
        target: scoped,
        reenter: true,
        actions: [apply, reset],
      },
      { actions: apply },
    ],
  } as const;
};
