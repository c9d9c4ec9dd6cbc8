import type { HeatmapData, ReportPeriod, TrackData, VehicleId } from '../../api/contract';
import type { ConnectivityChanged } from '../shared/app-facts';

/**
 * The public interface of the tracking machine (per view: the tracking map screen creates it): the
 * selected vehicle's track (getTracks, period capped to one month) and heat map (getHeatmap) for the
 * applied period, fetched again when the vehicle or the period changes (spec 000 §2 Tracking map, §4
 * Reporting and tracking). A crane has no track (tracking is disabled for it), only the heat map.
 * Failures fall back silently to empty layers (spec 000 §8).
 */

export interface TrackVehicle {
  readonly vehicleId: VehicleId;
  readonly isCrane: boolean;
}

export interface TrackingRequest {
  readonly vehicleId: VehicleId;
  /** The period as applied; the track's is capped to one month, the heat map's is not. */
  readonly period: ReportPeriod;
}

export interface TrackingContext {
  readonly vehicle: TrackVehicle | null;
  readonly period: ReportPeriod;
  /** The track's period: `period` capped to one month. */
  readonly trackPeriod: ReportPeriod;
  readonly online: boolean;
  /** Null until loaded, and for cranes. */
  readonly track: TrackData | null;
  readonly heatmap: HeatmapData | null;
}

export interface TrackingInput {
  readonly vehicle: TrackVehicle | null;
  readonly period: ReportPeriod;
  readonly online?: boolean;
}

export interface TrackVehicleChanged {
  readonly type: 'view.vehicleChanged';
  readonly vehicle: TrackVehicle | null;
}
export interface TrackPeriodChanged {
  readonly type: 'period.changed';
  readonly period: ReportPeriod;
}

export type TrackingEvent = TrackVehicleChanged | TrackPeriodChanged | ConnectivityChanged;

/**
 * Tags:
 * - `loading`: waiting for or running the fetch
 * - `noVehicle`: no vehicle selected (spec 000 §5: tracking-map user id 123456 means none)
 * - `paused`: offline
 */
export type TrackingTag = 'loading' | 'noVehicle' | 'paused';

export const TRACKING_TIMING = {
  /** Re-fetch delay after the vehicle or period changed (spec 000 §9). */
  refetchDelayMs: 300,
} as const;
