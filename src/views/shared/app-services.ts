import type { ActorRef, EventObject, Snapshot } from 'xstate';
import type { ClientConfig } from '../../api/contract/app-config.contract';
import type {
  ConnectionErrorContext,
  ConnectionErrorEvent,
  ConnectionErrorTag,
} from '../../machines/fleet/connection-error.types';
import type { FleetViewDeps } from '../../machines/fleet/fleet-view-deps';
import type { FleetDataContext, FleetDataTag } from '../../machines/fleet/fleet-data.types';
import type {
  FleetRestrictionsContext,
  FleetRestrictionsTag,
} from '../../machines/restrictions/fleet-restrictions.types';
import type { MapTogglesContext, MapTogglesEvent, MapTogglesTag } from '../../machines/map/map-toggles.types';
import type {
  VehiclePanelContext,
  VehiclePanelEvent,
  VehiclePanelTag,
} from '../../machines/fleet/vehicle-panel.machine';
import type {
  VehicleSelectionContext,
  VehicleSelectionEvent,
  VehicleSelectionTag,
} from '../../machines/fleet/vehicle-selection.types';
import type { AppLogbookMachines } from '../../machines/logbook/logbook-app-actors';
import type { NotificationMachineDeps } from '../../machines/notifications/notification-machines';
import type { ReportingMachineDeps } from '../../machines/reporting/reporting-machines';
import type { ProfileMachineDeps } from '../../machines/profile/profile-form-machines';
import type { AdministrationDeps } from '../../machines/administration/admin-console.actors';
import type { ContentServiceDeps } from '../../machines/content/content-service';
import type { PasskeyResetMachine } from '../../machines/passkey-reset/passkey-reset.machine';
import type { LoadedValue } from '../../machines/shared/load-when-allowed';
import type { SessionContext, SessionEvent, SessionTag } from '../../machines/session/session.types';
import type { StorageNoticeActor } from '../../machines/storage/storage-notice.start';
import type {
  UpdatePromptContext,
  UpdatePromptEvent,
  UpdatePromptTag,
} from '../../machines/update-prompt/update-prompt.types';
import type {
  AnalyticsConsentContext,
  AnalyticsConsentEvent,
  AnalyticsConsentTag,
} from '../../machines/analytics/analytics-consent.types';
import type { LiveNotificationsServices } from './live-notifications';

/** What the views read of a session snapshot (the public interface of the session machine). */
export type SessionSnapshot = Snapshot<unknown> & {
  readonly context: SessionContext;
  hasTag(tag: SessionTag): boolean;
  can(event: SessionEvent): boolean;
};

export type ConnectivityTag = 'online' | 'offline';

export type ConnectivitySnapshot = Snapshot<unknown> & {
  hasTag(tag: ConnectivityTag): boolean;
};

/** An actor as views use it: subscribe with narrow selectors, send events. */
export type ActorLike<S extends Snapshot<unknown>, E extends EventObject> = Pick<
  ActorRef<S, E>,
  'getSnapshot' | 'subscribe' | 'send'
>;

export type SessionActor = ActorLike<SessionSnapshot, SessionEvent>;
export type ConnectivityActor = Pick<
  ActorRef<ConnectivitySnapshot, EventObject>,
  'getSnapshot' | 'subscribe'
>;

/** What the views read of the vehicle selection (the public interface of the selection machine). */
export type SelectionSnapshot = Snapshot<unknown> & {
  readonly context: VehicleSelectionContext;
  hasTag(tag: VehicleSelectionTag): boolean;
  can(event: VehicleSelectionEvent): boolean;
};
export type SelectionActor = ActorLike<SelectionSnapshot, VehicleSelectionEvent>;

/** The fleet polling actor: views only read its flags. */
export type FleetDataSnapshot = Snapshot<unknown> & {
  readonly context: FleetDataContext;
  hasTag(tag: FleetDataTag): boolean;
};
export type FleetDataActor = Pick<ActorRef<FleetDataSnapshot, EventObject>, 'getSnapshot' | 'subscribe'>;

