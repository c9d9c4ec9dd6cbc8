import type { LiveNotifications } from './live-notifications';

/** What the loader reads of the session: whether the user may read live data now, and its changes. */
export interface LiveDataAllowed {
  allowed(): boolean;
  subscribe(listener: () => void): { unsubscribe(): void };
}

/** The live notifications as the app holds them: loaded once the user may read live data. */
export interface LiveNotificationsHandle {
  /** Resolves with the running actors once loaded (never for a user without the right). */
  readonly ready: Promise<LiveNotifications>;
  /** Stops them (or stops waiting). */
  readonly stop: () => void;
}

/**
 * Loads and starts the live notifications the first time the session allows live data (spec 000 §6:
 * logged in with gateway/telematics read), so their code stays out of the login page. After that the
 * machines follow the session themselves (stopped on logout, started again on the next login).
 */
export const loadLiveNotificationsWhenAllowed = (
  session: LiveDataAllowed,
  load: () => Promise<LiveNotifications>,
): LiveNotificationsHandle => {
  let stopped = false;
  let loaded: LiveNotifications | null = null;
  let resolve: (value: LiveNotifications) => void = () => undefined;
  const ready = new Promise<LiveNotifications>((r) => (resolve = r));
  let subscription: { unsubscribe(): void } | null = null;
  const start = () => {
    subscription?.unsubscribe();
    subscription = null;
    load().then(
      (notifications) => {
        if (stopped) notifications.stop();
        else {
          loaded = notifications;
          resolve(notifications);
        }
      },
      (error: unknown) => {
        // The chunk did not load (offline right after a deploy): try again on the next session change.
        if (stopped) return;
        console.warn('[notifications] loading the live notifications failed', error);
        watch();
      },
    );
  };
  const watch = () => {
    subscription = session.subscribe(() => {
      if (subscription && session.allowed()) start();
    });
  };
  if (session.allowed()) start();
  else watch();
  return {
    ready,
    stop: () => {
      stopped = true;
      subscription?.unsubscribe();
      loaded?.stop();
    },
  };
};
