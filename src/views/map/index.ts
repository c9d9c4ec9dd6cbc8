/**
 * The fleet map feature. Import from here only: this module loads no map code itself.
 *
 * Usage (dashboard, live data), inside the route's `<Suspense>` (the map code and the `map` locale
 * namespace load on first render):
 *
 * ```tsx
 * import { LazyFleetMapScreen } from '../map';
 * <DashboardView
 *   map={
 *     <LazyFleetMapScreen
 *       selection={services.fleet.selection}
 *       toggles={services.fleet.mapToggles}
 *       view="dashboard"
 *       tiles={services.config.mapTiles}
 *     />
 *   }
 * />
 * ```
 *
 * The screen draws the selection's active vehicles (markers by type and status, clustered), flies to the
 * focused one, runs the map frame's loading and debounce rules and shows the toolbar switches of the
 * view, bound to the app-wide map toggles (their values are app state, kept across the map views).
 * It fills its parent (give the parent a height; `MapArea` has a minimum of 320 px). With
 * `?debug-map` in the page address, `window.__fleetMapDebug` describes what deck.gl drew (tests).
 * The pure `FleetMap` view is in `fleet-map.view.tsx` (stories, benchmark); import it lazily as well.
 */
import { lazy } from 'react';

export type { FleetMapScreenProps, MapTogglesActorLike, SelectionActorLike } from './fleet-map.screen';
export type { FleetMapProps, MapLayerToggles } from './fleet-map.types';
export type { MapVehicle } from './map-vehicle';

/** `FleetMapScreen`, loaded on first render: MapLibre and deck.gl stay out of every other route. */
export const LazyFleetMapScreen = lazy(() =>
  import('./fleet-map.screen').then((m) => ({ default: m.FleetMapScreen })),
);

/**
 * The map view alone (no selection, no toolbar), loaded on first render: pages that draw their own
 * points (the supplier list) with `railation` markers and no vehicles.
 */
export const LazyFleetMap = lazy(() => import('./fleet-map.view').then((m) => ({ default: m.FleetMap })));
