import type { ApiFailure } from '../../api/api-failure';
import type { ApproverRole, DeploymentStatus, PortalEnvironment } from '../../api/contract';

/**
 * The public interface of the deployment approvals machine (spec 001 §2 Other Settings, §4 and §5
 * Administration, §8 Deployment): the two approvals, the deployment and its outcome.
 */

/** What the console hands the machine: who the caller is and where the installation runs. */
export interface DeploymentApprovalsInput {
  /** The caller's role: the one approval it may change. */
  readonly role: ApproverRole;
  /** On production everything is read-only (changes are made on staging and deployed). */
  readonly environment: PortalEnvironment;
}

/** What the last failed call was: the view tells each apart. */
export type DeploymentCall = 'load' | 'approve' | 'deploy';

export interface DeploymentApprovalsContext {
  readonly role: ApproverRole;
  readonly environment: PortalEnvironment;
  /** The server's last answer; null before the first load. Kept while reloading. */
  readonly status: DeploymentStatus | null;
  /** The value the caller's checkbox is being set to (kept for a retry). */
  readonly approving: boolean | null;
  /** Why the last call failed, and which call it was; null after a success. */
  readonly failure: { readonly call: DeploymentCall; readonly failure: ApiFailure } | null;
}

/** Input of `setApproval`: always the caller's own role. */
export interface SetApprovalRequest {
  readonly role: ApproverRole;
  readonly approved: boolean;
}

/** Events, named by who speaks. */
export type DeploymentApprovalsEvent =
  /** A checkbox was clicked: `role` names the checkbox; only the caller's own is accepted. */
  | { readonly type: 'user.setApproval'; readonly role: ApproverRole; readonly approved: boolean }
  /** Deploy what is prepared; accepted only with both approvals. */
  | { readonly type: 'user.deploy' }
  /** Try the failed call again. */
  | { readonly type: 'user.retry' }
  /** Close the outcome dialog. */
  | { readonly type: 'user.dismiss' }
  /** Read the approvals again (the other role may have approved meanwhile). */
  | { readonly type: 'user.refresh' }
  /** The prepared settings were saved (which withdraws both approvals on the server): read again. */
  | { readonly type: 'release.settingsSaved' };

/**
 * Tags the view asks for:
 * - `loading`: the status is being read (the last one, if any, stays in context)
 * - `loadFailed`: the first read failed, retry offered
 * - `approving` / `deploying`: that call is running
 * - `approveFailed`: the approval was not stored (retry or close)
 * - `deployed` / `deployFailed`: the deployment outcome dialog ("Files were successfully updated" /
 *   "Fail to copy", see {@link DEPLOYMENT_OUTCOME_KEYS})
 */
export type DeploymentApprovalsTag =
  'loading' | 'loadFailed' | 'approving' | 'approveFailed' | 'deploying' | 'deployed' | 'deployFailed';

/** The i18n keys (namespace `administration`) of the deployment outcomes (spec 001 §8). */
export const DEPLOYMENT_OUTCOME_KEYS = {
  deployed: 'otherSettings.deployment.filesUpdated',
  deployFailed: 'otherSettings.deployment.failToCopy',
} as const satisfies Partial<Record<DeploymentApprovalsTag, string>>;
