import { and, assertEvent, assign, not, or, raise, setup, stateIn } from 'xstate';
import type { ApiFailure } from '../../api/api-failure';
import type { NotificationLabel, TemporaryPeriod, VehicleId } from '../../api/contract';
import { noFacts } from '../shared/fact-watch';
import { failureOf } from '../shared/fetch-fragment';
import { settingsFormActorDefaults, type SettingsSaved } from './settings-form.actors';
import {
  changedRows,
  emptyRows,
  inListOrder,
  isFormValid,
  isPickableAhead,
  offeredChoices,
  rowsOf,
  selectedWpIds,
  updateRow,
  visibleChoices,
} from './settings-form.rules';
import {
  SETTINGS_FORM_TIMING,
  type LoadedSettings,
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
import { messageMs } from '../shared/message-time';

const ID = 'notificationSettingsForm';
const formUsable = or([stateIn(`#${ID}.form.none`), stateIn(`#${ID}.form.loaded`)]);

/** The saves (and the removal) every idle-like state of the save region accepts. */
const saves = {
  'user.removeTemporary': {
    // The list is on the page, which the open drawer covers.
    guard: and(['canRemove', stateIn(`#${ID}.form.loaded`), stateIn(`#${ID}.many.closed`)]),
    target: `#${ID}.save.removing`,
  },
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
  period: null,
});

