import type { PickingInfo } from '@deck.gl/core';
import { PathLayer, ScatterplotLayer } from '@deck.gl/layers';
import { useEffect } from 'react';
import { useMapHandle } from '../map-context';
import {
  nearestTrackPoint,
  type TrackEnd,
  type TrackLayerData,
  type TrackPoint,
  type TrackSegment,
} from '../track/track-data';
import { trackEndsProps, trackLateProps, trackPathProps } from '../track/track-layer-props';

export interface TrackLayerProps {
  readonly data: TrackLayerData;
  /** The recorded position under the pointer (null: none), at container pixel (x, y). */
  readonly onHover: (point: TrackPoint | null, x: number, y: number) => void;
}

/**
 * A vehicle's track (spec 000 §2 Tracking map): the path coloured by speed (stretches that arrived
 * late hollow orange), start and end markers;
 * hovering shows the time and speed of the nearest recorded position. Renders nothing; removes its
 * layers on unmount.
 */
export function TrackLayer({ data, onHover }: TrackLayerProps) {
  const { setDeckLayers } = useMapHandle();

  useEffect(() => {
    const path = new PathLayer<TrackSegment>({
      ...trackPathProps(data),
      onHover: (info: PickingInfo<TrackSegment>) =>
        onHover(
          info.object && info.coordinate ? nearestTrackPoint(info.object, info.coordinate) : null,
          info.x,
          info.y,
        ),
    });
    const ends = new ScatterplotLayer<TrackEnd>({
      ...trackEndsProps(data),
      onHover: (info: PickingInfo<TrackEnd>) => onHover(info.object ?? null, info.x, info.y),
    });
    // The late stretches' white core over the path (not when none: no layer to draw).
    const late = data.hasLate ? [new PathLayer<TrackSegment>(trackLateProps(data))] : [];
    setDeckLayers('track', [path, ...late, ends]);
  }, [setDeckLayers, data, onHover]);

  useEffect(() => () => setDeckLayers('track', []), [setDeckLayers]);
  return null;
}
