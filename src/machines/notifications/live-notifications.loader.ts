import { loadWhenAllowed, type LazyActorsHandle, type StartAllowed } from '../shared/load-when-allowed';
import type { LiveNotifications } from './live-notifications';

/** What the loader reads of the session: whether the user may read live data now, and its changes. */
export type LiveDataAllowed = StartAllowed;

/** The live notifications as the app holds them: loaded once the user may read live data. */
export type LiveNotificationsHandle = LazyActorsHandle<LiveNotifications>;

/**
 * Loads and starts the live notifications the first time the session allows live data (spec 000 §6:
 * logged in with gateway/telematics read), so their code stays out of the login page.
 */
export const loadLiveNotificationsWhenAllowed = (
  session: LiveDataAllowed,
  load: () => Promise<LiveNotifications>,
): LiveNotificationsHandle => loadWhenAllowed(session, load, 'notifications');