/**
 * The notification settings form (spec 001 §2, §4, §5, §7): loads the settings of the last active
 * vehicle (getNotificationSettings by wpId; another vehicle reloads and drops the edits). Each row's
 * switch enables its min and max; edits are checked with the server's own rule
 * (`notificationLimitIssues`). Save stores the form for the shown vehicle (saveNotificationSettings,
 * only 200 counts); without a vehicle it opens the pick-a-locomotive dialog; demo users cannot save.
 * Saved shows a confirmation that closes after 3 s; a failure (non-200, 403 for demo, offline) is
 * shown until dismissed and keeps the edits. Apply-to-many: a drawer with the user's vehicles (no
 * cranes), filter, select all and an optional date range, whose Save sends one save with every
 * selected wpId. With a date range the form is stored as a temporary setting (it holds on those days
 * over the stored one); when the shown vehicle was among them, its settings and temporary list are read
 * again (the rows show the stored setting, which the save left as it was). The shown vehicle's
 * temporary settings are listed and can be ended (`removeTemporary`; demo users cannot). Three
 * regions: the form, the save, the drawer. It subscribes itself to the selected vehicle
 * (`watchVehicle`).
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
      storedRows: emptyRows(),
      temporary: [],
      loadFailure: null,
    })),
    adoptSettings: assign((_, { output }: { readonly output: LoadedSettings }) => ({
      rows: rowsOf(output.settings),
      storedRows: rowsOf(output.settings),
      temporary: output.temporary,
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
    markSaved: assign(
      (
        { context },
        {
          output,
          period,
        }: { readonly output: SettingsSaved; readonly period: SaveSettingsRequest['period'] },
      ) => {
        const shown = output.items.find((item) => item.wpId === context.vehicle?.wpId);
        return {
          savedCount: output.items.length,
          savedPeriod: period,
          // A temporary save leaves the stored settings as they were: the rows are read again.
          ...(shown && period === null
            ? { rows: rowsOf(shown.settings), storedRows: rowsOf(shown.settings) }
            : {}),
        };
      },
    ),
    reloadShown: raise({ type: 'internal.reload' }),
    startRemove: assign((_, { id }: { readonly id: number }) => ({ removingId: id, saveFailure: null })),
    dropTemporary: assign(({ context }) => ({
      temporary: context.temporary.filter((t) => t.id !== context.removingId),
      removingId: null,
    })),
    endRemove: assign({ removingId: null }),
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
    setPeriod: assign((_, { period }: { readonly period: TemporaryPeriod | null }) => ({ period })),
  },
  guards: {
    hasVehicle: ({ context }) => context.vehicle !== null,
    hasChoices: ({ context }) => context.choices.length > 0,
    notDemo: ({ context }) => !context.isDemoUser,
    needsVehicle: ({ context }) => !context.isDemoUser && context.vehicle === null,
    canSaveOne: ({ context }) => !context.isDemoUser && context.vehicle !== null && isFormValid(context.rows),
    // With a date range only the changed rules are stored: at least one must have changed.
    canSaveMany: ({ context }) =>
      !context.isDemoUser &&
      context.selected.length > 0 &&
      isFormValid(context.rows) &&
      (context.period === null || changedRows(context).length > 0),
    canRemove: ({ context, event }) =>
      event.type === 'user.removeTemporary' &&
      !context.isDemoUser &&
      context.temporary.some((t) => t.id === event.id),
    // A date range from today on, its days in order and pickable (none: always fine).
    pickablePeriod: ({ context, event }) =>
      event.type === 'user.setPeriod' &&
      (event.period === null ||
        (event.period.from <= event.period.to &&
          isPickableAhead(context.today, event.period.from) &&
          isPickableAhead(context.today, event.period.to))),
    savedTemporary: ({ context }) => context.period !== null,
  },
  delays: { saved: () => messageMs(SETTINGS_FORM_TIMING.savedMs) },
}).createMachine({
  id: ID,
  context: ({ input }) => ({
    vehicle: input.vehicle ?? null,
    isDemoUser: input.isDemoUser,
    rows: emptyRows(),
    storedRows: emptyRows(),
    loadFailure: null,
    saveFailure: null,
    savedCount: 0,
    savedPeriod: null,
    temporary: [],
    removingId: null,
    today: input.today,
    ...opened(input.choices ?? []),
    selected: input.selected ?? [],
    period: input.period ?? null,
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
        loaded: { on: { ...edits, 'internal.reload': 'loading' } },
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
              period: null,
            }),
            onDone: {
              target: 'saved',
              actions: { type: 'markSaved', params: ({ event }) => ({ output: event.output, period: null }) },
            },
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
              return {
                rows: context.period === null ? context.rows : changedRows(context),
                wpIds: selectedWpIds(context),
                period: context.period,
              };
            },
            // Saved: the drawer's work is done. A temporary save for the shown vehicle reads it again.
            onDone: [
              {
                guard: 'savedTemporary',
                target: ['saved', `#${ID}.many.closed`],
                actions: [
                  {
                    type: 'markSaved',
                    params: ({ context, event }) => ({ output: event.output, period: context.period }),
                  },
                  'reloadShown',
                ],
              },
              {
                target: ['saved', `#${ID}.many.closed`],
                actions: {
                  type: 'markSaved',
                  params: ({ event }) => ({ output: event.output, period: null }),
                },
              },
            ],
            onError: { target: 'failed', actions: { type: 'recordSaveFailure', params: failureOf } },
          },
        },
        removing: {
          tags: 'removing',
          entry: {
            type: 'startRemove',
            params: ({ event }) => {
              assertEvent(event, 'user.removeTemporary');
              return event;
            },
          },
          invoke: {
            id: 'removeTemporary',
            src: 'removeTemporary',
            input: ({ context }) => ({ wpId: context.vehicle?.wpId ?? 0, id: context.removingId ?? 0 }),
            onDone: { target: 'idle', actions: 'dropTemporary' },
            onError: {
              target: 'failed',
              actions: ['endRemove', { type: 'recordSaveFailure', params: failureOf }],
            },
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
              // Not while a temporary setting is being ended on the page.
              guard: and(['notDemo', not(stateIn(`#${ID}.save.removing`))]),
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
            'user.setPeriod': {
              guard: 'pickablePeriod',
              actions: { type: 'setPeriod', params: ({ event }) => event },
            },
          },
        },
      },
    },
  },
});

/** The settings form machine's type, for `ActorRefFrom` and `.provide()`. */
export type SettingsFormMachine = typeof settingsFormMachine;
