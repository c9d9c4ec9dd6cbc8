import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { callsOf, contextOf, implies, noCall, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import {
  APPROVER_ROLES,
  deployApp,
  getDeploymentStatus,
  setDeploymentApproval,
  type DeploymentStatus,
} from '../../api/contract';
import { createDeploymentApprovalsActors } from './deployment-approvals.actors';
import {
  FIXTURE_ADMIN_APPROVED,
  FIXTURE_BOTH_APPROVED,
  FIXTURE_DEPLOYED,
  FIXTURE_NONE_APPROVED,
  FIXTURE_NOW,
  FIXTURE_OPERATOR_APPROVED,
  conflictError,
  deploymentApprovalsFixtures,
  serializeDeploymentApprovals,
} from './deployment-approvals.fixtures';
import { deploymentApprovalsMachine } from './deployment-approvals.machine';
import { bothApproved } from './deployment-approvals.rules';
import type {
  DeploymentApprovalsContext,
  DeploymentApprovalsInput,
  SetApprovalRequest,
} from './deployment-approvals.types';

const ctx = contextOf<DeploymentApprovalsContext>;

const invariants: readonly ModelInvariant[] = [
  {
    name: 'the deploy call never runs with an approval missing',
    holds: (o) => implies(!noCall(o, 'deployApp'), bothApproved(ctx(o).status)),
  },
  {
    name: 'an approval is never sent for the other role',
    holds: (o) =>
      callsOf(o, 'setApproval').every((call) => (call.input as SetApprovalRequest).role === ctx(o).role),
  },
  {
    name: 'after a successful deployment both approvals show false',
    holds: (o) => {
      const { status } = ctx(o);
      return implies(
        tagged(o, 'deployed'),
        status !== null && APPROVER_ROLES.every((role) => !status.deploymentStatus[role].status),
      );
    },
  },
  {
    name: 'on production nothing is changed',
    holds: (o) => implies(ctx(o).environment === 'production', noCall(o, 'setApproval', 'deployApp')),
  },
  {
    name: 'a failure is kept exactly while its state shows it',
    holds: (o) =>
      (ctx(o).failure !== null) ===
      (tagged(o, 'loadFailed') || tagged(o, 'approveFailed') || tagged(o, 'deployFailed')),
  },
];

describeModel('deployment approvals machine (model-based)', {
  machine: deploymentApprovalsMachine,
  inputs: deploymentApprovalsFixtures.inputs,
  eventVariants: deploymentApprovalsFixtures.eventVariants,
  now: FIXTURE_NOW,
  invariants,
  serializeState: serializeDeploymentApprovals,
  onCoverage: (report) =>
    console.info(
      `deployment-approvals coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

type Answer = DeploymentStatus | Error;

/** A running machine with the real actors over a fake API client answering per endpoint in turn. */
const start = (
  answers: { load?: Answer[]; approve?: Answer[]; deploy?: Answer[] },
  input: DeploymentApprovalsInput = { role: 'administrator', environment: 'staging' },
) => {
  const queues = new Map<unknown, Answer[]>([
    [getDeploymentStatus, [...(answers.load ?? [FIXTURE_NONE_APPROVED])]],
    [setDeploymentApproval, [...(answers.approve ?? [])]],
    [deployApp, [...(answers.deploy ?? [])]],
  ]);
  const call = vi.fn((endpoint: unknown, _input: unknown) => {
    const queue = queues.get(endpoint) ?? [];
    const answer = queue.length > 1 ? queue.shift() : queue[0];
    if (answer === undefined) return Promise.reject(new Error('unexpected call'));
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
  const announced: DeploymentStatus[] = [];
  const machine = deploymentApprovalsMachine.provide({
    actors: createDeploymentApprovalsActors({ api: { call: call as never }, getAccessToken: () => 'access' }),
    actions: { announceDeployed: (_, status) => void announced.push(status) },
  });
  const actor = createActor(machine, { input }).start();
  const endpoints = () => call.mock.calls.map(([endpoint]) => endpoint);
  return { actor, call, endpoints, announced };
};
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

describe('deployment approvals (rules and calls)', () => {
  it('sets only the caller’s own approval, through its own role’s path', async () => {
    const { actor, call } = start({ approve: [FIXTURE_ADMIN_APPROVED] });
    await settle();
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    const other = { type: 'user.setApproval', role: 'operator_admin', approved: true } as const;
    expect(actor.getSnapshot().can(other)).toBe(false);
    actor.send(other);
    expect(actor.getSnapshot().hasTag('approving')).toBe(false);
    actor.send({ type: 'user.setApproval', role: 'administrator', approved: true });
    expect(actor.getSnapshot().hasTag('approving')).toBe(true);
    await settle();
    expect(call).toHaveBeenLastCalledWith(setDeploymentApproval, {
      accessToken: 'access',
      signal: expect.any(AbortSignal) as AbortSignal,
      params: { role: 'administrator' },
      body: { approvalStatus: true },
    });
    expect(actor.getSnapshot().context.status).toEqual(FIXTURE_ADMIN_APPROVED);
    // Setting the value it has already sends nothing.
    expect(actor.getSnapshot().can({ type: 'user.setApproval', role: 'administrator', approved: true })).toBe(
      false,
    );
  });

  it('deploys only with both approvals; the answer shows both withdrawn and is announced', async () => {
    const one = start({ load: [FIXTURE_OPERATOR_APPROVED] });
    await settle();
    one.actor.send({ type: 'user.deploy' });
    expect(one.endpoints()).not.toContain(deployApp);

    const both = start({ load: [FIXTURE_BOTH_APPROVED], deploy: [FIXTURE_DEPLOYED] });
    await settle();
    both.actor.send({ type: 'user.deploy' });
    expect(both.actor.getSnapshot().hasTag('deploying')).toBe(true);
    await settle();
    expect(both.endpoints()).toEqual([getDeploymentStatus, deployApp]);
    const snapshot = both.actor.getSnapshot();
    expect(snapshot.hasTag('deployed')).toBe(true);
    expect(bothApproved(snapshot.context.status)).toBe(false);
    expect(snapshot.context.status?.deploymentStatus.administrator.status).toBe(false);
    expect(both.announced).toEqual([FIXTURE_DEPLOYED]);
    both.actor.send({ type: 'user.dismiss' });
    expect(both.actor.getSnapshot().can({ type: 'user.deploy' })).toBe(false);
  });

  it('a failed deployment says so; retry deploys again, close reads the status again', async () => {
    const { actor, endpoints } = start({
      load: [FIXTURE_BOTH_APPROVED, FIXTURE_NONE_APPROVED],
      deploy: [conflictError('approvalStatus'), conflictError('approvalStatus')],
    });
    await settle();
    actor.send({ type: 'user.deploy' });
    await settle();
    expect(actor.getSnapshot().hasTag('deployFailed')).toBe(true);
    expect(actor.getSnapshot().context.failure?.call).toBe('deploy');
    actor.send({ type: 'user.retry' });
    await settle();
    expect(endpoints().filter((e) => e === deployApp)).toHaveLength(2);
    actor.send({ type: 'user.dismiss' });
    await settle();
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.status).toEqual(FIXTURE_NONE_APPROVED);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('a failed load and a failed approval offer a retry', async () => {
    const { actor } = start({
      load: [new Error('down'), FIXTURE_NONE_APPROVED],
      approve: [conflictError('environment'), FIXTURE_ADMIN_APPROVED],
    });
    await settle();
    expect(actor.getSnapshot().hasTag('loadFailed')).toBe(true);
    actor.send({ type: 'user.retry' });
    await settle();
    actor.send({ type: 'user.setApproval', role: 'administrator', approved: true });
    await settle();
    expect(actor.getSnapshot().hasTag('approveFailed')).toBe(true);
    actor.send({ type: 'user.retry' });
    await settle();
    expect(actor.getSnapshot().context.status).toEqual(FIXTURE_ADMIN_APPROVED);
  });

  it('reads again when the prepared settings were saved or on refresh', async () => {
    const { actor, endpoints } = start({ load: [FIXTURE_BOTH_APPROVED, FIXTURE_NONE_APPROVED] });
    await settle();
    actor.send({ type: 'release.settingsSaved' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    // The last status stays shown while reading.
    expect(actor.getSnapshot().context.status).toEqual(FIXTURE_BOTH_APPROVED);
    await settle();
    expect(actor.getSnapshot().context.status).toEqual(FIXTURE_NONE_APPROVED);
    actor.send({ type: 'user.refresh' });
    await settle();
    expect(endpoints()).toEqual([getDeploymentStatus, getDeploymentStatus, getDeploymentStatus]);
  });

  it('on production neither approves nor deploys', async () => {
    const { actor, endpoints } = start(
      { load: [FIXTURE_BOTH_APPROVED] },
      { role: 'administrator', environment: 'production' },
    );
    await settle();
    actor.send({ type: 'user.setApproval', role: 'administrator', approved: false });
    actor.send({ type: 'user.deploy' });
    expect(endpoints()).toEqual([getDeploymentStatus]);
  });
});
