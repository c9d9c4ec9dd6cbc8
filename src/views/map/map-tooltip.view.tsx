import { useTranslation } from 'react-i18next';
import type { VehicleRestrictionSummary } from '../../machines/restrictions/fleet-restrictions.types';
import type { MapVehicle } from './map-vehicle';
import type { TrackPoint } from './track/track-data';
import { useTooltipPlace } from './tooltip-place';
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
 * The hover tooltip: name, status, speed and restrictions of a vehicle; the count of a cluster; time and speed on a
 * track; the name of a railation point, the count of a cluster of them.
 */
export function MapTooltip({
  target,
  restrictions,
}: {
  readonly target: HoverTarget;
  /** The hovered vehicle's active restrictions (issue 30 §2), named under its facts. */
  readonly restrictions?: VehicleRestrictionSummary | undefined;
}) {
  const { t } = useTranslation('map');
  const { ref, style } = useTooltipPlace(target.x, target.y);
  return (
    <div ref={ref} className="fleet-map-tooltip" role="tooltip" style={style}>
      {target.kind === 'vehicle' ? (
        <>
          <strong className="fleet-map-name">{target.vehicle.name}</strong>
          <VehicleFacts vehicle={target.vehicle} withLastPosition={false} restrictions={restrictions} />
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
