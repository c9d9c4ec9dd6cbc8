import type { RouteViewProps } from '../shared/routes';
import { NotificationSettingsView } from './notification-settings.view';
import { useSettingsForm } from './use-settings-form';

/**
 * The notificationsettings route: the settings of the vehicle selected in the vehicle list (a
 * single-select view), in a form actor of its own that also runs the saves and apply-to-many.
 */
export function NotificationSettingsScreen({ services }: RouteViewProps) {
  const { status, panel, drawer } = useSettingsForm(services);
  return <NotificationSettingsView {...status} {...panel} drawer={drawer} />;
}
