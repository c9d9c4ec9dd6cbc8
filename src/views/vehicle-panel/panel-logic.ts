import type { FleetVehicle } from '../../machines/fleet/fleet.types';

/** What the list panel shows of a vehicle. */
const PANEL_FIELDS = [
  'vehicleId',
  'name',
  'image',
  'status',
  'isCrane',
  'isEloc',
  'isCardActive',
  'isFocused',
] as const satisfies readonly (keyof FleetVehicle)[];

/** A vehicle as the list panel shows it (the selection machine's vehicle fits). */
export type PanelVehicle = Pick<FleetVehicle, (typeof PANEL_FIELDS)[number]>;

/**
 * `useSelector` comparison for the panel's vehicles: the same vehicles showing the same. A live poll
 * gives every vehicle a new entry (position, speed), which the panel does not show: without this the
 * idle dashboard redrew every card twice a minute (issue 28 §3).
 */
export const samePanelVehicles = (a: readonly PanelVehicle[], b: readonly PanelVehicle[]): boolean =>
  a.length === b.length &&
  a.every((vehicle, index) => {
    const other = b[index];
    return other !== undefined && PANEL_FIELDS.every((field) => vehicle[field] === other[field]);
  });

/** The status groups of the counters, in the order shown: driving, standing, equipped, off, cranes. */
export const COUNTER_GROUPS = ['driving', 'idle', 'standby', 'off', 'cranes'] as const;
export type CounterGroup = (typeof COUNTER_GROUPS)[number];

/** Infinite scroll (spec 000 §2): the first 19 entries, or all of them when fewer than 21. */
export const INITIAL_BATCH = 19;
export const SHOW_ALL_BELOW = 21;
export const SCROLL_BATCH = 10;

export const initialVisibleCount = (total: number): number =>
  total < SHOW_ALL_BELOW ? Math.max(0, total) : INITIAL_BATCH;

/** 10 more per scroll, never more than there are. */
export const nextVisibleCount = (current: number, total: number): number =>
  Math.min(Math.max(0, total), current + SCROLL_BATCH);

/** Whether a scrolled container is close enough to its end to load the next batch. */
export const nearScrollEnd = (
  el: { readonly scrollTop: number; readonly clientHeight: number; readonly scrollHeight: number },
  thresholdPx = 48,
): boolean => el.scrollTop + el.clientHeight >= el.scrollHeight - thresholdPx;

export type SelectAllState = 'none' | 'some' | 'all';

/** The select-all checkbox: ticked when every vehicle is selected, mixed when some are. */
export const selectAllState = (selected: number, total: number): SelectAllState =>
  selected === 0 || total === 0 ? 'none' : selected >= total ? 'all' : 'some';
