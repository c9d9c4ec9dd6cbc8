import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import type { NotificationBellActor } from '../../../machines/notifications/notification-bell.machine';
import { NotificationBell } from './notification-bell.view';

/**
 * The bell with the unread count and the active alarms of its actor; a click marks all seen and opens
 * /notification.
 */
export function NotificationBellScreen({ actor }: { readonly actor: NotificationBellActor }) {
  const count = useSelector(actor, (s) => s.context.count);
  const activeAlarms = useSelector(actor, (s) => s.context.activeAlarms);
  const [, navigate] = useLocation();
  return (
    <NotificationBell
      count={count}
      activeAlarms={activeAlarms}
      onOpen={() => {
        actor.send({ type: 'user.viewedNotifications' });
        navigate('/notification');
      }}
    />
  );
}
