import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import type { RailationMarker } from '../../api/contract/railation.contract';
import { railationMachinesFor, type RailationDeps } from '../../machines/railation/railation-machines';
import type { Bounds } from './view-culling';

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * The `bbox` query of a map area (`west,south,east,north`, 4 decimals, clamped to the world); null
 * for an area that wraps over the 180° meridian or has no extent (then every place is asked for).
 */
export const bboxOf = (area: Bounds): string | null => {
  const [w, s, e, n] = [
    clamp(area[0], -180, 180),
    clamp(area[1], -90, 90),
    clamp(area[2], -180, 180),
    clamp(area[3], -90, 90),
  ].map((v) => Number(v.toFixed(4))) as [number, number, number, number];
  return w < e && s < n ? `${w},${s},${e},${n}` : null;
};

const NONE: readonly RailationMarker[] = [];

export interface RailationMarkersState {
  /** The points to draw; null while hidden. */
  readonly markers: readonly RailationMarker[] | null;
  readonly truncated: boolean;
  /** Hand to the map's `onAreaChange`. */
  readonly onAreaChange: (area: Bounds) => void;
}

/**
 * A map's railation points: a markers actor of the screen's own (per map), shown while `shown`,
 * filtered by `categories` (none: all), asked for the map's area and refreshed every 15 s.
 */
export const useRailationMarkers = (
  deps: RailationDeps,
  shown: boolean,
  categories: readonly number[],
): RailationMarkersState => {
  const [machine] = useState(() => railationMachinesFor(deps).markers);
  const actor = useActorRef(machine, { input: { categories } });
  useEffect(() => actor.send({ type: shown ? 'markers.show' : 'markers.hide' }), [actor, shown]);
  useEffect(() => actor.send({ type: 'markers.categories', categories }), [actor, categories]);
  const markers = useSelector(actor, (s) => (s.hasTag('shown') ? s.context.markers : null));
  const truncated = useSelector(actor, (s) => s.context.truncated);
  const onAreaChange = useCallback(
    (area: Bounds) => actor.send({ type: 'markers.area', bbox: bboxOf(area) }),
    [actor],
  );
  return { markers: markers ?? (shown ? NONE : null), truncated, onAreaChange };
};
