import { assign, setup, type ActorRefFrom } from 'xstate';
import type { DeploymentStatus } from '../../api/contract';
import { failureOf, type FailureParams } from '../shared/fetch-fragment';
import { noFacts } from '../shared/fact-watch';
import { deploymentApprovalsActorDefaults } from './deployment-approvals.actors';
import { maySetApproval, mayDeploy } from './deployment-approvals.rules';
import type {
  DeploymentApprovalsContext,
  DeploymentApprovalsEvent,
  DeploymentApprovalsInput,
  DeploymentApprovalsTag,
  DeploymentCall,
} from './deployment-approvals.types';

const record = (call: DeploymentCall) =>
  ({
    type: 'recordFailure',
    params: (args: Parameters<typeof failureOf>[0]) => ({ call, ...failureOf(args) }),
  }) as const;
const keepAnswer = {
  type: 'keepStatus',
  params: ({ event }: { event: { output: DeploymentStatus } }) => event.output,
} as const;
const reload = '#deploymentApprovals.loading';

/**
 * Deployment with two approvals (spec 001 §2 Other Settings, §4, §5 Administration, §8 Deployment;
 * issue 11). It reads the status, lets the caller set only its own role's approval (the other one is
 * read-only), and deploys only with both approvals; the deployment's answer shows both withdrawn.
 * Loading, approving and deploying each fail with a retry; the deployment ends in the outcome dialog
 * ("Files were successfully updated" / "Fail to copy", tags `deployed` / `deployFailed`). On
 * production nothing can be changed. A save of the prepared settings withdraws both approvals on
 * the server, so the machine reads them again when `watchSettingsSaved` says so; a deployment is
 * handed to `announceDeployed` (the version numbers follow it).
 */
export const deploymentApprovalsMachine = setup({
  types: {
    context: {} as DeploymentApprovalsContext,
    events: {} as DeploymentApprovalsEvent,
    input: {} as DeploymentApprovalsInput,
    tags: {} as DeploymentApprovalsTag,
  },
  actors: {
    watchSettingsSaved: noFacts<Extract<DeploymentApprovalsEvent, { type: 'release.settingsSaved' }>>(),
    ...deploymentApprovalsActorDefaults,
  },
  actions: {
    keepStatus: assign((_, status: DeploymentStatus) => ({ status })),
    startApproval: assign((_, { approved }: { readonly approved: boolean }) => ({ approving: approved })),
    recordFailure: assign((_, failure: FailureParams & { readonly call: DeploymentCall }) => ({ failure })),
    clearFailure: assign({ failure: null }),
    /** Provided by the tab: the version numbers learn the new production version. */
    announceDeployed: (_, _status: DeploymentStatus) => {},
  },
  guards: {
    maySetApproval: ({ context, event }) =>
      event.type === 'user.setApproval' && maySetApproval(context, event.role, event.approved),
    mayDeploy: ({ context }) => mayDeploy(context),
  },
}).createMachine({
  id: 'deploymentApprovals',
  context: ({ input }) => ({
    role: input.role,
    environment: input.environment,
    status: null,
    approving: null,
    failure: null,
  }),
  invoke: { id: 'watchSettingsSaved', src: 'watchSettingsSaved' },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      entry: 'clearFailure',
      invoke: {
        id: 'loadDeployment',
        src: 'loadDeployment',
        onDone: { target: 'ready', actions: keepAnswer },
        onError: { target: 'loadFailed', actions: record('load') },
      },
    },
    loadFailed: { tags: 'loadFailed', on: { 'user.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'user.setApproval': {
              guard: 'maySetApproval',
              target: 'approving',
              actions: { type: 'startApproval', params: ({ event }) => event },
            },
            'user.deploy': { guard: 'mayDeploy', target: 'deploying' },
            'user.refresh': reload,
            'release.settingsSaved': reload,
          },
        },
        approving: {
          tags: 'approving',
          entry: 'clearFailure',
          invoke: {
            id: 'setApproval',
            src: 'setApproval',
            // Always the caller's own role: the guard refused any other checkbox.
            input: ({ context }) => ({ role: context.role, approved: context.approving === true }),
            onDone: { target: 'idle', actions: keepAnswer },
            onError: { target: 'approveFailed', actions: record('approve') },
          },
        },
        // The dismiss reads again: a refusal (409, 403) usually means the status changed.
        approveFailed: {
          tags: 'approveFailed',
          on: { 'user.retry': 'approving', 'user.dismiss': reload, 'release.settingsSaved': reload },
        },
        deploying: {
          tags: 'deploying',
          entry: 'clearFailure',
          invoke: {
            id: 'deployApp',
            src: 'deployApp',
            // The answer shows both approvals withdrawn (spec 001 §4).
            onDone: {
              target: 'deployed',
              actions: [keepAnswer, { type: 'announceDeployed', params: ({ event }) => event.output }],
            },
            onError: { target: 'deployFailed', actions: record('deploy') },
          },
        },
        deployed: { tags: 'deployed', on: { 'user.dismiss': 'idle' } },
        deployFailed: {
          tags: 'deployFailed',
          on: {
            'user.retry': { guard: 'mayDeploy', target: 'deploying' },
            'user.dismiss': reload,
            'release.settingsSaved': reload,
          },
        },
      },
    },
  },
});

export type DeploymentApprovalsMachine = typeof deploymentApprovalsMachine;
export type DeploymentApprovalsActor = ActorRefFrom<DeploymentApprovalsMachine>;
