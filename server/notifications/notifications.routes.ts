import type { Hono } from 'hono';
import * as contract from '../../src/api/contract';
import { route, type Authenticator } from '../http/route';
import type { NotificationListService } from './notification-list.service';
import type { NotificationSettingsService } from './notification-settings.service';

/** Binds the notification operations (spec 001 §7 Notifications); decoding and auth happen in `route`. */
export const registerNotificationRoutes = (
  app: Hono,
  auth: Authenticator,
  settings: NotificationSettingsService,
  events: NotificationListService,
): void => {
  route(app, auth, contract.getNotificationSettings, ({ caller, params }) =>
    settings.read(caller, params.wpId),
  );
  route(app, auth, contract.saveNotificationSettings, ({ caller, body }) => settings.save(caller, body));
  route(app, auth, contract.listNotifications, ({ caller, query }) => events.list(caller, query));
  route(app, auth, contract.getNotificationPreview, ({ caller, query }) => events.preview(caller, query));
  route(app, auth, contract.exportNotifications, ({ caller, query }) => events.export(caller, query));
};
