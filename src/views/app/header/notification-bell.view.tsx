import { Badge, IconButton } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { NotificationIcon } from '../../shared/icons';

export interface NotificationBellProps {
  /** Unread notifications; the badge is hidden at 0 and reads "99+" above 99. */
  readonly count: number;
  /** Opens the notifications page (and marks them seen). */
  readonly onOpen: () => void;
}

/** The badge text: the count, "99+" above 99. */
export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));

/**
 * The header bell (issue 10): a button to the notifications page with the unread count as a badge.
 * The accessible name carries the count as the badge shows it ("Notifications, 3 unread", "…, 99+
 * unread": a name must contain the visible text).
 */
export function NotificationBell({ count, onOpen }: NotificationBellProps) {
  const { t } = useTranslation('notificationLive');
  return (
    <IconButton
      type="button"
      variant="ghost"
      color="gray"
      size="2"
      className="header-bell"
      aria-label={t('bell.label', { count, shown: badgeText(count) })}
      data-testid="notification-bell"
      onClick={onOpen}
    >
      <NotificationIcon />
      {count > 0 && (
        <Badge
          className="header-bell-badge"
          color="red"
          variant="solid"
          radius="full"
          size="1"
          aria-hidden
          data-testid="notification-bell-badge"
        >
          {badgeText(count)}
        </Badge>
      )}
    </IconButton>
  );
}
