import type { ApiFailure } from '../../api/api-failure';
import type { ActiveRestriction } from '../../api/contract/restrictions.contract';
import type { VehicleId } from '../../api/contract';
import type { ConnectivityChanged, SessionChanged } from '../shared/app-facts';

/**
 * The public interface of the fleet restrictions machine (app-wide; `FleetActors.restrictions`): the
 * active restriction notices of the organisation's vehicles (issue 30 §2), for the map's badges, the
 * vehicle panel and the live data. Loaded with the fleet (logged in and ready) and refreshed on the
 * fleet's own cadence (every 30 s while online), since restriction changes are not sent live.
 */

/** What the map, the panel and the live data show of one vehicle's active restrictions. */
export interface VehicleRestrictionSummary {
  /** Newest first. */
  readonly items: readonly ActiveRestriction[];
  /** The lowest speed limit among them (km/h); null when none sets one. */
  readonly lowestSpeedKmh: number | null;
}

/** The active restrictions by vehicle id; a vehicle without any is absent. */
export type RestrictionsByVehicle = Readonly<Partial<Record<VehicleId, VehicleRestrictionSummary>>>;

/** What the fleet restrictions machine knows. */
export interface FleetRestrictionsContext {
  readonly ready: boolean;
  readonly organisationId: string | null;
  readonly online: boolean;
  /** The last answer, grouped by vehicle (empty until the first; kept while a refresh fails). */
  readonly byVehicle: RestrictionsByVehicle;
  /** The last load failed; cleared by the next success. */
  readonly failure: ApiFailure | null;
}

/** The start (tests and stories); the app hands in nothing, its watchers tell at start. */
export interface FleetRestrictionsInput {
  readonly ready?: boolean;
  readonly organisationId?: string | null;
  readonly online?: boolean;
}

/** A restriction was attached, lifted or acknowledged in this app (the logbook's widget): read now. */
export interface RestrictionsChanged {
  readonly type: 'restrictions.changed';
}

/** Events: the session and connectivity from the machine's own watchers; a change made here. */
export type FleetRestrictionsEvent = SessionChanged | ConnectivityChanged | RestrictionsChanged;

/**
 * Tags:
 * - `stopped`: logged out or not ready; nothing is kept
 * - `loading`: the active list is being read
 * - `paused`: ready but offline
 */
export type FleetRestrictionsTag = 'stopped' | 'loading' | 'paused';

/** The restrictions the views read from a snapshot. */
export const selectRestrictionsByVehicle = (snapshot: {
  readonly context: Pick<FleetRestrictionsContext, 'byVehicle'>;
}): RestrictionsByVehicle => snapshot.context.byVehicle;
