import { assertEvent, assign, setup } from 'xstate';
import type { ApiFailure } from '../../api/api-failure';
import type { Datasheet, FuelConsumptionSettings } from '../../api/contract';
import { noFacts } from '../shared/fact-watch';
import { failureOf } from '../shared/fetch-fragment';
import { datasheetActorDefaults, type SaveDatasheetRequest } from './fleet.actors';
import { FLEET_I18N_KEYS, FLEET_TIMING } from './fleet.types';
import { adoptDatasheet, draftFor } from './datasheet.rules';
import type {
  DatasheetContext,
  DatasheetEvent,
  DatasheetInput,
  DatasheetLocomotive,
  DatasheetTag,
  LocomotiveChanged,
} from './datasheet.types';
import { messageMs } from '../shared/message-time';

/** The save, refused for demo users and without a locomotive (views ask `snapshot.can(...)`). */
const save = {
  guard: 'canSave',
  target: '#datasheet.save.saving',
  actions: {
    type: 'startSave',
    params: ({ event }: { event: { comment: string; fuelConsumption: FuelConsumptionSettings } }) => ({
      comment: event.comment,
      fuelConsumption: event.fuelConsumption,
    }),
  },
} as const;

/**
 * The datasheet (spec 000 §2 Datasheet, §4 Datasheet save): loads the active locomotive's datasheet
 * (getDatasheet) and keeps the draft comment and fuel consumption settings; any settings change sets
 * the interaction flag, which a successful save or another locomotive clears. The save
 * (saveLocomotiveComment to the locomotive's wpId) is refused for demo users and without a locomotive;
 * 200 shows `messages.saved` for 2 s, anything else the 'updates failed to save' dialog for 2 s.
 * Two regions: the sheet (no timers) and the save (one timer at a time). It subscribes itself to the
 * active locomotive (`watchLocomotive`).
 */
export const datasheetMachine = setup({
  types: {
    context: {} as DatasheetContext,
    events: {} as DatasheetEvent,
    input: {} as DatasheetInput,
    tags: {} as DatasheetTag,
  },
  actors: { ...datasheetActorDefaults, watchLocomotive: noFacts<LocomotiveChanged>() },
  actions: {
    applyLocomotive: assign((_, { locomotive }: { readonly locomotive: DatasheetLocomotive | null }) =>
      draftFor(locomotive),
    ),
    adoptDatasheet: assign(({ context }, { datasheet }: { readonly datasheet: Datasheet }) =>
      adoptDatasheet(context, datasheet),
    ),
    recordDatasheetFailure: assign((_, { failure }: { readonly failure: ApiFailure }) => ({
      datasheetFailure: failure,
    })),
    editFuelConsumption: assign(
      (_, { fuelConsumption }: { readonly fuelConsumption: FuelConsumptionSettings }) => ({
        fuelConsumption,
        fuelConsumptionInteraction: true,
      }),
    ),
    editComment: assign((_, { comment }: { readonly comment: string }) => ({ comment })),
    startSave: assign(
      (_, params: { readonly comment: string; readonly fuelConsumption: FuelConsumptionSettings }) => ({
        comment: params.comment,
        fuelConsumption: params.fuelConsumption,
        saveFailure: null,
      }),
    ),
    markSaved: assign({ fuelConsumptionInteraction: false, message: FLEET_I18N_KEYS.saved }),
    recordSaveFailure: assign((_, { failure }: { readonly failure: ApiFailure }) => ({
      saveFailure: failure,
      message: FLEET_I18N_KEYS.saveFailed,
    })),
    clearMessage: assign({ message: null }),
  },
  guards: {
    hasLocomotive: ({ context }) => context.locomotive !== null,
    canSave: ({ context }) => !context.isDemoUser && context.locomotive !== null,
  },
  delays: { message: () => messageMs(FLEET_TIMING.saveMessageMs) },
}).createMachine({
  id: 'datasheet',
  // No locomotive until the watcher tells (at start).
  context: ({ input }) => ({
    ...draftFor(input.locomotive ?? null),
    isDemoUser: input.isDemoUser,
    saveFailure: null,
    message: null,
  }),
  type: 'parallel',
  // Started with the current locomotive (the screen's first frame shows it loading): no restart.
  invoke: {
    id: 'watchLocomotive',
    src: 'watchLocomotive',
    input: ({ context }) => ({ known: context.locomotive }),
  },
  on: {
    'user.editFuelConsumption': { actions: { type: 'editFuelConsumption', params: ({ event }) => event } },
    'user.editComment': { actions: { type: 'editComment', params: ({ event }) => event } },
  },
  states: {
    sheet: {
      initial: 'checking',
      // Handled on the region, so a save still running is not restarted.
      on: {
        'view.locomotiveChanged': {
          target: '.checking',
          actions: { type: 'applyLocomotive', params: ({ event }) => event },
        },
      },
      states: {
        checking: { always: [{ guard: 'hasLocomotive', target: 'loading' }, { target: 'none' }] },
        none: {},
        loading: {
          tags: 'loadingDatasheet',
          invoke: {
            id: 'loadDatasheet',
            src: 'loadDatasheet',
            input: ({ context }) => ({ vehicleId: context.locomotive?.vehicleId ?? 0 }),
            onDone: {
              target: 'loaded',
              actions: { type: 'adoptDatasheet', params: ({ event }) => ({ datasheet: event.output }) },
            },
            onError: { target: 'failed', actions: { type: 'recordDatasheetFailure', params: failureOf } },
          },
        },
        loaded: {},
        failed: {},
      },
    },
    save: {
      initial: 'idle',
      states: {
        idle: { on: { 'user.saveDatasheet': save } },
        // No save while one is running: the event is not handled here.
        saving: {
          tags: 'saving',
          invoke: {
            id: 'saveDatasheet',
            src: 'saveDatasheet',
            input: ({ context, event }): SaveDatasheetRequest => {
              assertEvent(event, 'user.saveDatasheet');
              return {
                wpId: context.locomotive?.wpId ?? 0,
                comment: event.comment,
                fuelConsumption: event.fuelConsumption,
              };
            },
            onDone: { target: 'saved', actions: 'markSaved' },
            onError: { target: 'failed', actions: { type: 'recordSaveFailure', params: failureOf } },
          },
        },
        saved: {
          tags: 'saved',
          exit: 'clearMessage',
          after: { message: 'idle' },
          on: { 'user.dismissMessage': 'idle', 'user.saveDatasheet': save },
        },
        failed: {
          tags: 'saveFailed',
          exit: 'clearMessage',
          after: { message: 'idle' },
          on: { 'user.dismissMessage': 'idle', 'user.saveDatasheet': save },
        },
      },
    },
  },
});

/** The datasheet machine's type, for `ActorRefFrom` and `.provide()`. */
export type DatasheetMachine = typeof datasheetMachine;
