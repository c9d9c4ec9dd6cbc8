import {
  APPROVER_ROLES,
  type ApproverRole,
  type DeploymentStatus,
  type PortalEnvironment,
} from '../../api/contract';
import type { DeploymentApprovalsContext } from './deployment-approvals.types';

/** Release changes are prepared on staging or a local installation, never on production (spec 001 §5). */
export const isPreparing = (environment: PortalEnvironment): boolean => environment !== 'production';

/** Both roles approved (spec 001 §4: a deployment needs both). */
export const bothApproved = (status: DeploymentStatus | null): boolean =>
  status !== null && APPROVER_ROLES.every((role) => status.deploymentStatus[role].status);

/**
 * The caller may set this approval to `approved`: it is its own role's (the other checkbox is
 * read-only, spec 001 §5), the installation prepares releases, and the value changes.
 */
export const maySetApproval = (
  context: DeploymentApprovalsContext,
  role: ApproverRole,
  approved: boolean,
): boolean =>
  isPreparing(context.environment) &&
  context.status !== null &&
  role === context.role &&
  context.status.deploymentStatus[role].status !== approved;

/** The deploy button is enabled: a preparing installation and both approvals. */
export const mayDeploy = (context: DeploymentApprovalsContext): boolean =>
  isPreparing(context.environment) && bothApproved(context.status);
