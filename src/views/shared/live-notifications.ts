import { useEffect, useState } from 'react';
import type { NotificationBellActor } from '../../machines/notifications/notification-bell.machine';
import type { NotificationToastsActor } from '../../machines/notifications/notification-toasts.machine';

/** The live-notification actors the views use (the bell's unread count, the toasts). */
export interface LiveNotificationActors {
  readonly bell: NotificationBellActor;
  readonly toasts: NotificationToastsActor;
}

/** How the composition root hands them over: once the user may read live data they are there. */
export interface LiveNotificationsServices {
  /** Resolves when loaded and started; never for a user without gateway/telematics read. */
  readonly ready: Promise<LiveNotificationActors>;
}

/** The actors once loaded; null before (and for good without the right). */
export function useLiveNotifications(services: LiveNotificationsServices): LiveNotificationActors | null {
  const [actors, setActors] = useState<LiveNotificationActors | null>(null);
  useEffect(() => {
    let current = true;
    void services.ready.then((loaded) => {
      if (current) setActors(loaded);
    });
    return () => {
      current = false;
    };
  }, [services]);
  return actors;
}

/**
 * For the notifications page (/notification): marks every notification seen when the page opens and
 * whenever `newestId` (the newest event id the page lists, if it knows one) grows, so the bell's badge
 * clears. Usage: `useNotificationsViewed(services.notifications, page.items[0]?.id)`.
 */
export function useNotificationsViewed(services: LiveNotificationsServices, newestId?: number): void {
  const actors = useLiveNotifications(services);
  useEffect(() => {
    actors?.bell.send(
      newestId === undefined
        ? { type: 'user.viewedNotifications' }
        : { type: 'user.viewedNotifications', newestId },
    );
  }, [actors, newestId]);
}
