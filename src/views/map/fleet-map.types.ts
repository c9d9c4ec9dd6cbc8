import type { ClientConfig } from '../../api/contract/app-config.contract';
import type { VehicleId } from '../../api/contract/fleet.contract';
import type { HeatmapData, TrackData } from '../../api/contract/reports.contract';
import type { RailationMarker } from '../../api/contract/railation.contract';
import type { ActorRefFrom } from 'xstate';
import type { ReplayMachine } from '../../machines/replay/replay.machine';
import type { RestrictionsByVehicle } from '../../machines/restrictions/fleet-restrictions.types';
import type { MapVehicle } from './map-vehicle';
import type { Bounds } from './view-culling';

/** The overlays the map toolbar switches (spec 000 §2 Map toolbar, §4 Map toggles). */
export interface MapLayerToggles {
  readonly railway: boolean;
  /** The satellite (hybrid) base map: the imagery with roads, the country borders and labels over it. */
  readonly satellite: boolean;
  /** The tracking map and heat map switches (tracking map view): left out counts as on. */
  readonly trackingMap?: boolean;
  readonly heatMap?: boolean;
}

export interface MapCamera {
  readonly lng: number;
  readonly lat: number;
  readonly zoom: number;
}

/** Everything the fleet map shows, and what it reports back. It fetches nothing. */
export interface FleetMapProps {
  /** The vehicles with their live values (`toMapVehicle` maps the API's vehicle entries). */
  readonly vehicles: readonly MapVehicle[];
  /**
   * The active (selected) vehicles: only these are drawn, and one newly active without a position
   * brings up the 'no position' message. Null draws every vehicle of `vehicles`.
   */
  readonly activeVehicleIds: readonly VehicleId[] | null;
  /**
   * The active restriction notices by vehicle (issue 30 §2): a badge on each restricted marker, named
   * in its tooltip and info window. Left out: none.
   */
  readonly restrictions?: RestrictionsByVehicle;
  /** The focused vehicle: flown to at zoom 12 and ringed; null for none. */
  readonly focusedVehicleId: VehicleId | null;
  readonly toggles: MapLayerToggles;
  /** Tile sources of the site configuration; a source with url '' is left out. */
  readonly tiles: ClientConfig['mapTiles'];
  /** The current view (route id, e.g. 'dashboard'): caps the initial zoom on some views. */
  readonly view: string;
  /** Shows the loading indicator over the map (the map frame's loading rules decide). */
  readonly loading?: boolean;
  /** Shows the busy indicator of the ready map (the map frame's busy phase, 2 s at most). */
  readonly busy?: boolean;
  /** The map began loading data (MapLibre's `dataloading`: tiles, sources): the map frame's `map.busy`. */
  readonly onBusy?: () => void;
  /** The map has nothing left to load or draw (MapLibre's `idle`): the map frame's `map.processed`. */
  readonly onProcessed?: () => void;
  /** A click on a vehicle marker (its info window opens as well). */
  readonly onVehicleClick?: (vehicleId: VehicleId) => void;
  /**
   * The initial zoom the map frame decided (spec 000 §4 Map frame), applied when it arrives. The map
   * already opens at the same capped zoom by itself, so this only matters when the frame decides
   * differently; null or left out: nothing to apply.
   */
  readonly initialZoom?: number | null;
  /**
   * Once, when the map has loaded: with the zoom that fits its vehicles (uncapped; the default zoom
   * without any), which the map frame turns into the initial zoom.
   */
  readonly onLoaded?: (fittedZoom: number) => void;
  /** After every camera movement (the map machine debounces it). */
  readonly onViewChange?: (camera: MapCamera) => void;
  /**
   * A vehicle's track (tracking map), drawn while `toggles.trackingMap` is on: coloured by speed, with
   * start and end markers and the speed legend. The map fits the track's bounds whenever a new one
   * arrives. Null or left out: none.
   */
  readonly track?: TrackData | null;
  /** Where the vehicle spent its time, drawn while `toggles.heatMap` is on. Null or left out: none. */
  readonly heatmap?: HeatmapData | null;
  /** The fleet replay (tracking map, issue 30 §3): its layer follows the actor itself. Null or left out: none. */
  readonly replay?: ActorRefFrom<ReplayMachine> | null;
  /**
   * Railation points (the railation view, or the toolbar's railation switch), drawn under the
   * vehicles and clustered on their own; null or left out: none.
   */
  readonly railation?: readonly RailationMarker[] | null;
  /** More railation points matched than were sent: the map asks the user to zoom in. */
  readonly railationTruncated?: boolean;
  /** A click on a railation point. */
  readonly onPlaceClick?: (placeId: string) => void;
  /**
   * The area around the view whose markers are drawn (the view and as much again on every side):
   * reported when the view leaves the last one, so the railation points can be asked for it.
   */
  readonly onAreaChange?: (area: Bounds) => void;
  /** Installs `window.__fleetMapDebug` (tests and benchmark only). */
  readonly debug?: boolean;
}
