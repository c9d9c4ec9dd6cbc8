import { Callout, Flex, IconButton } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { NotificationLabel } from '../../../api/contract/notifications-limits';
import { CrossIcon, NotificationIcon } from '../../shared/icons';
import './notification-toasts.css';

/** One toast as the view shows it. */
export interface ToastItem {
  readonly id: number;
  readonly vehicleName: string;
  readonly label: NotificationLabel;
}

export interface NotificationToastsProps {
  /** Oldest first; the newest shows at the bottom of the stack. */
  readonly toasts: readonly ToastItem[];
  readonly onClose: (id: number) => void;
}

/**
 * The toasts of live notifications (issue 10): "<vehicle>: <alert label>", stacked at the top right
 * under the header, each closable. The region is always there (empty when nothing shows), so screen
 * readers announce each new toast politely. How long one stays is the toasts machine's business.
 */
export function NotificationToasts({ toasts, onClose }: NotificationToastsProps) {
  const { t } = useTranslation('notificationLive');
  const { t: labels } = useTranslation('notificationLabels');
  return (
    <div
      className="notification-toasts"
      role="region"
      aria-live="polite"
      aria-label={t('toast.region')}
      data-testid="notification-toasts"
    >
      {toasts.map((toast) => (
        <div key={toast.id} className="notification-toast" data-testid="notification-toast">
          <Callout.Root color="amber" variant="surface" size="1">
            <Callout.Icon>
              <NotificationIcon size={16} />
            </Callout.Icon>
            <Flex align="center" gap="3" justify="between">
              <Callout.Text weight="medium">
                {t('toast.message', { vehicle: toast.vehicleName, label: labels(`label.${toast.label}`) })}
              </Callout.Text>
              <IconButton
                type="button"
                size="1"
                variant="ghost"
                color="gray"
                aria-label={t('toast.close', { vehicle: toast.vehicleName })}
                onClick={() => onClose(toast.id)}
              >
                <CrossIcon size={14} />
              </IconButton>
            </Flex>
          </Callout.Root>
        </div>
      ))}
    </div>
  );
}
