import { and, assertEvent, assign, or, setup, stateIn } from 'xstate';
import type { ApiFailure } from '../../api/api-failure';
import type { NotificationLabel, VehicleId } from '../../api/contract';
import { noFacts } from '../shared/fact-watch';
import { failureOf } from '../shared/fetch-fragment';
import { settingsFormActorDefaults, type SettingsSaved } from './settings-form.actors';
import {
  emptyRows,
  inListOrder,
  isFormValid,
  offeredChoices,
  rowsOf,
  selectedWpIds,
  updateRow,
  visibleChoices,
} from './settings-form.rules';
import {
  SETTINGS_FORM_TIMING,
  type ManyChoice,
  type SaveSettingsRequest,
  type SettingsFormContext,
  type SettingsFormEvent,
  type SettingsFormInput,
  type SettingsFormTag,
  type SettingsRow,
  type SettingsVehicle,
  type SettingsVehicleChanged,
} from './settings-form.types';

const ID = 'notificationSettingsForm';
const formUsable = or([stateIn(`#${ID}.form.none`), stateIn(`#${ID}.form.loaded`)]);

/** The saves every idle-like state of the save region accepts. */
const saves = {
  'user.save': [
    { guard: 'needsVehicle', target: `#${ID}.save.pickVehicle` },
    { guard: and(['canSaveOne', stateIn(`#${ID}.form.loaded`)]), target: `#${ID}.save.savingOne` },
  ],
  'user.saveMany': {
    guard: and(['canSaveMany', stateIn(`#${ID}.many.open`), formUsable]),
    target: `#${ID}.save.savingMany`,
  },
} as const;

/** Edits of the rows (the loaded form, or the empty one without a vehicle). */
const edits = {
  'user.toggleRule': {
    actions: {
      type: 'editRow',
      params: ({ event }: { event: { label: NotificationLabel; status: boolean } }) => ({
        label: event.label,
        change: { status: event.status },
      }),
    },
  },
  'user.editLimit': {
    actions: {
      type: 'editRow',
      params: ({
        event,
      }: {
        event: { label: NotificationLabel; field: 'min' | 'max'; value: number | null };
      }) => ({
        label: event.label,
        change: event.field === 'min' ? { min: event.value } : { max: event.value },
      }),
    },
  },
} as const;

const opened = (choices: readonly ManyChoice[]) => ({
  choices: offeredChoices(choices),
  selected: [],
  filter: '',
});

/**
 * The notification settings form (spec 001 §2, §4, §5, §7): loads the settings of the last active
 * vehicle (getNotificationSettings by wpId; another vehicle reloads and drops the edits). Each row's
 * switch enables its min and max; edits are checked with the server's own rule
 * (`notificationLimitIssues`). Save stores the form for the shown vehicle (saveNotificationSettings,
 * only 200 counts); without a vehicle it opens the pick-a-locomotive dialog; demo users cannot save.
 * Saved shows a confirmation that closes after 3 s; a failure (non-200, 403 for demo, offline) is
 * shown until dismissed and keeps the edits. Apply-to-many: a drawer with the user's vehicles (no
 * cranes), filter and select all, whose Save sends one save with every selected wpId. Three regions:
 * the form, the save, the drawer. It subscribes itself to the selected vehicle (`watchVehicle`).
 */
