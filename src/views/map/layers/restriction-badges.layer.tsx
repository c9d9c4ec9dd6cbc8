import { IconLayer } from '@deck.gl/layers';
import { useEffect, useMemo } from 'react';
import type { RestrictionsByVehicle } from '../../../machines/restrictions/fleet-restrictions.types';
import { FLAT_MARKERS, ICON_SAMPLER, iconAtlasUrl } from '../icon-atlas';
import { useMapHandle } from '../map-context';
import type { MarkerData, MarkerDatum } from '../marker-store';
import { ICON_MAPPING } from '../marker-icons';
import { inArea, type Bounds } from '../view-culling';

/** Badge edge in CSS pixels: small beside the 40 px marker, still a clear dot on a phone. */
export const RESTRICTION_BADGE_SIZE = 18;
/** The badge sits on the marker's upper right edge. */
const OFFSET: [number, number] = [14, -14];

const position = (d: MarkerDatum) => d.position;
const badge = () => 'restricted';

export interface RestrictionBadgesLayerProps {
  readonly markers: MarkerData;
  /** As the vehicle markers layer: markers drawn inside a cluster get no badge. */
  readonly inCluster: Uint8Array;
  readonly area: Bounds | null;
  readonly restrictions: RestrictionsByVehicle;
}

/** The markers that get a badge: restricted, drawn (not in a cluster) and around the view. */
export const restrictedMarkers = (
  data: readonly MarkerDatum[],
  inCluster: Uint8Array,
  area: Bounds | null,
  restrictions: RestrictionsByVehicle,
): MarkerDatum[] =>
  data.filter(
    (d) =>
      restrictions[d.vehicleId] !== undefined &&
      inCluster[d.index] !== 1 &&
      inArea(area, d.position[0], d.position[1]),
  );

/**
 * A red badge on the marker of every vehicle with an active restriction (issue 30 §2). Its data is
 * the few restricted markers, filtered only when the markers, the clustering, the area or the
 * restrictions change; a position update bumps the marker store's version and deck.gl moves the
 * badges with the markers. Not pickable: the marker under it answers hover and click. Renders nothing;
 * removes its layer on unmount.
 */
export function RestrictionBadgesLayer({
  markers,
  inCluster,
  area,
  restrictions,
}: RestrictionBadgesLayerProps) {
  const { setDeckLayers } = useMapHandle();
  const shown = useMemo(
    () => restrictedMarkers(markers.data, inCluster, area, restrictions),
    [markers.data, inCluster, area, restrictions],
  );

  useEffect(() => {
    if (shown.length === 0) {
      setDeckLayers('restrictions', []);
      return;
    }
    const layer = new IconLayer<MarkerDatum>({
      id: 'vehicle-restriction-badges',
      data: shown,
      iconAtlas: iconAtlasUrl(),
      iconMapping: ICON_MAPPING,
      textureParameters: ICON_SAMPLER,
      getIcon: badge,
      getPosition: position,
      getSize: RESTRICTION_BADGE_SIZE,
      getPixelOffset: OFFSET,
      sizeUnits: 'pixels',
      parameters: FLAT_MARKERS,
      updateTriggers: { getPosition: markers.positionsVersion },
    });
    setDeckLayers('restrictions', [layer]);
  }, [setDeckLayers, markers, shown]);

  useEffect(() => () => setDeckLayers('restrictions', []), [setDeckLayers]);
  return null;
}
