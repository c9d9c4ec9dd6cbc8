import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure } from '../../api/api-failure';
import type { Alarm } from '../../api/contract/alarms.contract';
import { actionAllowed, remarkValid } from './alarm-action.rules';
import type {
  AlarmActionContext,
  AlarmActionEvent,
  AlarmActionInput,
  AlarmActionRequest,
  AlarmActionTag,
} from './alarm-action.types';

const notProvided = () =>
  Promise.reject(new Error("The alarm action's 'submitAlarmAction' was not provided."));

/**
 * Acknowledging or clearing one alarm (issue 30 §1): the user starts an action the alarm's state
 * allows, writes a remark (required to clear by hand), and submits it (`submitAlarmAction`, cancelled
 * when the state is left). The answer is the alarm as stored. A refusal is kept typed (409: someone
 * changed it first) and the remark stays for another try. When the alarm changes elsewhere (the live
 * stream: another tab acknowledged it) while the action no longer fits, the editing ends.
 */
export const alarmActionMachine = setup({
  types: {
    context: {} as AlarmActionContext,
    events: {} as AlarmActionEvent,
    input: {} as AlarmActionInput,
    tags: {} as AlarmActionTag,
  },
  actors: {
    submitAlarmAction: fromPromise<Alarm, AlarmActionRequest>(notProvided),
  },
  guards: {
    canAcknowledge: ({ context }) => actionAllowed(context.alarm, 'acknowledge'),
    canClear: ({ context }) => actionAllowed(context.alarm, 'clear'),
    remarkValid: ({ context }) => remarkValid(context.kind, context.remark),
    stillAllowed: ({ context, event }) =>
      event.type === 'live.alarmChanged' &&
      context.kind !== null &&
      event.alarm.id === context.alarm.id &&
      actionAllowed(event.alarm, context.kind),
    sameAlarm: ({ context, event }) =>
      event.type === 'live.alarmChanged' && event.alarm.id === context.alarm.id,
  },
  actions: {
    startAcknowledge: assign({ kind: 'acknowledge' as const, remark: '', failure: null }),
    startClear: assign({ kind: 'clear' as const, remark: '', failure: null }),
    changeRemark: assign(({ event }) => (event.type === 'user.changeRemark' ? { remark: event.remark } : {})),
    finish: assign({ kind: null, remark: '', failure: null }),
    takeAlarm: assign(({ event }) => (event.type === 'live.alarmChanged' ? { alarm: event.alarm } : {})),
  },
}).createMachine({
  id: 'alarmAction',
  context: ({ input }) => ({ alarm: input.alarm, kind: null, remark: '', failure: null }),
  initial: 'idle',
  states: {
    idle: {
      tags: ['idle'],
      on: {
        'user.startAcknowledge': { guard: 'canAcknowledge', target: 'editing', actions: 'startAcknowledge' },
        'user.startClear': { guard: 'canClear', target: 'editing', actions: 'startClear' },
        'live.alarmChanged': { guard: 'sameAlarm', actions: 'takeAlarm' },
      },
    },
    editing: {
      tags: ['editing'],
      on: {
        'user.changeRemark': { actions: 'changeRemark' },
        'user.cancel': { target: 'idle', actions: 'finish' },
        'user.submit': { guard: 'remarkValid', target: 'submitting' },
        'live.alarmChanged': [
          { guard: 'stillAllowed', actions: 'takeAlarm' },
          { guard: 'sameAlarm', target: 'idle', actions: ['takeAlarm', 'finish'] },
        ],
      },
      initial: 'writing',
      states: {
        writing: {},
        failed: { tags: ['failed'] },
      },
    },
    submitting: {
      tags: ['submitting'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'submitAlarmAction',
        src: 'submitAlarmAction',
        input: ({ context }) => ({
          alarmId: context.alarm.id,
          kind: context.kind ?? 'acknowledge',
          remark: context.remark,
        }),
        onDone: { target: 'idle', actions: [assign(({ event }) => ({ alarm: event.output })), 'finish'] },
        onError: {
          target: 'editing.failed',
          actions: assign(({ event }) => ({ failure: toApiFailure(event.error) })),
        },
      },
    },
  },
});

/** The alarm action machine's type, for `ActorRefFrom` and `.provide()`. */
export type AlarmActionMachine = typeof alarmActionMachine;
