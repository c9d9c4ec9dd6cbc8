import { ScatterplotLayer } from '@deck.gl/layers';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { REPLAY_LIMITS } from '../../../api/contract';
import { positionsAt, type ReplayPosition } from '../../../machines/replay/replay-interpolate';
import type { ReplayMachine } from '../../../machines/replay/replay.machine';
import { useMapHandle } from '../map-context';
import {
  fleetAtPositions,
  headFill,
  headLine,
  LATE_COLOUR,
  ON_TIME_TRAIL,
} from '../replay/replay-layer-data';
import { chunkTrailGeometries } from '../replay/replay-trail-geometry';
import { ReplayTrailDeck } from './replay-trail-deck';

/** The layer of the replayed vehicles at the cursor (the map's debug handle names what it picks). */
export const REPLAY_VEHICLES_LAYER_ID = 'replay-vehicles';

export interface ReplayLayerProps {
  readonly replay: ActorRefFrom<ReplayMachine>;
}

/**
 * The fleet replay (issue 30 §3): the trail behind every vehicle (up to 6 hours; late stretches in
 * orange, late points hollow orange rings) and every replayed vehicle at the cursor (status colour,
 * faded when stale, an orange ring when its position arrived late). It follows the replay actor itself,
 * so a frame of the replay re-renders this component only, not the map. Per frame only the cursor
 * (a uniform of the trail layer) and the 100 heads change: a chunk's trail vertices are built and
 * uploaded once, when it is kept (a prefetched one before the cursor reaches it). Its layers are drawn
 * in a canvas of their own (`OWN_CANVAS_OWNERS`), so a replay frame does not redraw the base map.
 * Renders nothing; removes its layers on unmount.
 */
export function ReplayLayer({ replay }: ReplayLayerProps) {
  const { setDeckLayers } = useMapHandle();
  const chunks = useSelector(replay, (s) => s.context.chunks);
  const cursor = useSelector(replay, (s) => s.context.cursor);
  const fleetAt = useSelector(replay, (s) => s.context.fleetAt);
  const base = useSelector(replay, (s) => s.context.range.from);
  const geometries = useMemo(() => chunkTrailGeometries(chunks, base), [chunks, base]);

  useEffect(() => {
    // Nothing to show (no vehicle chosen yet): no layers, so the replay's own canvas is not even made.
    if (chunks.length === 0 && !fleetAt) return setDeckLayers('replay', []);
    const heads = fleetAt ? fleetAtPositions(fleetAt) : positionsAt(chunks, cursor);
    setDeckLayers('replay', [
      new ReplayTrailDeck({
        id: 'replay-trails',
        geometries,
        cursor,
        spanMs: REPLAY_LIMITS.maxWindowMs,
        gapMs: REPLAY_LIMITS.gapMs,
        onTimeColour: ON_TIME_TRAIL,
        lateColour: LATE_COLOUR,
      }),
      new ScatterplotLayer<ReplayPosition>({
        id: REPLAY_VEHICLES_LAYER_ID,
        // Picked by the map's debug handle (the e2e journey checks every replayed vehicle is drawn); no
        // hover or click handler, so a pointer over a head does nothing.
        pickable: true,
        data: heads,
        getPosition: (d) => d.coordinates,
        getFillColor: headFill,
        getLineColor: headLine,
        stroked: true,
        getRadius: 7,
        radiusUnits: 'pixels',
        lineWidthUnits: 'pixels',
        getLineWidth: 2.5,
      }),
    ]);
  }, [setDeckLayers, geometries, chunks, cursor, fleetAt]);

  useEffect(() => () => setDeckLayers('replay', []), [setDeckLayers]);
  return null;
}
