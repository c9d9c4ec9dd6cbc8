import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect } from 'react';
import { FIT_PADDING_PX, MAX_ZOOM } from './map.constants';
import type { TrackLayerData } from './track/track-data';

/** The deepest zoom a fitted track opens at (a track of a few hundred metres still shows its area). */
const TRACK_FIT_MAX_ZOOM = Math.min(14, MAX_ZOOM);

/**
 * Fits the map to a track whenever a new one arrives (tracking map), without animation: the track
 * replaces what the map showed. The same track again (a re-render) moves nothing.
 */
export const useFitTrack = (map: MapLibreMap | null, track: TrackLayerData | null): void => {
  useEffect(() => {
    const bounds = track?.bounds;
    if (!map || !bounds) return;
    map.fitBounds(
      [
        [bounds[0], bounds[1]],
        [bounds[2], bounds[3]],
      ],
      { padding: FIT_PADDING_PX, maxZoom: TRACK_FIT_MAX_ZOOM, animate: false },
    );
  }, [map, track]);
};
