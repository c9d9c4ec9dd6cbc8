import type { ApiFailure } from '../../api/api-failure';
import type { AlarmCounts } from '../../api/contract/alarms.contract';
import type { NotificationUnread } from '../../api/contract/notifications.contract';
import type { ConnectivityChanged, SessionChanged } from '../shared/app-facts';
import type { LiveStreamEmitted, LiveStreamSession } from './live-stream.types';

/**
 * A failed unread count (or alarm count) is asked again after this long (or as soon as the connection
 * is back).
 */
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
  /** Active alarms (issue 30 §1): the server's last answer, kept when a later count fails. */
  readonly activeAlarms: number;
  /** An alarm changed (or the stream reopened) while a count was asked: one more count after it. */
  readonly alarmsStale: boolean;
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

/**
 * `stopped` logged out (or without the right); `loading`, `marking`, `failed`: the unread count's
 * talk with the server; `countingAlarms`, `alarmsFailed`: the alarm count's.
 */
export type NotificationBellTag =
  'stopped' | 'loading' | 'marking' | 'failed' | 'countingAlarms' | 'alarmsFailed';

export type { AlarmCounts, NotificationUnread };
