import { useTranslation } from 'react-i18next';
import { NOTIFICATION_LABELS, type NotificationLabel } from '../../api/contract/notifications-limits';

const KNOWN: ReadonlySet<string> = new Set(NOTIFICATION_LABELS);

/**
 * An alert label's text in the user's language (`notificationLabels:label.<NSLabel>`); a label the
 * client does not know (a newer server) shows as sent rather than as a missing-key marker.
 */
export const useNotificationLabel = (): ((type: string) => string) => {
  const { t } = useTranslation('notificationLabels');
  return (type) => (KNOWN.has(type) ? t(`label.${type as NotificationLabel}`) : type);
};