export const settingsFormMachine = setup({
  types: {
    context: {} as SettingsFormContext,
    events: {} as SettingsFormEvent,
    input: {} as SettingsFormInput,
    tags: {} as SettingsFormTag,
  },
  actors: { ...settingsFormActorDefaults, watchVehicle: noFacts<SettingsVehicleChanged>() },
  actions: {
    applyVehicle: assign((_, { vehicle }: { readonly vehicle: SettingsVehicle | null }) => ({
      vehicle,
      rows: emptyRows(),
      loadFailure: null,
    })),
    adoptSettings: assign((_, { output }: { readonly output: Parameters<typeof rowsOf>[0] }) => ({
      rows: rowsOf(output),
      loadFailure: null,
    })),
    recordLoadFailure: assign((_, { failure }: { readonly failure: ApiFailure }) => ({
      loadFailure: failure,
    })),
    editRow: assign(
      (
        { context },
        params: {
          readonly label: NotificationLabel;
          readonly change: Partial<Pick<SettingsRow, 'status' | 'min' | 'max'>>;
        },
      ) => ({ rows: updateRow(context.rows, params.label, params.change) }),
    ),
    startSave: assign({ saveFailure: null }),
    markSaved: assign(({ context }, { output }: { readonly output: SettingsSaved }) => {
      const shown = output.items.find((item) => item.wpId === context.vehicle?.wpId);
      return { savedCount: output.items.length, ...(shown ? { rows: rowsOf(shown.settings) } : {}) };
    }),
    recordSaveFailure: assign((_, { failure }: { readonly failure: ApiFailure }) => ({
      saveFailure: failure,
    })),
    clearSaveFailure: assign({ saveFailure: null }),
    openMany: assign((_, { choices }: { readonly choices: readonly ManyChoice[] }) => opened(choices)),
    toggleVehicle: assign(({ context }, { vehicleId }: { readonly vehicleId: VehicleId }) => {
      const ids = new Set(context.selected);
      if (ids.has(vehicleId)) ids.delete(vehicleId);
      else ids.add(vehicleId);
      return { selected: inListOrder(context.choices, ids) };
    }),
    selectAll: assign(({ context }, { selected }: { readonly selected: boolean }) => {
      const ids = new Set(context.selected);
      for (const vehicle of visibleChoices(context))
        if (selected) ids.add(vehicle.vehicleId);
        else ids.delete(vehicle.vehicleId);
      return { selected: inListOrder(context.choices, ids) };
    }),
    filterVehicles: assign((_, { text }: { readonly text: string }) => ({ filter: text })),
  },
  guards: {
    hasVehicle: ({ context }) => context.vehicle !== null,
    hasChoices: ({ context }) => context.choices.length > 0,
    notDemo: ({ context }) => !context.isDemoUser,
    needsVehicle: ({ context }) => !context.isDemoUser && context.vehicle === null,
    canSaveOne: ({ context }) => !context.isDemoUser && context.vehicle !== null && isFormValid(context.rows),
    canSaveMany: ({ context }) =>
      !context.isDemoUser && context.selected.length > 0 && isFormValid(context.rows),
  },
  delays: { saved: SETTINGS_FORM_TIMING.savedMs },
}).createMachine({
  id: ID,
  context: ({ input }) => ({
    vehicle: input.vehicle ?? null,
    isDemoUser: input.isDemoUser,
    rows: emptyRows(),
    loadFailure: null,
    saveFailure: null,
    savedCount: 0,
    ...opened(input.choices ?? []),
    selected: input.selected ?? [],
  }),
  type: 'parallel',
  invoke: {
    id: 'watchVehicle',
    src: 'watchVehicle',
    input: ({ context }) => ({ known: context.vehicle }),
  },
  states: {
    form: {
      initial: 'checking',
      on: {
        'view.vehicleChanged': {
          target: '.checking',
          actions: { type: 'applyVehicle', params: ({ event }) => event },
        },
      },
      states: {
        checking: { always: [{ guard: 'hasVehicle', target: 'loading' }, { target: 'none' }] },
        none: { tags: 'noVehicle', on: edits },
        loading: {
          tags: 'loading',
          invoke: {
            id: 'loadSettings',
            src: 'loadSettings',
            input: ({ context }) => ({ wpId: context.vehicle?.wpId ?? 0 }),
            onDone: { target: 'loaded', actions: { type: 'adoptSettings', params: ({ event }) => event } },
            onError: { target: 'failed', actions: { type: 'recordLoadFailure', params: failureOf } },
          },
        },
        loaded: { on: edits },
        failed: { tags: 'loadFailed', on: { 'user.retry': 'loading' } },
      },
    },
    save: {
      initial: 'idle',
      states: {
        idle: { on: saves },
        // Picking a vehicle answers the dialog.
        pickVehicle: { tags: 'pickVehicle', on: { 'user.dismiss': 'idle', 'view.vehicleChanged': 'idle' } },
        savingOne: {
          tags: 'saving',
          entry: 'startSave',
          invoke: {
            id: 'saveSettings',
            src: 'saveSettings',
            input: ({ context }): SaveSettingsRequest => ({
              rows: context.rows,
              wpIds: context.vehicle ? [context.vehicle.wpId] : [],
            }),
            onDone: { target: 'saved', actions: { type: 'markSaved', params: ({ event }) => event } },
            onError: { target: 'failed', actions: { type: 'recordSaveFailure', params: failureOf } },
          },
        },
        savingMany: {
          tags: 'saving',
          entry: 'startSave',
          invoke: {
            id: 'saveSettings',
            src: 'saveSettings',
            input: ({ context, event }): SaveSettingsRequest => {
              assertEvent(event, 'user.saveMany');
              return { rows: context.rows, wpIds: selectedWpIds(context) };
            },
            // Saved: the drawer's work is done.
            onDone: {
              target: ['saved', `#${ID}.many.closed`],
              actions: { type: 'markSaved', params: ({ event }) => event },
            },
            onError: { target: 'failed', actions: { type: 'recordSaveFailure', params: failureOf } },
          },
        },
        saved: {
          tags: 'saved',
          after: { saved: 'idle' },
          on: { ...saves, 'user.dismiss': 'idle' },
        },
        failed: {
          tags: 'saveFailed',
          exit: 'clearSaveFailure',
          on: { ...saves, 'user.dismiss': 'idle' },
        },
      },
    },
    many: {
      initial: 'start',
      states: {
        start: { always: [{ guard: 'hasChoices', target: 'open' }, 'closed'] },
        closed: {
          on: {
            'user.openMany': {
              guard: 'notDemo',
              target: 'open',
              actions: { type: 'openMany', params: ({ event }) => event },
            },
          },
        },
        open: {
          tags: 'many',
          on: {
            'user.closeMany': 'closed',
            'user.toggleVehicle': { actions: { type: 'toggleVehicle', params: ({ event }) => event } },
            'user.selectAll': { actions: { type: 'selectAll', params: ({ event }) => event } },
            'user.filterVehicles': { actions: { type: 'filterVehicles', params: ({ event }) => event } },
          },
        },
      },
    },
  },
});

/** The settings form machine's type, for `ActorRefFrom` and `.provide()`. */
export type SettingsFormMachine = typeof settingsFormMachine;
