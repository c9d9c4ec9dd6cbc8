import { ScatterplotLayer } from '@deck.gl/layers';
import { useEffect } from 'react';
import { useMapHandle } from '../map-context';
import type { MarkerData, MarkerDatum } from '../marker-store';

export interface FocusRingLayerProps {
  readonly markers: MarkerData;
  /** The focused vehicle's marker, or null: no ring. */
  readonly focused: MarkerDatum | null;
}

const RING_COLOR: [number, number, number, number] = [11, 110, 120, 255];

/** A ring around the focused vehicle, so it stands out among its neighbours. Renders nothing. */
export function FocusRingLayer({ markers, focused }: FocusRingLayerProps) {
  const { setDeckLayers } = useMapHandle();

  useEffect(() => {
    if (!focused) {
      setDeckLayers('focus', []);
      return;
    }
    const ring = new ScatterplotLayer<MarkerDatum>({
      id: 'vehicle-focus-ring',
      data: [focused],
      getPosition: (d) => d.position,
      getRadius: 27,
      radiusUnits: 'pixels',
      stroked: true,
      filled: false,
      getLineColor: RING_COLOR,
      getLineWidth: 4,
      lineWidthUnits: 'pixels',
      parameters: { depthCompare: 'always', depthWriteEnabled: false },
      updateTriggers: { getPosition: markers.positionsVersion },
    });
    setDeckLayers('focus', [ring]);
  }, [setDeckLayers, markers, focused]);

  useEffect(() => () => setDeckLayers('focus', []), [setDeckLayers]);
  return null;
}
