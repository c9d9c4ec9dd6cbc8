import type { ApiFailure } from '../../api/api-failure';
import type {
  NotificationLabel,
  NotificationSetting,
  NotificationUnit,
  TemporaryNotificationSetting,
  TemporaryPeriod,
  VehicleId,
} from '../../api/contract';
import type { IsoDay } from '../period/period.rules';

/**
 * The public interface of the notification settings form machine (spec 001 §2 Notification settings,
 * §4, §5, §7): the settings of the selected vehicle (getNotificationSettings by its wpId), the edits
 * (the switch enables min/max), the save (saveNotificationSettings; 200 only) with its 3 s
 * confirmation, the pick-a-locomotive dialog, the apply-to-many drawer with its optional date range
 * (a temporary setting), and the vehicle's temporary settings with their removal.
 */

/** The vehicle whose settings the form shows: the last active one (a single-select view). */
export interface SettingsVehicle {
  readonly vehicleId: VehicleId;
  /** Id at the content service: the settings are read and saved by it. */
  readonly wpId: number;
  readonly name: string;
}

/** A vehicle the apply-to-many drawer offers (the user's list; cranes are left out). */
export interface ManyChoice extends SettingsVehicle {
  readonly isCrane: boolean;
}

/** One row of the form: one alert label. */
export interface SettingsRow {
  readonly label: NotificationLabel;
  /** The label's own unit (null: a detection without a measured limit). */
  readonly unit: NotificationUnit | null;
  /** The switch; min and max are kept (and sent) while it is off. */
  readonly status: boolean;
  /** Null: the input is empty. */
  readonly min: number | null;
  readonly max: number | null;
  /** The stored captions of the inputs, sent back unchanged. */
  readonly minText: string;
  readonly maxText: string;
}

/** What the running save is for: the shown vehicle, or the vehicles picked in the drawer. */
export type SaveScope = 'one' | 'many';

export interface SettingsFormContext {
  readonly vehicle: SettingsVehicle | null;
  readonly isDemoUser: boolean;
  /** All 16 labels in the contract's order: the loaded settings, then the edits. */
  readonly rows: readonly SettingsRow[];
  /** The rows as loaded or last saved (empty without a vehicle): what a date range's save compares. */
  readonly storedRows: readonly SettingsRow[];
  readonly loadFailure: ApiFailure | null;
  /** The failure of the last save (shown until dismissed or the next save); the edits stay. */
  readonly saveFailure: ApiFailure | null;
  /** How many vehicles the last successful save stored. */
  readonly savedCount: number;
  /** The drawer's vehicles: the list handed over without cranes, in its order. */
  readonly choices: readonly ManyChoice[];
  /** Selected vehicle ids, in the list's order. */
  readonly selected: readonly VehicleId[];
  /** The drawer's name filter (case-insensitive substring). */
  readonly filter: string;
  /** Today in the portal's zone (the first day a date range may start). */
  readonly today: IsoDay;
  /** The drawer's optional date range: null saves the form as the vehicles' stored setting. */
  readonly period: TemporaryPeriod | null;
  /** The shown vehicle's temporary settings that end today or later (loaded with its settings). */
  readonly temporary: readonly TemporaryNotificationSetting[];
  /** The temporary setting being ended. */
  readonly removingId: number | null;
  /** The date range of the last successful save (null: it replaced the stored settings). */
  readonly savedPeriod: TemporaryPeriod | null;
}

export interface SettingsFormInput {
  /** The start (tests and stories); the app leaves it out: the `watchVehicle` watcher sends it. */
  readonly vehicle?: SettingsVehicle | null;
  /** The session's account `isDemoUser`: demo users cannot save (spec 001 §6). */
  readonly isDemoUser: boolean;
  /** Start with the drawer open on these vehicles (tests and stories). */
  readonly choices?: readonly ManyChoice[];
  /** Vehicles selected in that drawer at start (tests and stories). */
  readonly selected?: readonly VehicleId[];
  /** Today in the portal's zone (the screen's clock). */
  readonly today: IsoDay;
  /** A date range in that drawer at start (tests and stories). */
  readonly period?: TemporaryPeriod | null;
}