/**
 * The fleet's active restriction notices (issue 30 §2): views read them, and say when they changed one
 * (`restrictions.changed`: read now, not with the next 30 s read).
 */
export type FleetRestrictionsSnapshot = Snapshot<unknown> & {
  readonly context: FleetRestrictionsContext;
  hasTag(tag: FleetRestrictionsTag): boolean;
};
export type FleetRestrictionsActor = Pick<
  ActorRef<FleetRestrictionsSnapshot, { readonly type: 'restrictions.changed' }>,
  'getSnapshot' | 'subscribe' | 'send'
>;

/** The 'Connection Error' snackbar actor. */
export type ConnectionErrorSnapshot = Snapshot<unknown> & {
  readonly context: ConnectionErrorContext;
  hasTag(tag: ConnectionErrorTag): boolean;
};
export type ConnectionErrorActor = ActorLike<ConnectionErrorSnapshot, ConnectionErrorEvent>;

/** The map switches (the public interface of the map toggles machine). */
export type MapTogglesSnapshot = Snapshot<unknown> & {
  readonly context: MapTogglesContext;
  hasTag(tag: MapTogglesTag): boolean;
  can(event: MapTogglesEvent): boolean;
};
export type MapTogglesActor = ActorLike<MapTogglesSnapshot, MapTogglesEvent>;

/** Where the vehicle list panel is and whether it shows (the public interface of the panel machine). */
export type VehiclePanelSnapshot = Snapshot<unknown> & {
  readonly context: VehiclePanelContext;
  hasTag(tag: VehiclePanelTag): boolean;
};
export type VehiclePanelActor = ActorLike<VehiclePanelSnapshot, VehiclePanelEvent>;

/** The update and message prompts (the public interface of the update prompt machine). */
export type UpdatePromptSnapshot = Snapshot<unknown> & {
  readonly context: UpdatePromptContext;
  hasTag(tag: UpdatePromptTag): boolean;
};
export type UpdatePromptActor = ActorLike<UpdatePromptSnapshot, UpdatePromptEvent>;

/** The fleet actors and per-view machines the fleet screens use (spec 000 §2, §4). */
export interface FleetServices {
  readonly selection: SelectionActor;
  readonly fleetData: FleetDataActor;
  readonly connectionError: ConnectionErrorActor;
  /**
   * The map switches (heat map, satellite, railway, tracking map, railation): app state, one actor for
   * every map view, so the switches keep their values when the user moves between them (spec 000 §3).
   */
  readonly mapToggles: MapTogglesActor;
  /**
   * The vehicle list panel: beside the content or a drawer, shown or not (README, "Narrow screens").
   * The shell sends the layout and the panel's own buttons; a page sends `user.chooseVehicle` to lead
   * the user to the vehicle choice.
   */
  readonly panel: VehiclePanelActor;
  /**
   * The active restriction notices by vehicle (issue 30 §2): the map's badges, the panel's cards and
   * the live data read them.
   */
  readonly restrictions: FleetRestrictionsActor;
  /**
   * What the per-view machines need; a screen builds them (`fleetViewMachinesFor`) and creates its own
   * actor of one.
   */
  readonly views: FleetViewDeps;
}

/** The analytics consent (the public interface of the analytics consent machine; issue 31). */
export type AnalyticsConsentSnapshot = Snapshot<unknown> & {
  readonly context: AnalyticsConsentContext;
  hasTag(tag: AnalyticsConsentTag): boolean;
};
export type AnalyticsConsentActor = ActorLike<AnalyticsConsentSnapshot, AnalyticsConsentEvent>;

/** The logbook machines as the views use them (the root stops the drafts actor, not the views). */
export type LogbookServices = Omit<AppLogbookMachines, 'stop'>;

