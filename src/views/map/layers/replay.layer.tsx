import type { PickingInfo } from '@deck.gl/core';
import { ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import { useSelector } from '@xstate/react';
import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { REPLAY_LIMITS, type VehicleId } from '../../../api/contract';
import { positionsAt, type ReplayPosition } from '../../../machines/replay/replay-interpolate';
import type { ReplayMachine } from '../../../machines/replay/replay.machine';
import { useMapHandle } from '../map-context';
import { useMapLeave } from '../use-map-leave';
import {
  fleetAtPositions,
  headFill,
  headLine,
  LATE_COLOUR,
  ON_TIME_TRAIL,
} from '../replay/replay-layer-data';
import { ReplayLegend, ReplayTooltip } from '../replay/replay-legend.view';
import { LABEL_RIGHT, labelPlace, type LabelPlace } from '../replay/replay-label-place';
import { ReplayNamesContext } from '../replay/replay-names';
import { chunkTrailGeometries } from '../replay/replay-trail-geometry';
import { ReplayTrailDeck } from './replay-trail-deck';

/** The layer of the replayed vehicles at the cursor (the map's debug handle names what it picks). */
export const REPLAY_VEHICLES_LAYER_ID = 'replay-vehicles';

/**
 * Up to this many vehicles replayed, each head carries its name (issue 30 §3 review); more would
 * cover the map, and the labels' layer is then not made at all (no cost per frame): hovering a head
 * names it instead.
 */
export const REPLAY_LABEL_LIMIT = 12;
const LABEL_COLOUR: [number, number, number, number] = [28, 32, 36, 255];
const LABEL_HALO: [number, number, number, number] = [255, 255, 255, 230];

const nameOf = (names: ReadonlyMap<VehicleId, string>, vehicleId: VehicleId) =>
  names.get(vehicleId) ?? `#${vehicleId}`;

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
 * A few heads carry their names; hovering one names it with its status and the time of its position;
 * a legend says what the dots' colours, fading and rings mean (issue 30 §3 review). Removes its
 * layers on unmount.
 */
export function ReplayLayer({ replay }: ReplayLayerProps) {
  const { map, setDeckLayers } = useMapHandle();
  const names = useContext(ReplayNamesContext);
  const chunks = useSelector(replay, (s) => s.context.chunks);
  const cursor = useSelector(replay, (s) => s.context.cursor);
  const fleetAt = useSelector(replay, (s) => s.context.fleetAt);
  const base = useSelector(replay, (s) => s.context.range.from);
  const geometries = useMemo(() => chunkTrailGeometries(chunks, base), [chunks, base]);
  // Nothing to show (no vehicle chosen yet): no layers, so the replay's own canvas is not even made.
  const shown = chunks.length > 0 || fleetAt !== null;
  const heads = useMemo(
    () => (!shown ? [] : fleetAt ? fleetAtPositions(fleetAt) : positionsAt(chunks, cursor)),
    [shown, fleetAt, chunks, cursor],
  );
  // The vehicle under the pointer and where: its head is looked up again each frame, so the tooltip
  // tells the time of the position shown now.
  const [hover, setHover] = useState<{ vehicleId: VehicleId; x: number; y: number } | null>(null);
  const onHover = useCallback(
    (info: PickingInfo<ReplayPosition>) =>
      setHover(info.object ? { vehicleId: info.object.vehicleId, x: info.x, y: info.y } : null),
    [],
  );
  const clearHover = useCallback(() => setHover(null), []);
  useMapLeave(map, clearHover);

  // The names' sides depend on where the heads are on screen and on the map's width: placed again when
  // the view has moved. The width is read on a resize only, not in each replay frame: there the replay
  // bar's text has just changed, and reading a size would make the browser lay the page out at once.
  const [view, setView] = useState(() => ({ moves: 0, width: map.getContainer().clientWidth }));
  useEffect(() => {
    const moved = () => setView((v) => ({ ...v, moves: v.moves + 1 }));
    const resized = () => setView((v) => ({ moves: v.moves + 1, width: map.getContainer().clientWidth }));
    map.on('moveend', moved);
    map.on('resize', resized);
    return () => {
      map.off('moveend', moved);
      map.off('resize', resized);
    };
  }, [map]);
  useEffect(() => {
    if (!shown) return setDeckLayers('replay', []);
    const labelled = heads.length > 0 && heads.length <= REPLAY_LABEL_LIMIT;
    const { width } = view;
    const places = new Map<VehicleId, LabelPlace>(
      labelled
        ? heads.map((head) => [
            head.vehicleId,
            labelPlace(map.project([...head.coordinates]).x, nameOf(names, head.vehicleId), width),
          ])
        : [],
    );
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
        // Picked on hover (the tooltip) and by the map's debug handle (the e2e journey checks every
        // replayed vehicle is drawn).
        pickable: true,
        onHover,
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
      ...(labelled
        ? [
            new TextLayer<ReplayPosition>({
              id: 'replay-labels',
              data: heads,
              getPosition: (d) => d.coordinates,
              getText: (d) => nameOf(names, d.vehicleId),
              getColor: LABEL_COLOUR,
              getSize: 12,
              getPixelOffset: (d) => [...(places.get(d.vehicleId) ?? LABEL_RIGHT).offset],
              getTextAnchor: (d) => (places.get(d.vehicleId) ?? LABEL_RIGHT).anchor,
              getAlignmentBaseline: 'center',
              fontFamily: 'system-ui, sans-serif',
              fontWeight: 600,
              outlineWidth: 3,
              outlineColor: LABEL_HALO,
              fontSettings: { sdf: true },
              characterSet: 'auto',
              updateTriggers: { getText: names, getPixelOffset: places, getTextAnchor: places },
            }),
          ]
        : []),
    ]);
    // `view`: the same heads on a moved map take new sides.
  }, [setDeckLayers, map, geometries, shown, heads, cursor, names, onHover, view]);

  useEffect(() => () => setDeckLayers('replay', []), [setDeckLayers]);
  const hovered = hover && heads.find((h) => h.vehicleId === hover.vehicleId);
  return shown ? (
    <>
      <ReplayLegend />
      {hover && hovered && (
        <ReplayTooltip head={hovered} name={nameOf(names, hovered.vehicleId)} x={hover.x} y={hover.y} />
      )}
    </>
  ) : null;
}