/** What `loadSettings` answers: the vehicle's 16 settings and its temporary ones. */
export interface LoadedSettings {
  readonly settings: readonly NotificationSetting[];
  readonly temporary: readonly TemporaryNotificationSetting[];
}

/** Input of `removeTemporary`: one temporary setting of the shown vehicle. */
export interface RemoveTemporaryRequest {
  readonly wpId: number;
  readonly id: number;
}

/** Input of `saveSettings`: one form for every named vehicle. */
export interface SaveSettingsRequest {
  readonly rows: readonly SettingsRow[];
  readonly wpIds: readonly number[];
  /** Only on these days (a temporary setting); null: the stored setting from now on. */
  readonly period: TemporaryPeriod | null;
}

/** The last active vehicle changed (the `watchVehicle` watcher): reload, the edits are dropped. */
export interface SettingsVehicleChanged {
  readonly type: 'view.vehicleChanged';
  readonly vehicle: SettingsVehicle | null;
}

export type SettingsFormEvent =
  | SettingsVehicleChanged
  | { readonly type: 'user.toggleRule'; readonly label: NotificationLabel; readonly status: boolean }
  | {
      readonly type: 'user.editLimit';
      readonly label: NotificationLabel;
      readonly field: 'min' | 'max';
      readonly value: number | null;
    }
  /** Load the settings again after a failure. */
  | { readonly type: 'user.retry' }
  /**
   * Save the form for the shown vehicle. Without a vehicle it opens the pick-a-locomotive dialog;
   * refused for demo users, with invalid limits, while loading or saving (views ask `snapshot.can`).
   */
  | { readonly type: 'user.save' }
  /** Closes the saved confirmation, the failure or the pick-a-locomotive dialog. */
  | { readonly type: 'user.dismiss' }
  /** Opens the apply-to-many drawer (refused for demo users). */
  | { readonly type: 'user.openMany'; readonly choices: readonly ManyChoice[] }
  | { readonly type: 'user.closeMany' }
  | { readonly type: 'user.toggleVehicle'; readonly vehicleId: VehicleId }
  /** The select-all checkbox: selects (or unselects) every vehicle the filter shows. */
  | { readonly type: 'user.selectAll'; readonly selected: boolean }
  | { readonly type: 'user.filterVehicles'; readonly text: string }
  /** The drawer's Save: one save with every selected vehicle's wpId (refused without a selection). */
  | { readonly type: 'user.saveMany' }
  /**
   * The drawer's date range (null: none, the save replaces the stored settings). Refused unless both
   * days are pickable (today up to the last day ahead) and in order.
   */
  | { readonly type: 'user.setPeriod'; readonly period: TemporaryPeriod | null }
  /** Ends one of the shown vehicle's temporary settings (refused for demo users, while busy). */
  | { readonly type: 'user.removeTemporary'; readonly id: number }
  /** After a temporary save that included the shown vehicle: its settings and list are read again. */
  | { readonly type: 'internal.reload' };

/**
 * Tags:
 * - `loading`: the settings are loading (the form is disabled)
 * - `loadFailed`: the settings could not be loaded (retry)
 * - `noVehicle`: no vehicle is selected
 * - `saving`: a save is running
 * - `saved`: show the confirmation (3 s)
 * - `saveFailed`: show the save failure (until dismissed or the next save)
 * - `pickVehicle`: the pick-a-locomotive dialog
 * - `many`: the apply-to-many drawer is open
 * - `removing`: a temporary setting is being ended
 */
export type SettingsFormTag =
  | 'loading'
  | 'loadFailed'
  | 'noVehicle'
  | 'saving'
  | 'saved'
  | 'saveFailed'
  | 'pickVehicle'
  | 'many'
  | 'removing';

/** Timing of the form (spec 001 §4: the saved confirmation closes after 3 s). */
export const SETTINGS_FORM_TIMING = { savedMs: 3_000 } as const;
