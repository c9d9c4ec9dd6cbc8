import { createActor, getNextSnapshot, type SnapshotFrom } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { contextOf, implies, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import { isMultiSelectView, NO_SELECT_ALL, SELECT_GROUPS } from './fleet.types';
import type { VehicleSelectionContext } from './vehicle-selection.types';
import { fixtureEntries, fixtureItems, vehicleEntry, FIXTURE_VEHICLES } from './fleet.fixtures';
import type { StoredSelection } from './fleet.types';
import { vehicleSelectionFixtures } from './vehicle-selection.fixtures';
import {
  vehicleSelectionMachine,
  type PersistSelectionParams,
  type VehicleSelectionMachine,
} from './vehicle-selection.machine';
import {
  matchesNameFilter,
  selectActiveList,
  selectFocusedVehicle,
  selectLastActive,
  selectLastActiveOrStoredId,
  selectListedVehicles,
  selectSelectAllGroups,
  selectStatusCounters,
  type VehicleSelectionEvent,
} from './vehicle-selection.types';

const NOW = Date.UTC(2026, 2, 2, 8, 0, 0);

const ctx = contextOf<VehicleSelectionContext>;
const active = (o: Parameters<typeof ctx>[0]) => ctx(o).vehicles.filter((v) => v.isCardActive);
const invariants: readonly ModelInvariant[] = [
  {
    name: "the selection mode is the view's",
    holds: (o) =>
      tagged(o, 'multiSelect') === isMultiSelectView(ctx(o).view) &&
      tagged(o, 'singleSelect') !== tagged(o, 'multiSelect'),
  },
  {
    name: 'single-select keeps at most one vehicle active',
    holds: (o) => implies(tagged(o, 'singleSelect'), active(o).length <= 1),
  },
  {
    name: 'at most one vehicle is focused',
    holds: (o) => ctx(o).vehicles.filter((v) => v.isFocused).length <= 1,
  },
  {
    name: 'the state holds one select-all flag per group, and the toggles keep at most one on',
    holds: (o) =>
      Object.keys(ctx(o).selectAll).sort().join() === [...SELECT_GROUPS].sort().join() &&
      selectSelectAllGroups({ context: ctx(o) }).length <= 1,
  },
  {
    name: 'single-select disables every select-all flag',
    holds: (o) => implies(tagged(o, 'singleSelect'), selectSelectAllGroups({ context: ctx(o) }).length === 0),
  },
  {
    name: "an account's one vehicle is selected with the first list (the user may deselect it later)",
    holds: ({ snapshot }) => {
      if (snapshot.hasTag('loaded')) return true;
      const first = getNextSnapshot(
        vehicleSelectionMachine,
        snapshot as SnapshotFrom<VehicleSelectionMachine>,
        {
          type: 'api.vehiclesLoaded',
          items: fixtureItems.slice(0, 1),
        },
      );
      return selectActiveList(first).length === 1;
    },
  },
  {
    name: 'no list loaded, no vehicles',
    holds: (o) => implies(!tagged(o, 'loaded'), ctx(o).vehicles.length === 0),
  },
];

describeModel('vehicle selection machine (model-based)', {
  machine: vehicleSelectionMachine,
  inputs: vehicleSelectionFixtures.inputs,
  eventVariants: vehicleSelectionFixtures.eventVariants,
  now: NOW,
  invariants,
  onCoverage: (report) =>
    console.info(
      `vehicle selection coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

const start = (view = 'dashboard', storedSelection: StoredSelection | null = null) => {
  const persisted: StoredSelection[] = [];
  const actor = createActor(
    vehicleSelectionMachine.provide({
      actions: {
        persistSelection: (_, { selection }: PersistSelectionParams) => void persisted.push(selection),
      },
    }),
    { input: { view, storedSelection } },
  );
  actor.start();
  const send = (event: VehicleSelectionEvent) => actor.send(event);
  send({ type: 'api.vehiclesLoaded', items: fixtureItems });
  const active = () => selectActiveList(actor.getSnapshot()).map((v) => v.vehicleId);
  return { actor, send, persisted, active };
};

describe('vehicle selection (rules)', () => {
  it('merges list items with live entries; a later entry updates the status', () => {
    const { actor, send } = start();
    const lisa = () => actor.getSnapshot().context.vehicles.find((v) => v.vehicleId === 101);
    expect(lisa()).toMatchObject({ status: 'driving', entry: null, isCardActive: false, wpId: 9101 });
    send({ type: 'api.liveDataLoaded', entries: fixtureEntries });
    expect(lisa()?.entry?.live?.speed).toBe(62);
    const [first] = FIXTURE_VEHICLES;
    if (first) send({ type: 'api.activeVehiclesLoaded', entries: [vehicleEntry(first, 'off')] });
    expect(lisa()?.status).toBe('off');
    // A list reload keeps the entry (and its fresher status) and the flags.
    send({ type: 'user.toggleVehicle', vehicleId: 101 });
    send({ type: 'api.vehiclesLoaded', items: fixtureItems });
    expect(lisa()).toMatchObject({ status: 'off', isCardActive: true });
  });

  it('orders the active list by activation time and persists it after every change', () => {
    vi.useFakeTimers({ now: NOW });
    const { send, active, persisted } = start();
    send({ type: 'user.toggleVehicle', vehicleId: 103 });
    send({ type: 'user.toggleVehicle', vehicleId: 101 });
    send({ type: 'user.toggleVehicle', vehicleId: 102 });
    expect(active()).toEqual([103, 101, 102]);
    send({ type: 'user.toggleVehicle', vehicleId: 101 });
    expect(active()).toEqual([103, 102]);
    send({ type: 'user.toggleVehicle', vehicleId: 101 });
    expect(active()).toEqual([103, 102, 101]);
    expect(persisted.at(-1)?.map((s) => s.vehicleId)).toEqual([103, 102, 101]);
    // Activation times strictly increase even within one millisecond.
    const times = persisted.at(-1)?.map((s) => s.activeTime) ?? [];
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(new Set(times).size).toBe(times.length);
    vi.useRealTimers();
  });

  it('restores the persisted selection when the list arrives, dropping unknown ids', () => {
    const { active, actor } = start('dashboard', [
      { vehicleId: 102, activeTime: 5 },
      { vehicleId: 999, activeTime: 6 },
      { vehicleId: 101, activeTime: 7 },
    ]);
    expect(active()).toEqual([102, 101]);
    expect(selectLastActive(actor.getSnapshot())?.vehicleId).toBe(101);
    expect(actor.getSnapshot().context.pendingRestore).toBeNull();
  });

  it('knows the stored last vehicle before the list comes, and what the list leaves of it after', () => {
    const waiting = (stored: StoredSelection) =>
      createActor(vehicleSelectionMachine, {
        input: { view: 'logbook-all-entries', storedSelection: stored },
      }).start();
    const both = waiting([
      { vehicleId: 999, activeTime: 9 },
      { vehicleId: 101, activeTime: 7 },
    ]);
    expect(selectLastActive(both.getSnapshot())).toBeNull();
    expect(selectLastActiveOrStoredId(both.getSnapshot())).toBe(999);
    // 999 is not in the list any more: the last stored one the list has is restored.
    both.send({ type: 'api.vehiclesLoaded', items: fixtureItems });
    expect(selectLastActiveOrStoredId(both.getSnapshot())).toBe(101);
    const gone = waiting([{ vehicleId: 999, activeTime: 9 }]);
    gone.send({ type: 'api.vehiclesLoaded', items: fixtureItems });
    expect(selectLastActiveOrStoredId(gone.getSnapshot())).toBeNull();
    expect(selectLastActiveOrStoredId(waiting([]).getSnapshot())).toBeNull();
    const fresh = createActor(vehicleSelectionMachine, {
      input: { view: 'logbook-all-entries', storedSelection: null },
    }).start();
    expect(selectLastActiveOrStoredId(fresh.getSnapshot())).toBeNull();
  });

  it("selects the account's only vehicle with the first list, unless a selection was restored", () => {
    const [only] = fixtureItems;
    const lone = (view: string, stored: StoredSelection | null) => {
      const actor = createActor(vehicleSelectionMachine, { input: { view, storedSelection: stored } });
      actor.start();
      actor.send({ type: 'api.vehiclesLoaded', items: only ? [only] : [] });
      return actor;
    };
    for (const view of ['logbook-all-entries', 'dashboard']) {
      const actor = lone(view, null);
      expect(selectLastActive(actor.getSnapshot())?.vehicleId).toBe(only?.vehicleId);
      // Deselected, it stays so while the list reloads.
      actor.send({ type: 'user.toggleVehicle', vehicleId: only?.vehicleId ?? 0 });
      actor.send({ type: 'api.vehiclesLoaded', items: only ? [only] : [] });
      expect(selectActiveList(actor.getSnapshot())).toEqual([]);
    }
    // Several vehicles: nothing is guessed.
    const { active: several } = start('logbook-all-entries');
    expect(several()).toEqual([]);
  });

  it('single-select keeps only the most recently activated vehicle', () => {
    const { send, active, actor } = start('dashboard');
    send({ type: 'user.toggleVehicle', vehicleId: 101 });
    send({ type: 'user.toggleVehicle', vehicleId: 104 });
    send({ type: 'user.toggleVehicle', vehicleId: 102 });
    send({ type: 'view.changed', view: 'livedata' });
    expect(actor.getSnapshot().hasTag('singleSelect')).toBe(true);
    expect(active()).toEqual([102]);
    // A card click in single-select replaces the active vehicle.
    send({ type: 'user.toggleVehicle', vehicleId: 103 });
    expect(active()).toEqual([103]);
    // Back to multi-select, more can be added again.
    send({ type: 'view.changed', view: 'dashboard' });
    send({ type: 'user.toggleVehicle', vehicleId: 101 });
    expect(active()).toEqual([103, 101]);
  });

  it('starting on a single-select view restores only the last of the persisted selection', () => {
    const { active } = start('datasheet', [
      { vehicleId: 101, activeTime: 9 },
      { vehicleId: 102, activeTime: 3 },
    ]);
    expect(active()).toEqual([101]);
  });

  it('select-all is exclusive: exactly the group is active, selecting all clears the other group', () => {
    const { send, active, actor } = start();
    const flags = () => actor.getSnapshot().context.selectAll;
    expect(flags()).toEqual(NO_SELECT_ALL);
    send({ type: 'user.toggleVehicle', vehicleId: 103 });
    send({ type: 'user.selectAll', group: 'idle' });
    // Idle locomotives only: the idle crane counts in 'cranes', not in 'idle'.
    expect(active()).toEqual([102]);
    expect(flags()).toEqual({ ...NO_SELECT_ALL, idle: true });
    send({ type: 'user.selectAll', group: 'cranes' });
    expect(active()).toEqual([105]);
    expect(flags()).toEqual({ ...NO_SELECT_ALL, cranes: true });
    send({ type: 'user.selectAll', group: 'all' });
    expect(flags()).toEqual({ ...NO_SELECT_ALL, all: true });
    expect(active()).toHaveLength(FIXTURE_VEHICLES.length);
    // The crane stays first: it was active before, the others follow by name.
    expect(active()).toEqual([105, 106, 103, 102, 101, 104]);
    // Deselecting another group switches only that group's flag off: all locomotives stays on.
    send({ type: 'user.deselect', group: 'driving' });
    expect(active()).not.toContain(101);
    expect(flags()).toEqual({ ...NO_SELECT_ALL, all: true });
    send({ type: 'user.deselect', group: 'all' });
    expect(flags()).toEqual(NO_SELECT_ALL);
    send({ type: 'user.selectAll', group: 'standby' });
    send({ type: 'user.deselectAll' });
    expect(active()).toEqual([]);
    expect(flags()).toEqual(NO_SELECT_ALL);
  });

  it('keeps one select-all flag per group of the app state, not one group value', () => {
    const { send, actor } = start();
    for (const group of SELECT_GROUPS) {
      send({ type: 'user.selectAll', group });
      const { selectAll } = actor.getSnapshot().context;
      expect(Object.entries(selectAll).filter(([, on]) => on)).toEqual([[group, true]]);
      expect(selectSelectAllGroups(actor.getSnapshot())).toEqual([group]);
    }
    expect(Object.keys(actor.getSnapshot().context.selectAll).sort()).toEqual([...SELECT_GROUPS].sort());
  });

  it('a card click switches the select-all flags off', () => {
    const { send, actor } = start();
    send({ type: 'user.selectAll', group: 'driving' });
    send({ type: 'user.toggleVehicle', vehicleId: 102 });
    expect(actor.getSnapshot().context.selectAll).toEqual(NO_SELECT_ALL);
  });

  it('single-select disables select-all', () => {
    const { send, active, actor } = start('livedata');
    expect(actor.getSnapshot().can({ type: 'user.selectAll', group: 'all' })).toBe(false);
    send({ type: 'view.changed', view: 'dashboard' });
    send({ type: 'user.selectAll', group: 'off' });
    expect(actor.getSnapshot().context.selectAll.off).toBe(true);
    // Entering a single-select view switches the flags off with the selection down to one vehicle.
    send({ type: 'view.changed', view: 'livedata' });
    expect(actor.getSnapshot().context.selectAll).toEqual(NO_SELECT_ALL);
    send({ type: 'user.deselectAll' });
    send({ type: 'user.selectAll', group: 'all' });
    expect(active()).toEqual([]);
    send({ type: 'view.changed', view: 'dashboard' });
    expect(actor.getSnapshot().can({ type: 'user.selectAll', group: 'all' })).toBe(true);
  });

  it('focus is unique and a deactivated vehicle loses it', () => {
    const { send, actor } = start();
    const focused = () =>
      actor
        .getSnapshot()
        .context.vehicles.filter((v) => v.isFocused)
        .map((v) => v.vehicleId);
    send({ type: 'user.toggleVehicle', vehicleId: 101 });
    send({ type: 'user.toggleFocus', vehicleId: 101 });
    expect(focused()).toEqual([101]);
    send({ type: 'user.toggleFocus', vehicleId: 102 });
    expect(focused()).toEqual([102]);
    expect(selectFocusedVehicle(actor.getSnapshot())?.vehicleId).toBe(102);
    send({ type: 'user.toggleFocus', vehicleId: 102 });
    expect(focused()).toEqual([]);
    send({ type: 'user.toggleFocus', vehicleId: 101 });
    send({ type: 'user.toggleVehicle', vehicleId: 101 });
    expect(focused()).toEqual([]);
  });

  it('filters names case-insensitively; empty or blank shows all; the list is ordered by name', () => {
    const { send, actor } = start();
    const listed = () => selectListedVehicles(actor.getSnapshot()).map((v) => v.name);
    expect(listed()).toEqual([
      'aem 940 Dora',
      'DE 18 Bruno',
      'G 1206 Anton',
      'Liebherr Kran 9',
      'V 100 Lisa',
      'Vectron Carla',
    ]);
    send({ type: 'user.filter', text: 'KRAN' });
    expect(listed()).toEqual(['Liebherr Kran 9']);
    send({ type: 'user.filter', text: '^v' });
    expect(listed()).toEqual(['V 100 Lisa', 'Vectron Carla']);
    send({ type: 'user.filter', text: '   ' });
    expect(listed()).toHaveLength(6);
    expect(matchesNameFilter('Kran (alt)', '(alt')).toBe(true);
    expect(matchesNameFilter('Lisa', '')).toBe(true);
    expect(matchesNameFilter('Lisa', 'x')).toBe(false);
  });

  it('counts the status groups: locomotives by status, cranes apart, unknown status in none', () => {
    const { send, actor } = start();
    send({ type: 'user.toggleVehicle', vehicleId: 101 });
    expect(selectStatusCounters(actor.getSnapshot())).toEqual({
      driving: 1,
      idle: 1,
      standby: 1,
      off: 1,
      cranes: 1,
      total: 6,
      active: 1,
    });
  });

  it('an organisation switch resets the selection and its persisted copy', () => {
    const { send, actor, persisted } = start();
    send({ type: 'user.toggleVehicle', vehicleId: 101 });
    send({ type: 'session.organisationChanged', organisationId: 'org-2' });
    expect(actor.getSnapshot().context.vehicles).toEqual([]);
    expect(actor.getSnapshot().hasTag('loaded')).toBe(false);
    expect(persisted.at(-1)).toEqual([]);
  });
});
