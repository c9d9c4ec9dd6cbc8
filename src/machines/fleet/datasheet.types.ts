import type { ApiFailure } from '../../api/api-failure';
import type { Datasheet, FuelConsumptionSettings, VehicleId } from '../../api/contract';
import type { FLEET_I18N_KEYS } from './fleet.types';

/**
 * The public interface of the datasheet machine (per view: the datasheet screen creates it): the active
 * locomotive's datasheet (getDatasheet), the draft comment and fuel consumption settings, and the save
 * with its 2 s confirmation or failure dialog (spec 000 §2 Datasheet, §4 Datasheet save).
 */

/** The locomotive the datasheet shows: the last entry of the active list, as the screen passes it. */
export interface DatasheetLocomotive {
  readonly vehicleId: VehicleId;
  /** Id at the content service: the comment is saved to /wp-json/fvm/v1/locomotive/comment/{wpId}. */
  readonly wpId: number;
  readonly name: string;
  /** The stored settings as a JSON string (the vehicle entry's `fuelConsumption`). */
  readonly fuelConsumption: string;
}

/** The key of the message the save shows for 2 s, or null. */
export type DatasheetMessageKey = (typeof FLEET_I18N_KEYS)['saved' | 'saveFailed'];

/** What the datasheet machine knows. */
export interface DatasheetContext {
  readonly locomotive: DatasheetLocomotive | null;
  readonly isDemoUser: boolean;
  /** The loaded datasheet of `locomotive`; null before it arrived or after a failure. */
  readonly datasheet: Datasheet | null;
  readonly datasheetFailure: ApiFailure | null;
  /** The draft settings the panel shows (from the vehicle entry, then the datasheet, then edits). */
  readonly fuelConsumption: FuelConsumptionSettings;
  /** The draft comment. */
  readonly comment: string;
  /**
   * Set by any change of the fuel consumption settings; cleared by a successful save or by switching
   * locomotive (spec 000 §4 Datasheet save).
   */
  readonly fuelConsumptionInteraction: boolean;
  /** The failure of the last save; cleared by the next save. */
  readonly saveFailure: ApiFailure | null;
  /** The message shown for 2 s after a save (`messages.saved` or the failure dialog's title), else null. */
  readonly message: DatasheetMessageKey | null;
}

/** What the screen hands in. */
export interface DatasheetInput {
  /** The start (tests and stories); the app leaves it out: the `watchLocomotive` watcher sends it. */
  readonly locomotive?: DatasheetLocomotive | null;
  /** The session's account `isDemoUser`: demo users cannot save. */
  readonly isDemoUser: boolean;
}

/**
 * The active locomotive changed (the `watchLocomotive` watcher: another vehicle, not a new live entry
 * of the same one): reload the datasheet, reset the draft and the interaction flag.
 */
export interface LocomotiveChanged {
  readonly type: 'view.locomotiveChanged';
  readonly locomotive: DatasheetLocomotive | null;
}

/** Events, named by who speaks. */
export type DatasheetEvent =
  | LocomotiveChanged
  /** Any change in the fuel panel (toggle, slider, typed value): the new settings. */
  | { readonly type: 'user.editFuelConsumption'; readonly fuelConsumption: FuelConsumptionSettings }
  | { readonly type: 'user.editComment'; readonly comment: string }
  /**
   * Save the comment and the settings. Refused (views ask `snapshot.can(...)`) for demo users, without a
   * locomotive, or while a save is running.
   */
  | {
      readonly type: 'user.saveDatasheet';
      readonly comment: string;
      readonly fuelConsumption: FuelConsumptionSettings;
    }
  /** Closes the saved message or the failure dialog before its 2 s are up. */
  | { readonly type: 'user.dismissMessage' };

/**
 * Tags:
 * - `loadingDatasheet`: the datasheet is loading
 * - `saving`: a save is running (disable the button)
 * - `saved`: show `messages.saved` (2 s)
 * - `saveFailed`: show the 'updates failed to save' dialog (2 s)
 */
export type DatasheetTag = 'loadingDatasheet' | 'saving' | 'saved' | 'saveFailed';
