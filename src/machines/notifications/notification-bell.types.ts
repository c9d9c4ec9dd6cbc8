import type { ApiFailure } from '../../api/api-failure';
import type { NotificationUnread } from '../../api/contract/notifications.contract';
import type { ConnectivityChanged, SessionChanged } from '../shared/app-facts';
import type { LiveStreamEmitted, LiveStreamSession } from './live-stream.types';

/** A failed unread count is asked again after this long (or as soon as the connection is back). */
export const BELL_RETRY_MS = 30_000;

export interface NotificationBellContext {
  readonly session: LiveStreamSession;
  /** Events the user has not seen (the badge); the server counts up to 1000. */
  readonly count: number;
  /** The newest event id known here: the stream's resume point, its events, the history page's. */
  readonly newestId: number;
  /** The newest id marked seen (the server's, or the one being marked). */
  readonly lastSeenId: number;
  readonly failure: ApiFailure | null;
}

export interface NotificationBellInput {
  readonly session?: LiveStreamSession;
}

/**
 * The user opened the notifications (the /notification page, or clicked the bell): everything up to
 * the newest id known is marked seen. The history page may pass the newest id it lists.
 */
export interface ViewedNotifications {
  readonly type: 'user.viewedNotifications';
  readonly newestId?: number;
}

export type NotificationBellEvent =
  SessionChanged | ConnectivityChanged | LiveStreamEmitted | ViewedNotifications;

/** `stopped` logged out (or without the right); `loading`, `marking`, `failed` while it talks to the server. */
export type NotificationBellTag = 'stopped' | 'loading' | 'marking' | 'failed';

export type { NotificationUnread };