/**
 * What the composition root (src/main.tsx) hands to the app before anyone logs in: the session and
 * connectivity actors, created once outside React, the site configuration, the reset page's machine,
 * and the few browser facts and effects the shell needs. Everything else ({@link AppServices}) loads
 * with the logged-in app, so the login page carries none of it (issue 28 §4).
 */
export interface ShellServices {
  readonly session: SessionActor;
  readonly connectivity: ConnectivityActor;
  readonly config: ClientConfig;
  /** The reset page's machine, its calls provided with the API client. */
  readonly passkeyResetMachine: PasskeyResetMachine;
  /**
   * Self-hosted analytics with the user's consent (issue 31): the banner and the profile's switch.
   * Absent in tests and stories that do not show it.
   */
  readonly analytics?: AnalyticsConsentActor;
  /**
   * The logged-in app's services, code and actors loaded and created once: when the session first
   * logs in, or for the public railation frame. Null until then (`useLoggedInServices`).
   */
  readonly loggedInServices: LoadedValue<AppServices>;
  readonly storage: Storage;
  /** window.self !== window.top: the page runs inside a frame. */
  readonly inFrame: boolean;
  readonly hostname: string;
  readonly windowWidth: () => number;
  /** Clears Cache Storage and service workers, then reloads the page. */
  readonly hardReload: () => void;
}

/**
 * Everything the logged-in app's views get: the shell's services and the features' app-wide actors
 * (created once outside React) with the per-page machines' calls provided.
 */
export interface AppServices extends ShellServices {
  /** The vehicle selection, polling and snackbar actors and the fleet screens' machines. */
  readonly fleet: FleetServices;
  /** The logbook's machines (list, export, delete) and the app-wide drafts actor (spec 001 §2). */
  readonly logbook: LogbookServices;
  /** The update and message prompts of every logged-in user (issue 11), there after the first login. */
  readonly updatePrompt: { readonly ready: Promise<UpdatePromptActor> };
  /** What the reporting, graph, export and tracking machines need (issue 9; `reportingMachinesFor`). */
  readonly reporting: ReportingMachineDeps;
  /**
   * The live notifications (issue 10): the bell's unread count and the toasts, there once the user may
   * read live data. The notifications page marks them seen with `useNotificationsViewed`.
   */
  readonly notifications: LiveNotificationsServices;
  /** What the notifications page's machines need (issue 10; `notificationMachinesFor`). */
  readonly notificationHistory: NotificationMachineDeps;
  /** What the profile page's machines need (issue 11; `profileFormMachineFor`). */
  readonly profile: ProfileMachineDeps;
  /** What the administration console's machines need (issue 11; `administrationMachinesFor`). */
  readonly administration: AdministrationDeps;
  /**
   * What the content service's machines need (issue 12): railation (`railationMachinesFor`, also the
   * maps' railation switch), the FAQ and the supplier list (`contentDocumentMachinesFor`).
   */
  readonly content: ContentServiceDeps;
  /** How full the server's storage is (issue 37): the shell's storage banner. */
  readonly storageNotice: StorageNoticeActor;
  /** The signed URL of an account's avatar image. */
  readonly avatarUrl: (accountId: string, signature: string) => string;
}

/** The product version (spec 000 §1), also when the site configuration cannot be loaded. */
export const PRODUCT_VERSION = '1.1.8';

/**
 * Defaults when the site configuration cannot be loaded: no external links are known then, and the
 * views leave out links whose URL is empty rather than point somewhere wrong.
 */
export const DEFAULT_CLIENT_CONFIG: ClientConfig = {
  version: PRODUCT_VERSION,
  appLinks: { home: '', parts: '', liveIot: '' },
  devHosts: [],
  privacyPolicyUrls: { 'de-DE': '', 'en-GB': '' },
  mapTiles: {
    base: { url: '', attribution: '' },
    railway: { url: '', attribution: '' },
    satellite: { url: '', attribution: '' },
    satelliteRoads: { url: '', attribution: '' },
    satelliteLabels: { url: '', attribution: '' },
  },
  railationPublic: false,
};
