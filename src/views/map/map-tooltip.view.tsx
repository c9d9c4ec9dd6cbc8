import { useTranslation } from 'react-i18next';
import type { MapVehicle } from './map-vehicle';
import type { TrackPoint } from './track/track-data';
import { TrackPointFacts } from './track/track-point-facts.view';
import { VehicleFacts } from './vehicle-facts.view';

/** What the pointer is over: a vehicle, a cluster or a track position, at container pixel (x, y). */
export type HoverTarget =
  | { readonly kind: 'vehicle'; readonly vehicle: MapVehicle; readonly x: number; readonly y: number }
  | { readonly kind: 'cluster'; readonly count: number; readonly x: number; readonly y: number }
  | { readonly kind: 'place'; readonly name: string; readonly x: number; readonly y: number }
  | { readonly kind: 'placeCluster'; readonly count: number; readonly x: number; readonly y: number }
  | { readonly kind: 'track'; readonly point: TrackPoint; readonly x: number; readonly y: number };

/**
 * The hover tooltip: name, status and speed of a vehicle; the count of a cluster; time and speed on a
 * track; the name of a railation point, the count of a cluster of them.
 */
export function MapTooltip({ target }: { readonly target: HoverTarget }) {
  const { t } = useTranslation('map');
  return (
    <div className="fleet-map-tooltip" role="tooltip" style={{ left: target.x + 14, top: target.y + 14 }}>
      {target.kind === 'vehicle' ? (
        <>
          <strong className="fleet-map-name">{target.vehicle.name}</strong>
          <VehicleFacts vehicle={target.vehicle} withLastPosition={false} />
        </>
      ) : target.kind === 'track' ? (
        <TrackPointFacts point={target.point} />
      ) : target.kind === 'place' ? (
        <strong className="fleet-map-name">{target.name}</strong>
      ) : target.kind === 'placeCluster' ? (
        t('placeCluster', { count: target.count })
      ) : (
        t('cluster', { count: target.count })
      )}
    </div>
  );
}
