import type { ApiClient } from '../../api/api-client';
import type { NotificationExportTexts } from '../../api/export/notification-export.types';
import type { ReportExportFile } from '../../api/export/report-export.types';
import type { OpenNotificationStream } from '../../api/notifications/notification-stream';
import { vehicleNamesOf, type FleetDataActor, type VehicleSelectionActor } from '../fleet/fleet-app-actors';
import type { SessionActor } from '../session/session-app-actors';
import { mayReadLiveData, type AppFacts } from '../shared/app-facts';
import { loadLiveNotificationsWhenAllowed, type LiveNotificationsHandle } from './live-notifications.loader';
import type { NotificationMachineDeps } from './notification-machines';
import { UNTRANSLATED_NOTIFICATION_TEXTS } from './untranslated-notification-texts';

/** The notifications' app-wide parts (issue 10). */
export interface NotificationsAppActors {
  /** The live notifications: stream, bell and toasts, there once the user may read live data. */
  readonly live: LiveNotificationsHandle;
  /** What the notifications page's machines need (`notificationMachinesFor` in its chunk). */
  readonly history: NotificationMachineDeps;
  readonly stop: () => void;
}

/** What {@link createNotificationsAppActors} needs from the logged-in app's composition. */
export interface NotificationsAppActorDeps {
  readonly api: ApiClient;
  readonly session: SessionActor;
  readonly facts: AppFacts;
  readonly getAccessToken: () => string | null;
  /** The fleet's vehicle selection: the names in toasts, the vehicles of the history. */
  readonly selection: VehicleSelectionActor;
  /** The fleet data: whether the vehicle list failed to load (the toasts then wait for the next attempt). */
  readonly fleetData: Pick<FleetDataActor, 'getSnapshot' | 'subscribe'>;
  readonly saveFile: (file: ReportExportFile) => void;
  /** The export's file texts in the current language; defaults to the keys themselves. */
  readonly exportTexts?: () => NotificationExportTexts;
  /** Opens the live notification stream; defaults to fetch streaming on the same origin. */
  readonly openNotificationStream?: OpenNotificationStream;
}

/**
 * Wires the notifications: the live stream, bell and toasts load and start the first time the session
 * allows live data (spec 000 §6), so their code stays out of the pages of users who may not; the
 * notifications page builds its own machines from `history`.
 */
export const createNotificationsAppActors = (deps: NotificationsAppActorDeps): NotificationsAppActors => {
  const { session } = deps;
  const live = loadLiveNotificationsWhenAllowed(
    {
      allowed: () => mayReadLiveData(session.getSnapshot()),
      subscribe: (listener) => session.subscribe(() => listener()),
    },
    () =>
      import('./live-notifications').then(({ createLiveNotifications }) =>
        createLiveNotifications({
          api: deps.api,
          getAccessToken: deps.getAccessToken,
          facts: deps.facts,
          vehicleNames: vehicleNamesOf(deps.selection, deps.fleetData),
          requestTokenRefresh: () => session.send({ type: 'api.accessTokenRefused' }),
          ...(deps.openNotificationStream ? { openStream: deps.openNotificationStream } : {}),
        }),
      ),
  );
  return {
    live,
    history: {
      api: deps.api,
      getAccessToken: deps.getAccessToken,
      selection: deps.selection,
      exportTexts: deps.exportTexts ?? (() => UNTRANSLATED_NOTIFICATION_TEXTS),
      saveFile: deps.saveFile,
      liveStream: live.ready.then(({ stream }) => stream),
    },
    stop: () => live.stop(),
  };
};
