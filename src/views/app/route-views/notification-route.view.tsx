import { NotificationScreen } from '../../notification/notification.screen';
import { NotificationSettingsDrawer } from '../../notification-settings/notification-settings-drawer.screen';
import type { RouteViewProps } from '../../shared/routes';

/** The notifications page with the settings drawer mounted in its development-only slot. */
export function NotificationRouteView(props: RouteViewProps) {
  return (
    <NotificationScreen
      {...props}
      settingsDrawer={(drawer) => <NotificationSettingsDrawer services={props.services} {...drawer} />}
    />
  );
}
