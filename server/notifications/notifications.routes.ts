import type { Hono } from 'hono';
import * as contract from '../../src/api/contract';
import { route, type Authenticator } from '../http/route';
import type { AlarmService } from './alarms/alarm.service';
import type { NotificationListService } from './notification-list.service';
import type { NotificationSettingsService } from './notification-settings.service';
import { openNotificationStream, type StreamDeps, type StreamOptions } from './notification-stream';
import type { NotificationUnreadService } from './notification-unread.service';
import type { TemporarySettingsService } from './temporary-settings.service';

export interface NotificationServices {
  readonly settings: NotificationSettingsService;
  readonly temporary: TemporarySettingsService;
  readonly events: NotificationListService;
  readonly unread: NotificationUnreadService;
  readonly alarms: AlarmService;
  readonly stream: StreamDeps;
  readonly streamOptions?: StreamOptions;
}

/** Binds the notification operations (spec 001 §7 Notifications); decoding and auth happen in `route`. */
export const registerNotificationRoutes = (
  app: Hono,
  auth: Authenticator,
  services: NotificationServices,
): void => {
  const { settings, temporary, events, unread, alarms } = services;
  route(app, auth, contract.getNotificationSettings, ({ caller, params }) =>
    settings.read(caller, params.wpId),
  );
  route(app, auth, contract.saveNotificationSettings, ({ caller, body }) => settings.save(caller, body));
  route(app, auth, contract.listTemporaryNotificationSettings, ({ caller, params }) =>
    temporary.list(caller, params.wpId),
  );
  route(app, auth, contract.deleteTemporaryNotificationSetting, ({ caller, params }) =>
    temporary.remove(caller, params.wpId, params.id),
  );
  route(app, auth, contract.listNotifications, ({ caller, query }) => events.list(caller, query));
  route(app, auth, contract.getNotificationPreview, ({ caller, query }) => events.preview(caller, query));
  route(app, auth, contract.exportNotifications, ({ caller, query }) => events.export(caller, query));
  route(app, auth, contract.getNotificationUnread, ({ caller }) => unread.unread(caller));
  route(app, auth, contract.markNotificationsSeen, ({ caller, body }) =>
    unread.markSeen(caller, body.lastSeenId),
  );
  route(app, auth, contract.listNotificationAlarms, ({ caller, query }) => alarms.list(caller, query));
  route(app, auth, contract.getNotificationAlarmCounts, ({ caller }) => alarms.counts(caller));
  route(app, auth, contract.getNotificationAlarm, ({ caller, params }) =>
    alarms.detail(caller, params.alarmId),
  );
  route(app, auth, contract.acknowledgeNotificationAlarm, ({ caller, params, body }) =>
    alarms.acknowledge(caller, params.alarmId, body.remark),
  );
  route(app, auth, contract.clearNotificationAlarm, ({ caller, params, body }) =>
    alarms.clear(caller, params.alarmId, body.remark),
  );
  const alarmDefects = alarms.defects;
  route(app, auth, contract.listNotificationAlarmDefectChoices, ({ caller, params }) =>
    alarmDefects.choices(caller, params.alarmId),
  );
  route(app, auth, contract.linkNotificationAlarm, ({ caller, params, body }) =>
    alarmDefects.link(caller, params.alarmId, body.entryId),
  );
  route(app, auth, contract.createNotificationAlarmDefect, ({ caller, params, body }) =>
    alarmDefects.create(caller, params.alarmId, body),
  );
  // Server-Sent Events, not JSON: bound here rather than through `route` (see notification-stream.ts).
  app.get(contract.NOTIFICATION_STREAM_PATH, (c) =>
    openNotificationStream(c, auth, services.stream, services.streamOptions),
  );
};
