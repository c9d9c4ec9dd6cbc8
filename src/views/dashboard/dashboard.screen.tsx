import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useEffect } from 'react';
import { selectActiveList } from '../../machines/fleet/vehicle-selection.types';
import type { RouteViewProps } from '../shared/routes';
import { LazyFleetMapScreen } from '../map';
import { sameItems } from '../shared/fleet/same-items';
import { useForwardOnline } from '../shared/fleet/use-online';
import { DashboardView } from './dashboard.view';

/**
 * The dashboard route: the selection's active vehicles in the table, fetched by a dashboard fetch actor
 * of its own (400 ms after the selection settles; spinner after 500 ms), and the fleet map.
 */
export function DashboardScreen({ services }: RouteViewProps) {
  const { selection, views } = services.fleet;
  const vehicles = useSelector(selection, selectActiveList, sameItems);
  const fetch = useActorRef(views.dashboardFetch, {
    input: {
      activeVehicleIds: selectActiveList(selection.getSnapshot()).map((v) => v.vehicleId),
      online: services.connectivity.getSnapshot().hasTag('online'),
    },
  });
  useForwardOnline(services, fetch);
  const idKey = vehicles.map((v) => v.vehicleId).join(',');
  useEffect(() => {
    const activeVehicleIds = idKey === '' ? [] : idKey.split(',').map(Number);
    fetch.send({ type: 'selection.changed', activeVehicleIds });
  }, [fetch, idKey]);
  const spinner = useSelector(fetch, (s) => s.hasTag('spinner'));
  return (
    <DashboardView
      vehicles={vehicles}
      loading={spinner}
      map={
        <Suspense fallback={null}>
          <LazyFleetMapScreen selection={selection} view="dashboard" tiles={services.config.mapTiles} />
        </Suspense>
      }
    />
  );
}
