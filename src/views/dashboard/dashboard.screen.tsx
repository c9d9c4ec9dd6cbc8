import { fleetViewMachinesFor } from '../../machines/fleet/fleet-view-machines';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { selectActiveList } from '../../machines/fleet/vehicle-selection.types';
import type { RouteViewProps } from '../shared/routes';
import { LazyFleetMapScreen } from '../map';
import { sameItems } from '../shared/fleet/same-items';
import { DashboardView } from './dashboard.view';

/**
 * The dashboard route: the selection's active vehicles in the table, fetched by a dashboard fetch actor
 * of its own (400 ms after the selection settles; spinner after 500 ms), and the fleet map.
 */
export function DashboardScreen({ services }: RouteViewProps) {
  const { selection, views } = services.fleet;
  const vehicles = useSelector(selection, selectActiveList, sameItems);
  // The fetch subscribes itself to the selection and the connectivity.
  const fetch = useActorRef(fleetViewMachinesFor(views).dashboardFetch);
  const spinner = useSelector(fetch, (s) => s.hasTag('spinner'));
  return (
    <DashboardView
      vehicles={vehicles}
      loading={spinner}
      map={
        <Suspense fallback={null}>
          <LazyFleetMapScreen
            selection={selection}
            toggles={services.fleet.mapToggles}
            restrictions={services.fleet.restrictions}
            view="dashboard"
            tiles={services.config.mapTiles}
            railation={services.content}
          />
        </Suspense>
      }
    />
  );
}
