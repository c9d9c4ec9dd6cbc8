import { CRANE_MARKER_SIZE, MARKER_SIZE } from './map.constants';
import {
  LOCOMOTIVE_KINDS,
  LOCOMOTIVE_STATUSES,
  type LocomotiveStatus,
  type MarkerStatus,
  type VehicleKind,
} from './map-vehicle';

/** Badge colour per status; the same hues the status chips use (green drives, amber idles ...). */
export const STATUS_COLORS: Readonly<Record<MarkerStatus, string>> = {
  driving: '#2e9d4f',
  idle: '#e8930c',
  standby: '#2f74c0',
  off: '#7a828c',
  unknown: '#6b3fa0',
  crane: '#8a4b1f',
};
export const CLUSTER_COLOR = '#0b6e78';
/** The restriction badge (issue 30 §2): the red of a speed-limit sign. */
export const RESTRICTED_COLOR = '#c62828';

/** A locomotive's icon per kind and live status; a crane's one icon (its single status type). */
export type VehicleIconId = `${Exclude<VehicleKind, 'crane'>}-${LocomotiveStatus}` | 'crane';
export type MarkerIconId = VehicleIconId | 'cluster' | 'restricted';

/**
 * The atlas icon of a vehicle: its type's glyph on its status colour. A crane has one status, so one
 * icon (spec 000 §4); a locomotive never has the crane status (should one arrive, it reads unknown).
 */
export const markerIconId = (kind: VehicleKind, status: MarkerStatus): VehicleIconId =>
  kind === 'crane' ? 'crane' : `${kind}-${status === 'crane' ? 'unknown' : status}`;

/** Marker edge in CSS pixels (spec 000 §9: 40, cranes 38). */
export const markerSize = (kind: VehicleKind): number => (kind === 'crane' ? CRANE_MARKER_SIZE : MARKER_SIZE);

/** Clusters grow a little with their count, so a big group reads as big at a glance. */
export const clusterSize = (count: number): number =>
  count < 10 ? 42 : count < 100 ? 48 : count < 1000 ? 54 : 60;

/** Every icon of the atlas, vehicles first, then the cluster disc and the restriction badge. */
export const ICON_IDS: readonly MarkerIconId[] = [
  ...LOCOMOTIVE_KINDS.flatMap((kind) => LOCOMOTIVE_STATUSES.map((status) => markerIconId(kind, status))),
  'crane',
  'cluster',
  'restricted',
];

/** Icons are drawn at twice the marker size so they stay sharp on high-density screens. */
export const ICON_CELL_PX = 2 * MARKER_SIZE;
export const ATLAS_COLUMNS = 4;

export interface IconFrame {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly mask: false;
}

/** An atlas of square cells, `columns` a row, in the order of `ids` (deck.gl's `iconMapping`). */
export const gridIconMapping = <Id extends string>(
  ids: readonly Id[],
  cell: number,
  columns: number,
): Record<Id, IconFrame> =>
  Object.fromEntries(
    ids.map((id, index) => [
      id,
      {
        x: (index % columns) * cell,
        y: Math.floor(index / columns) * cell,
        width: cell,
        height: cell,
        mask: false,
      },
    ]),
  ) as Record<Id, IconFrame>;

/** Where each icon sits in the atlas. */
export const ICON_MAPPING: Readonly<Record<MarkerIconId, IconFrame>> = gridIconMapping(
  ICON_IDS,
  ICON_CELL_PX,
  ATLAS_COLUMNS,
);

export const ATLAS_WIDTH = ATLAS_COLUMNS * ICON_CELL_PX;
export const ATLAS_HEIGHT = Math.ceil(ICON_IDS.length / ATLAS_COLUMNS) * ICON_CELL_PX;

/** One part of a glyph: an SVG path on a 24 × 24 grid, filled or stroked in white. */
export interface GlyphPart {
  readonly d: string;
  readonly paint: 'fill' | 'stroke';
}

const LOCO_BODY = 'M3 16.5V10a2 2 0 0 1 2-2h8.5l2.5 3h3a2 2 0 0 1 2 2v3.5Z';
const WHEELS = 'M7 19.3a1.6 1.6 0 1 0 0.01 0ZM12 19.3a1.6 1.6 0 1 0 0.01 0ZM17 19.3a1.6 1.6 0 1 0 0.01 0Z';

/** The restriction badge's exclamation mark, filled so it reads at 18 px. */
export const RESTRICTED_GLYPH: readonly GlyphPart[] = [
  { d: 'M10.3 3.5h3.4l-0.6 11.5h-2.2Z', paint: 'fill' },
  { d: 'M12 17.2a2 2 0 1 0 0.01 0Z', paint: 'fill' },
];

/** Type glyphs: a locomotive with an exhaust (diesel), with a pantograph (electric), a crane. */
export const GLYPHS: Readonly<Record<VehicleKind, readonly GlyphPart[]>> = {
  diesel: [
    { d: LOCO_BODY, paint: 'fill' },
    { d: 'M6.5 8V4.5h2.2V8Z', paint: 'fill' },
    { d: WHEELS, paint: 'stroke' },
  ],
  electric: [
    { d: LOCO_BODY, paint: 'fill' },
    { d: 'M6 8l4-3.5L6.5 3M10 4.5l3.5-1.5', paint: 'stroke' },
    { d: WHEELS, paint: 'stroke' },
  ],
  crane: [
    { d: 'M6 21V4.5h2.4V21Z', paint: 'fill' },
    { d: 'M4 21h7', paint: 'stroke' },
    { d: 'M3.5 5.5h17M7.2 3l4.3 2.5M7.2 8.5l4.3-3', paint: 'stroke' },
    { d: 'M17.5 5.5v7M15.8 12.5h3.4l-1.7 2.5Z', paint: 'stroke' },
  ],
};
