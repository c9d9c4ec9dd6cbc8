import { fleetViewMachinesFor } from '../../machines/fleet/fleet-view-machines';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';
import { selectLastActive } from '../../machines/fleet/vehicle-selection.types';
import { selectRestrictionsByVehicle } from '../../machines/restrictions/fleet-restrictions.types';
import type { RouteViewProps } from '../shared/routes';
import { LazyFleetMapScreen } from '../map';
import { LiveDataView } from './livedata.view';

/** The session id sent with the live-data call (spec 000 §9: default 12453). */
export const DEFAULT_USER_SESSION_ID = '12453';

/**
 * The live-data route: the active vehicle (the last of the active list) from the selection, its
 * notification, weather and datasheet from a live-detail actor of its own (200 ms debounce, 30 s
 * refresh, the manual update), and the fleet map. Keyed by language by the route, so the weather
 * summary is asked for in the language shown.
 */
export function LiveDataScreen({ services }: RouteViewProps) {
  const { selection, views } = services.fleet;
  const { i18n } = useTranslation('fleet');
  const vehicle = useSelector(selection, selectLastActive);
  const restrictions = useSelector(services.fleet.restrictions, selectRestrictionsByVehicle);
  const isDemoUser = useSelector(services.session, (s) => s.context.account?.isDemoUser ?? false);
  // The detail subscribes itself to the active vehicle and the connectivity.
  const detail = useActorRef(fleetViewMachinesFor(views).liveDetail, {
    input: {
      view: 'livedata',
      userSessionId: DEFAULT_USER_SESSION_ID,
      isDemoUser,
      language: currentLanguage(i18n),
    },
  });
  const data = useSelector(detail, (s) => s.context.data);
  const firstLoad = useSelector(detail, (s) => s.hasTag('fetching') && s.context.data === null);
  const updating = useSelector(detail, (s) => s.hasTag('loading'));
  return (
    <LiveDataView
      vehicle={vehicle}
      datasheet={data?.datasheet ?? null}
      notification={data?.notificationResp ?? null}
      weather={data?.weatherResp ?? null}
      isDemoUser={isDemoUser}
      restrictions={vehicle ? restrictions[vehicle.vehicleId] : undefined}
      loading={firstLoad}
      updating={updating}
      onUpdate={() => detail.send({ type: 'user.refreshLiveData' })}
      map={
        <Suspense fallback={null}>
          <LazyFleetMapScreen
            selection={selection}
            toggles={services.fleet.mapToggles}
            restrictions={services.fleet.restrictions}
            view="livedata"
            tiles={services.config.mapTiles}
            railation={services.content}
          />
        </Suspense>
      }
    />
  );
}

/** The live-data route: the screen, started afresh when the language changes (the weather summary's language). */
export function LiveDataRoute(props: RouteViewProps) {
  const { i18n } = useTranslation('fleet');
  return <LiveDataScreen key={currentLanguage(i18n)} {...props} />;
}
