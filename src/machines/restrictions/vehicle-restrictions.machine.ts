import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure } from '../../api/api-failure';
import type { Restriction, VehicleRestrictions } from '../../api/contract/restrictions.contract';
import {
  createRequestOf,
  EMPTY_FORM,
  formIssues,
  remarkValid,
  withRestriction,
} from './vehicle-restrictions.rules';
import type {
  AcknowledgeRestrictionRequest,
  CreateRestrictionRequest,
  LiftRestrictionRequest,
  VehicleRestrictionsContext,
  VehicleRestrictionsEvent,
  VehicleRestrictionsInput,
  VehicleRestrictionsTag,
} from './vehicle-restrictions.types';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The vehicle restrictions' '${name}' was not provided.`));

const activeOne = (context: VehicleRestrictionsContext, id: number) =>
  context.data?.active.find((r) => r.id === id) ?? null;

/**
 * A vehicle's restriction notices (issue 30 §2): read them, attach one (text, optional speed limit and
 * end, checked before sending), lift one with a remark, acknowledge one (once; the logbook asks for
 * this before an entry is saved). Calls are invoked actors, cancelled when their state is left; a
 * refusal is kept typed and the form stays for another try.
 */
export const vehicleRestrictionsMachine = setup({
  types: {
    context: {} as VehicleRestrictionsContext,
    events: {} as VehicleRestrictionsEvent,
    input: {} as VehicleRestrictionsInput,
    tags: {} as VehicleRestrictionsTag,
  },
  actors: {
    loadRestrictions: fromPromise<VehicleRestrictions, { vehicleId: number }>(
      notProvided('loadRestrictions'),
    ),
    createRestriction: fromPromise<Restriction, CreateRestrictionRequest>(notProvided('createRestriction')),
    liftRestriction: fromPromise<Restriction, LiftRestrictionRequest>(notProvided('liftRestriction')),
    acknowledgeRestriction: fromPromise<Restriction, AcknowledgeRestrictionRequest>(
      notProvided('acknowledgeRestriction'),
    ),
  },
  guards: {
    canEdit: ({ context }) => context.canEdit,
    canLiftIt: ({ context, event }) =>
      context.canEdit && event.type === 'user.startLift' && activeOne(context, event.restrictionId) !== null,
    canAcknowledgeIt: ({ context, event }) =>
      context.canAcknowledge &&
      event.type === 'user.acknowledge' &&
      activeOne(context, event.restrictionId)?.acknowledgedByMe === null,
    formValid: ({ context }) => formIssues(context.form, Date.now()).length === 0,
    nextFormValid: ({ context, event }) =>
      event.type === 'user.changeForm' &&
      formIssues({ ...context.form, [event.field]: event.value }, Date.now()).length === 0,
    remarkValid: ({ context }) => remarkValid(context.remark),
    nextRemarkValid: ({ event }) => event.type === 'user.changeRemark' && remarkValid(event.remark),
  },
  actions: {
    startCreate: assign({ form: EMPTY_FORM, showIssues: false, issues: [], failure: null }),
    changeForm: assign(({ context, event }) =>
      event.type === 'user.changeForm'
        ? (() => {
            const form = { ...context.form, [event.field]: event.value };
            return { form, failure: null, issues: context.showIssues ? formIssues(form, Date.now()) : [] };
          })()
        : {},
    ),
    showIssues: assign(({ context }) => ({ showIssues: true, issues: formIssues(context.form, Date.now()) })),
    target: assign(({ event }) =>
      event.type === 'user.startLift' || event.type === 'user.acknowledge'
        ? { targetId: event.restrictionId, remark: '', failure: null }
        : {},
    ),
    changeRemark: assign(({ event }) =>
      event.type === 'user.changeRemark' ? { remark: event.remark, failure: null } : {},
    ),
    takeAnswer: assign(({ context, event }) => {
      // Only bound to the calls' done events, whose output is the restriction as stored.
      const restriction = (event as unknown as { readonly output: Restriction }).output;
      return {
        data: context.data ? withRestriction(context.data, restriction) : null,
        form: EMPTY_FORM,
        showIssues: false,
        issues: [],
        targetId: null,
        remark: '',
        failure: null,
      };
    }),
    keepFailure: assign(({ event }) => ({
      failure: toApiFailure((event as unknown as { readonly error: unknown }).error),
    })),
    finish: assign({
      form: EMPTY_FORM,
      showIssues: false,
      issues: [],
      targetId: null,
      remark: '',
      failure: null,
    }),
  },
}).createMachine({
  id: 'vehicleRestrictions',
  context: ({ input }) => ({
    ...input,
    data: null,
    form: EMPTY_FORM,
    showIssues: false,
    issues: [],
    targetId: null,
    remark: '',
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadRestrictions',
        src: 'loadRestrictions',
        input: ({ context }) => ({ vehicleId: context.vehicleId }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ data: event.output, failure: null })) },
        onError: { target: 'loadFailed', actions: 'keepFailure' },
      },
    },
    loadFailed: { tags: ['loadFailed', 'failed'], on: { 'user.retry': 'loading' } },
    ready: {
      tags: ['ready'],
      on: {
        'user.reload': 'loading',
        'user.startCreate': { guard: 'canEdit', target: 'creating', actions: 'startCreate' },
        'user.startLift': { guard: 'canLiftIt', target: 'lifting', actions: 'target' },
        'user.acknowledge': { guard: 'canAcknowledgeIt', target: 'acknowledging', actions: 'target' },
      },
      initial: 'shown',
      states: { shown: {}, failed: { tags: ['failed'] } },
    },
    creating: {
      tags: ['creating'],
      initial: 'editing',
      on: { 'user.cancel': { target: 'ready', actions: 'finish' } },
      states: {
        editing: {
          on: {
            // Complete: the form may be sent (the submit checks again: the end may have passed).
            'user.changeForm': [
              { guard: 'nextFormValid', target: '.complete', actions: 'changeForm' },
              { target: '.writing', actions: 'changeForm' },
            ],
            'user.submit': [{ guard: 'formValid', target: 'submitting' }, { actions: 'showIssues' }],
          },
          initial: 'writing',
          states: { writing: {}, complete: {}, failed: { tags: ['failed'] } },
        },
        submitting: {
          tags: ['submitting'],
          entry: assign({ failure: null }),
          invoke: {
            id: 'createRestriction',
            src: 'createRestriction',
            input: ({ context }) => createRequestOf(context.vehicleId, context.form),
            onDone: { target: '#vehicleRestrictions.ready', actions: 'takeAnswer' },
            onError: { target: 'editing.failed', actions: 'keepFailure' },
          },
        },
      },
    },
    lifting: {
      tags: ['lifting'],
      initial: 'editing',
      on: { 'user.cancel': { target: 'ready', actions: 'finish' } },
      states: {
        editing: {
          on: {
            'user.changeRemark': [
              { guard: 'nextRemarkValid', target: '.complete', actions: 'changeRemark' },
              { target: '.writing', actions: 'changeRemark' },
            ],
            'user.submit': { guard: 'remarkValid', target: 'submitting' },
          },
          initial: 'writing',
          states: { writing: {}, complete: {}, failed: { tags: ['failed'] } },
        },
        submitting: {
          tags: ['submitting'],
          entry: assign({ failure: null }),
          invoke: {
            id: 'liftRestriction',
            src: 'liftRestriction',
            input: ({ context }) => ({
              vehicleId: context.vehicleId,
              restrictionId: context.targetId ?? 0,
              remark: context.remark.trim(),
            }),
            onDone: { target: '#vehicleRestrictions.ready', actions: 'takeAnswer' },
            onError: { target: 'editing.failed', actions: 'keepFailure' },
          },
        },
      },
    },
    acknowledging: {
      tags: ['submitting'],
      invoke: {
        id: 'acknowledgeRestriction',
        src: 'acknowledgeRestriction',
        input: ({ context }) => ({ vehicleId: context.vehicleId, restrictionId: context.targetId ?? 0 }),
        onDone: { target: 'ready', actions: 'takeAnswer' },
        onError: { target: 'ready.failed', actions: 'keepFailure' },
      },
    },
  },
});

/** The vehicle restrictions machine's type, for `ActorRefFrom` and `.provide()`. */
export type VehicleRestrictionsMachine = typeof vehicleRestrictionsMachine;
