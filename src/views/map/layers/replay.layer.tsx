import { PathLayer, ScatterplotLayer } from '@deck.gl/layers';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { positionsAt, type ReplayPosition } from '../../../machines/replay/replay-interpolate';
import type { ReplayMachine } from '../../../machines/replay/replay.machine';
import { useMapHandle } from '../map-context';
import {
  fleetAtPositions,
  headFill,
  headLine,
  LATE_COLOUR,
  ON_TIME_TRAIL,
  replayTrailsOf,
  type ReplayLatePoint,
  type ReplayTrail,
} from '../replay/replay-layer-data';

/** The layer of the replayed vehicles at the cursor (the map's debug handle names what it picks). */
export const REPLAY_VEHICLES_LAYER_ID = 'replay-vehicles';

export interface ReplayLayerProps {
  readonly replay: ActorRefFrom<ReplayMachine>;
}

/**
 * The fleet replay (issue 30 §3): the trail of the chunk under the cursor (late stretches in orange, late points
 * hollow orange rings) and every replayed vehicle at the cursor (status colour, faded when stale, an
 * orange ring when its position arrived late). It follows the replay actor itself, so a frame of the
 * replay re-renders this component only, not the map. Renders nothing; removes its layers on unmount.
 */
export function ReplayLayer({ replay }: ReplayLayerProps) {
  const { setDeckLayers } = useMapHandle();
  const chunks = useSelector(replay, (s) => s.context.chunks);
  const cursor = useSelector(replay, (s) => s.context.cursor);
  const fleetAt = useSelector(replay, (s) => s.context.fleetAt);
  // The trail of the chunk under the cursor only (6 hours): four kept chunks of 100 vehicles would be
  // 160,000 path vertices redrawn every frame, which software GL cannot do at 30 fps.
  const current = useSelector(
    replay,
    (s) => s.context.chunks.find((c) => c.from <= s.context.cursor && s.context.cursor < c.to) ?? null,
  );
  const { trails, latePoints } = useMemo(() => replayTrailsOf(current ? [current] : []), [current]);
  const trailLayers = useMemo(
    () => [
      new PathLayer<ReplayTrail>({
        id: 'replay-trails',
        data: trails,
        getPath: (d) => d.path as [number, number][],
        getColor: (d) => (d.late ? LATE_COLOUR : ON_TIME_TRAIL),
        getWidth: 2,
        widthUnits: 'pixels',
      }),
      new ScatterplotLayer<ReplayLatePoint>({
        id: 'replay-late-points',
        data: latePoints,
        getPosition: (d) => d.position,
        stroked: true,
        filled: false,
        getLineColor: LATE_COLOUR,
        getRadius: 4,
        radiusUnits: 'pixels',
        lineWidthUnits: 'pixels',
        getLineWidth: 1.5,
      }),
    ],
    [trails, latePoints],
  );

  useEffect(() => {
    const heads = fleetAt ? fleetAtPositions(fleetAt) : positionsAt(chunks, cursor);
    setDeckLayers('replay', [
      ...trailLayers,
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
  }, [setDeckLayers, trailLayers, chunks, cursor, fleetAt]);

  useEffect(() => () => setDeckLayers('replay', []), [setDeckLayers]);
  return null;
}
