import { assign, setup } from 'xstate';
import type { VehicleEntry, VehicleId, VehicleListItem } from '../../api/contract';
import type { OrganisationSwitched } from '../shared/app-facts';
import { noFacts } from '../shared/fact-watch';
import { isMultiSelectView, NO_SELECT_ALL, type SelectGroup, type StoredSelection } from './fleet.types';
import {
  applyFilter,
  applyLiveEntries,
  applyVehicleList,
  applyViewChange,
  deselectAll,
  deselectGroup,
  preselectOnlyVehicle,
  selectAll,
  toStoredSelection,
  toggleFocus,
  toggleVehicle,
} from './vehicle-selection.rules';
import type {
  VehicleSelectionContext,
  VehicleSelectionEvent,
  VehicleSelectionInput,
  VehicleSelectionTag,
} from './vehicle-selection.types';

/** Params of `persistSelection`: what to store in `userLocoList`. */
export interface PersistSelectionParams {
  readonly selection: StoredSelection;
}

const single = (context: VehicleSelectionContext) => !isMultiSelectView(context.view);
/** Every change of the active flags is persisted right after it (the composition root writes storage). */
const persist = {
  type: 'persistSelection',
  params: ({ context }: { context: VehicleSelectionContext }): PersistSelectionParams => ({
    selection: toStoredSelection(context.vehicles),
  }),
} as const;

/**
 * The vehicle selection (spec 000 §2 Selection mode, Vehicle list panel; §3 client flags): the user's
 * vehicles merged with live entries, active/focus/visible flags, the select-all flag per group (kept
 * exclusive by the toggles), the name filter and the selection mode of the current view. Pure: the vehicle data arrives as `api.*`
 * events (from the fleet data actor), and storage is the named action `persistSelection`, which the
 * composition root provides. Rules live in vehicle-selection.rules.ts.
 */
export const vehicleSelectionMachine = setup({
  types: {
    context: {} as VehicleSelectionContext,
    events: {} as VehicleSelectionEvent,
    input: {} as VehicleSelectionInput,
    tags: {} as VehicleSelectionTag,
  },
  actors: { watchOrganisation: noFacts<OrganisationSwitched>() },
  actions: {
    /** Writes `userLocoList`; a no-op here, provided by the composition root. */
    persistSelection: (_, _params: PersistSelectionParams) => {},
    applyVehicleList: assign(({ context }, { items }: { readonly items: readonly VehicleListItem[] }) =>
      applyVehicleList(context, items, single(context)),
    ),
    applyLiveEntries: assign(({ context }, { entries }: { readonly entries: readonly VehicleEntry[] }) =>
      applyLiveEntries(context, entries),
    ),
    applyViewChange: assign(({ context }, { view }: { readonly view: string }) =>
      applyViewChange(context, view, !isMultiSelectView(view)),
    ),
    toggleVehicle: assign(({ context }, { vehicleId }: { readonly vehicleId: VehicleId }) =>
      toggleVehicle(context, vehicleId, single(context)),
    ),
    toggleFocus: assign(({ context }, { vehicleId }: { readonly vehicleId: VehicleId }) =>
      toggleFocus(context, vehicleId),
    ),
    selectAll: assign(({ context }, { group }: { readonly group: SelectGroup }) => selectAll(context, group)),
    deselectGroup: assign(({ context }, { group }: { readonly group: SelectGroup }) =>
      deselectGroup(context, group),
    ),
    deselectAll: assign(({ context }) => deselectAll(context)),
    preselectOnlyVehicle: assign(({ context }) => preselectOnlyVehicle(context)),
    applyFilter: assign(({ context }, { text }: { readonly text: string }) => applyFilter(context, text)),
    resetSelection: assign({ vehicles: [], selectAll: NO_SELECT_ALL, pendingRestore: null }),
  },
  guards: {
    startsMultiSelect: ({ context }) => isMultiSelectView(context.view),
    isMultiSelectView: (_, { view }: { readonly view: string }) => isMultiSelectView(view),
  },
}).createMachine({
  id: 'vehicleSelection',
  context: ({ input }) => ({
    view: input.view,
    vehicles: [],
    filterText: '',
    selectAll: NO_SELECT_ALL,
    lastActiveTime: 0,
    pendingRestore: input.storedSelection,
  }),
  type: 'parallel',
  // An organisation switch drops the selection (the vehicles belong to the old one).
  invoke: { id: 'watchOrganisation', src: 'watchOrganisation' },
  on: {
    'api.liveDataLoaded': { actions: { type: 'applyLiveEntries', params: ({ event }) => event } },
    'api.activeVehiclesLoaded': { actions: { type: 'applyLiveEntries', params: ({ event }) => event } },
    'user.toggleVehicle': {
      actions: [{ type: 'toggleVehicle', params: ({ event }) => event }, persist],
    },
    'user.toggleFocus': { actions: { type: 'toggleFocus', params: ({ event }) => event } },
    'user.deselect': { actions: [{ type: 'deselectGroup', params: ({ event }) => event }, persist] },
    'user.deselectAll': { actions: ['deselectAll', persist] },
    'user.filter': { actions: { type: 'applyFilter', params: ({ event }) => event } },
  },
  states: {
    mode: {
      initial: 'starting',
      states: {
        starting: {
          always: [{ guard: 'startsMultiSelect', target: 'multiSelect' }, { target: 'singleSelect' }],
        },
        multiSelect: {
          tags: 'multiSelect',
          on: {
            'view.changed': [
              {
                guard: { type: 'isMultiSelectView', params: ({ event }) => event },
                actions: { type: 'applyViewChange', params: ({ event }) => event },
              },
              {
                target: 'singleSelect',
                actions: [{ type: 'applyViewChange', params: ({ event }) => event }, persist],
              },
            ],
            // Single-select mode disables the select-all toggles: only handled here.
            'user.selectAll': { actions: [{ type: 'selectAll', params: ({ event }) => event }, persist] },
          },
        },
        singleSelect: {
          tags: 'singleSelect',
          on: {
            'view.changed': [
              {
                guard: { type: 'isMultiSelectView', params: ({ event }) => event },
                target: 'multiSelect',
                actions: { type: 'applyViewChange', params: ({ event }) => event },
              },
              { actions: { type: 'applyViewChange', params: ({ event }) => event } },
            ],
          },
        },
      },
    },
    list: {
      initial: 'empty',
      on: {
        'session.organisationChanged': { target: '.empty', actions: ['resetSelection', persist] },
      },
      states: {
        empty: {
          on: {
            // The first list of the organisation: a lone vehicle is selected at once.
            'api.vehiclesLoaded': {
              target: 'loaded',
              actions: [
                { type: 'applyVehicleList', params: ({ event }) => event },
                'preselectOnlyVehicle',
                persist,
              ],
            },
          },
        },
        loaded: {
          tags: 'loaded',
          on: {
            'api.vehiclesLoaded': {
              actions: [{ type: 'applyVehicleList', params: ({ event }) => event }, persist],
            },
          },
        },
      },
    },
  },
});

/** The vehicle selection machine's type, for `ActorRefFrom` and `.provide()`. */
export type VehicleSelectionMachine = typeof vehicleSelectionMachine;
