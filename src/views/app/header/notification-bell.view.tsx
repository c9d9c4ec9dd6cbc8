import { Badge, IconButton } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { NotificationIcon } from '../../shared/icons';

export interface NotificationBellProps {
  /** Unread notifications; the badge is hidden at 0 and reads "99+" above 99. */
  readonly count: number;
  /** Active alarms (issue 30 §1); while there are any, the badge shows them instead of the unread. */
  readonly activeAlarms?: number;
  /** Opens the notifications page (and marks them seen). */
  readonly onOpen: () => void;
}

/** The badge text: the count, "99+" above 99. */
export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));

/**
 * The header bell (issue 10): a button to the notifications page with a badge.
 *
 * With active alarms (issue 30 §1) the badge shows their number, square-cornered (`data-kind="alarms"`)
 * so it does not read as the round unread badge, and the accessible name (also the tooltip) says both:
 * "Notifications, 2 active alarms, 3 unread". An alarm needs action until it is cleared; unread events
 * only need a look, so the alarms take the one badge there is. Without active alarms the bell is as
 * before: the round badge shows the unread count, hidden at 0, and the name says it ("Notifications, 3
 * unread"). The name always carries the badge's number as shown ("99+"): a name must contain the
 * visible text.
 */
export function NotificationBell({ count, activeAlarms = 0, onOpen }: NotificationBellProps) {
  const { t } = useTranslation('notificationLive');
  const alarms = activeAlarms > 0;
  const label = alarms
    ? t('bell.withAlarms', {
        alarms: t('bell.alarms', { count: activeAlarms, shown: badgeText(activeAlarms) }),
        unread: t('bell.unread', { count, shown: badgeText(count) }),
      })
    : t('bell.label', { count, shown: badgeText(count) });
  const shown = alarms ? activeAlarms : count;
  return (
    <IconButton
      type="button"
      variant="ghost"
      color="gray"
      size="2"
      className="header-bell"
      aria-label={label}
      title={alarms ? label : undefined}
      data-testid="notification-bell"
      onClick={onOpen}
    >
      <NotificationIcon />
      {shown > 0 && (
        <Badge
          className="header-bell-badge"
          color="red"
          variant="solid"
          radius={alarms ? 'small' : 'full'}
          size="1"
          aria-hidden
          data-kind={alarms ? 'alarms' : 'unread'}
          data-testid="notification-bell-badge"
        >
          {badgeText(shown)}
        </Badge>
      )}
    </IconButton>
  );
}
