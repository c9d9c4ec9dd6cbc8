import { useSelector } from '@xstate/react';
import type { NotificationToastsActor } from '../../../machines/notifications/notification-toasts.machine';
import { NotificationToasts } from './notification-toasts.view';

/** The toasts of the app-wide toasts actor. */
export function NotificationToastsScreen({ actor }: { readonly actor: NotificationToastsActor }) {
  const toasts = useSelector(actor, (s) => s.context.toasts);
  return <NotificationToasts toasts={toasts} onClose={(id) => actor.send({ type: 'user.closeToast', id })} />;
}
