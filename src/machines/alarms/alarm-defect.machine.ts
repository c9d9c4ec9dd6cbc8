import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure } from '../../api/api-failure';
import type { Alarm, AlarmDefectChoices } from '../../api/contract';
import { defectAllowed, descriptionValid } from './alarm-defect.rules';
import type {
  AlarmDefectContext,
  AlarmDefectEvent,
  AlarmDefectInput,
  AlarmDefectRequest,
  AlarmDefectTag,
} from './alarm-defect.types';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The alarm defect's '${name}' was not provided.`));

const newId = (): string => globalThis.crypto.randomUUID();

/**
 * Joining one alarm to a logbook defect (issue 30 §1): the user chooses to make a new defect entry
 * (its description starts as the alarm's facts and may be edited) or to link the alarm to one of the
 * vehicle's open defects (`loadDefectChoices`), then submits (`submitAlarmDefect`, cancelled when the
 * state is left). A failure is kept typed and the input stays for another try; a creation retried
 * keeps its entry id, so the server finds the entry it made instead of making a second one. `done`
 * holds the alarm as stored, with its defect.
 */
export const alarmDefectMachine = setup({
  types: {
    context: {} as AlarmDefectContext,
    events: {} as AlarmDefectEvent,
    input: {} as AlarmDefectInput,
    tags: {} as AlarmDefectTag,
  },
  actors: {
    loadDefectChoices: fromPromise<AlarmDefectChoices, { alarmId: number }>(notProvided('loadDefectChoices')),
    submitAlarmDefect: fromPromise<Alarm, AlarmDefectRequest>(notProvided('submitAlarmDefect')),
  },
  guards: {
    allowed: ({ context }) => defectAllowed(context.alarm),
    descriptionValid: ({ context }) => descriptionValid(context.description),
    picked: ({ context }) => context.entryId !== null,
    offered: ({ context, event }) =>
      event.type === 'user.pickEntry' && context.choices.some((c) => c.entryId === event.entryId),
  },
  actions: {
    startCreate: assign(({ context }) => ({
      mode: 'create' as const,
      description: context.facts,
      newEntryId: newId(),
      failure: null,
    })),
    startLink: assign({ mode: 'link' as const, entryId: null, choices: [], failure: null }),
    changeDescription: assign(({ event }) =>
      event.type === 'user.changeDescription' ? { description: event.description } : {},
    ),
    pickEntry: assign(({ event }) =>
      event.type === 'user.pickEntry' ? { entryId: event.entryId, failure: null } : {},
    ),
    finish: assign({ mode: null, entryId: null, choices: [], newEntryId: null, failure: null }),
    takeAlarm: assign(({ event }) => ({ alarm: (event as unknown as { output: Alarm }).output })),
    keepFailure: assign(({ event }) => ({ failure: toApiFailure((event as { error?: unknown }).error) })),
  },
}).createMachine({
  id: 'alarmDefect',
  context: ({ input }) => ({
    alarm: input.alarm,
    mode: null,
    description: '',
    facts: input.description,
    newEntryId: null,
    choices: [],
    entryId: null,
    failure: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      tags: ['idle'],
      on: {
        'user.startCreate': { guard: 'allowed', target: 'creating', actions: 'startCreate' },
        'user.startLink': { guard: 'allowed', target: 'loadingChoices', actions: 'startLink' },
      },
    },
    creating: {
      tags: ['editing'],
      on: {
        'user.changeDescription': { actions: 'changeDescription' },
        'user.submit': { guard: 'descriptionValid', target: 'submittingCreate' },
        'user.cancel': { target: 'idle', actions: 'finish' },
      },
      initial: 'writing',
      states: { writing: {}, failed: { tags: ['failed'] } },
    },
    loadingChoices: {
      tags: ['loading'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadDefectChoices',
        src: 'loadDefectChoices',
        input: ({ context }) => ({ alarmId: context.alarm.id }),
        onDone: { target: 'linking', actions: assign(({ event }) => ({ choices: event.output.items })) },
        onError: { target: 'choicesFailed', actions: 'keepFailure' },
      },
      on: { 'user.cancel': { target: 'idle', actions: 'finish' } },
    },
    choicesFailed: {
      tags: ['failed'],
      on: {
        'user.retry': { target: 'loadingChoices' },
        'user.cancel': { target: 'idle', actions: 'finish' },
      },
    },
    linking: {
      tags: ['editing'],
      on: {
        // Its own state, so that what may be sent shows in the state's value (the walker's key).
        'user.pickEntry': { guard: 'offered', target: '.picked', actions: 'pickEntry' },
        'user.submit': { guard: 'picked', target: 'submittingLink' },
        'user.cancel': { target: 'idle', actions: 'finish' },
      },
      initial: 'picking',
      states: { picking: {}, picked: {}, failed: { tags: ['failed'] } },
    },
    submittingCreate: {
      tags: ['submitting'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'submitAlarmDefect',
        src: 'submitAlarmDefect',
        input: ({ context }): AlarmDefectRequest => ({
          kind: 'create',
          alarmId: context.alarm.id,
          entryId: context.newEntryId ?? '',
          description: context.description,
        }),
        onDone: { target: 'done', actions: 'takeAlarm' },
        onError: { target: 'creating.failed', actions: 'keepFailure' },
      },
    },
    submittingLink: {
      tags: ['submitting'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'submitAlarmDefect',
        src: 'submitAlarmDefect',
        input: ({ context }): AlarmDefectRequest => ({
          kind: 'link',
          alarmId: context.alarm.id,
          entryId: context.entryId ?? '',
        }),
        onDone: { target: 'done', actions: 'takeAlarm' },
        onError: { target: 'linking.failed', actions: 'keepFailure' },
      },
    },
    done: { tags: ['done'], type: 'final' },
  },
});

/** The alarm defect machine's type, for `ActorRefFrom` and `.provide()`. */
export type AlarmDefectMachine = typeof alarmDefectMachine;
