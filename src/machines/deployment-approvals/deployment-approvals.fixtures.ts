import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { ApiCallError } from '../../api/api-failure';
import type { Approval, DeploymentStatus } from '../../api/contract';
import { done, failed } from '../fleet/fleet.fixtures';
import { networkError } from '../session/session.fixtures';
import type { DeploymentApprovalsContext, DeploymentApprovalsInput } from './deployment-approvals.types';

/** The clock of the fixtures (23.11.2026 09:00 UTC). */
export const FIXTURE_NOW = Date.UTC(2026, 10, 23, 9, 0, 0);

const at = (minutesAgo: number) => new Date(FIXTURE_NOW - minutesAgo * 60_000).toISOString();
const approval = (status: boolean, approvedBy: string | null, minutesAgo = 30): Approval => ({
  status,
  approvedBy,
  approvedAt: approvedBy === null ? null : at(minutesAgo),
});

const status = (
  administrator: Approval,
  operatorAdmin: Approval,
  lastDeployment: DeploymentStatus['lastDeployment'] = null,
): DeploymentStatus => ({
  deploymentStatus: { administrator, operator_admin: operatorAdmin },
  lastDeployment,
  environment: 'staging',
});

/** Nobody approved yet; never deployed. */
export const FIXTURE_NONE_APPROVED = status(approval(false, null), approval(false, null));
/** The administrator approved; the operator's admin not yet. */
export const FIXTURE_ADMIN_APPROVED = status(approval(true, 'Anna Admin'), approval(false, null));
/** The operator's admin approved; the administrator not yet. */
export const FIXTURE_OPERATOR_APPROVED = status(approval(false, null), approval(true, 'Otto Operator', 12));
/** Both approved: the deploy button is enabled. */
export const FIXTURE_BOTH_APPROVED = status(
  approval(true, 'Anna Admin'),
  approval(true, 'Otto Operator', 12),
);
/** The answer of a deployment: both approvals withdrawn, the deployment recorded. */
export const FIXTURE_DEPLOYED = status(approval(false, 'Anna Admin'), approval(false, 'Otto Operator', 12), {
  deployedAt: at(0),
  deployedBy: 'Anna Admin',
  version: { major: 1, minor: 3, bugFix: 0 },
});

/** The server's refusal when an approval is missing or production is asked to change. */
export const conflictError = (field: string): ApiCallError =>
  new ApiCallError({
    _tag: 'HttpError',
    status: 409,
    body: { error: 'conflict', message: 'refused', field },
    retryAfterSeconds: null,
  });

/** Test and story data for the deployment approvals machine. Not imported by the app. */
export const deploymentApprovalsFixtures: {
  readonly inputs: Readonly<
    Record<'administrator' | 'operatorAdmin' | 'production', DeploymentApprovalsInput>
  >;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    administrator: { role: 'administrator', environment: 'staging' },
    operatorAdmin: { role: 'operator_admin', environment: 'local' },
    production: { role: 'administrator', environment: 'production' },
  },
  eventVariants: {
    // Both approved first: the walker (states by value) reaches the deployment from it.
    'xstate.done.actor.loadDeployment': [
      done('loadDeployment', FIXTURE_BOTH_APPROVED),
      done('loadDeployment', FIXTURE_OPERATOR_APPROVED),
      done('loadDeployment', FIXTURE_NONE_APPROVED),
    ],
    'xstate.error.actor.loadDeployment': [failed('loadDeployment', networkError())],
    // The server answers with the whole status: the other role may have changed meanwhile.
    'xstate.done.actor.setApproval': [
      done('setApproval', FIXTURE_ADMIN_APPROVED),
      done('setApproval', FIXTURE_OPERATOR_APPROVED),
      done('setApproval', FIXTURE_BOTH_APPROVED),
      done('setApproval', FIXTURE_NONE_APPROVED),
    ],
    'xstate.error.actor.setApproval': [failed('setApproval', conflictError('environment'))],
    'xstate.done.actor.deployApp': [done('deployApp', FIXTURE_DEPLOYED)],
    'xstate.error.actor.deployApp': [
      failed('deployApp', conflictError('approvalStatus')),
      failed('deployApp', networkError()),
    ],
    // Every checkbox in both directions: the guard accepts only the caller's own, and a change.
    'user.setApproval': (['administrator', 'operator_admin'] as const).flatMap((role) => [
      { type: 'user.setApproval', role, approved: true },
      { type: 'user.setApproval', role, approved: false },
    ]),
    'user.deploy': [{ type: 'user.deploy' }],
    'user.retry': [{ type: 'user.retry' }],
    'user.dismiss': [{ type: 'user.dismiss' }],
    'user.refresh': [{ type: 'user.refresh' }],
    'release.settingsSaved': [{ type: 'release.settingsSaved' }],
  },
};

/** The model's "same state": the value and what the guards read (the two approvals, whether loaded). */
export const serializeDeploymentApprovals = (snapshot: AnyMachineSnapshot): string => {
  const { status, approving, failure } = snapshot.context as DeploymentApprovalsContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    approvals: status
      ? [status.deploymentStatus.administrator.status, status.deploymentStatus.operator_admin.status]
      : null,
    deployed: status?.lastDeployment !== null && status !== null,
    approving,
    failed: failure?.call ?? null,
  });
};
