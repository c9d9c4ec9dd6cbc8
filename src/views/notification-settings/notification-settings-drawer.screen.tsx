import type { AppServices } from '../shared/app-services';
import { NotificationSettingsDrawerView } from './notification-settings-drawer.view';
import { useSettingsForm } from './use-settings-form';
import { OwnBoundary } from '../shared/own-boundary';

/** Props of {@link NotificationSettingsDrawer}. */
export interface NotificationSettingsDrawerProps {
  /** The app's services (the route view's `services`). */
  readonly services: AppServices;
  /** Open: the drawer shows (and its form actor runs, loading the selected vehicle's settings). */
  readonly open: boolean;
  /** The user closed it (close button, Escape, outside click). */
  readonly onClose: () => void;
}

/**
 * The notification settings form as a side drawer, for the notifications page (spec 001 §2, §6: there
 * only in development mode; the host page decides when to offer it). It shows the settings of the
 * last selected vehicle, as the page does, with Save and apply-to-many. Its form actor lives only
 * while it is open, so a closed drawer loads nothing.
 */
export function NotificationSettingsDrawer({ services, open, onClose }: NotificationSettingsDrawerProps) {
  // Its own boundary: its texts load at the first opening (see OwnBoundary).
  return open ? (
    <OwnBoundary>
      <OpenDrawer services={services} onClose={onClose} />
    </OwnBoundary>
  ) : null;
}

function OpenDrawer({ services, onClose }: Omit<NotificationSettingsDrawerProps, 'open'>) {
  const { status, panel, drawer } = useSettingsForm(services);
  return <NotificationSettingsDrawerView open onClose={onClose} {...status} {...panel} manyDrawer={drawer} />;
}
