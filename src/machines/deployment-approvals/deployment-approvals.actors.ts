import { fromPromise } from 'xstate';
import { callAuth, type ApiClient } from '../../api/api-client';
import {
  deployApp,
  getDeploymentStatus,
  setDeploymentApproval,
  type DeploymentStatus,
} from '../../api/contract';
import type { SetApprovalRequest } from './deployment-approvals.types';

const notProvided = (name: string) => () =>
  Promise.reject(
    new Error(`The deployment approvals actor '${name}' was not provided (see otherSettingsMachinesFor).`),
  );

/** The machine's calls; the defaults reject (tests and stories provide fakes). */
export const deploymentApprovalsActorDefaults = {
  loadDeployment: fromPromise<DeploymentStatus>(notProvided('loadDeployment')),
  setApproval: fromPromise<DeploymentStatus, SetApprovalRequest>(notProvided('setApproval')),
  deployApp: fromPromise<DeploymentStatus>(notProvided('deployApp')),
};

/** What the real calls of the Other Settings tab need. */
export interface OtherSettingsDeps {
  readonly api: Pick<ApiClient, 'call'>;
  /** Read at call time: a refresh in between is picked up. */
  readonly getAccessToken: () => string | null;
}

/** The real calls through the typed API client (leaving the state aborts them). */
export const createDeploymentApprovalsActors = (
  deps: OtherSettingsDeps,
): typeof deploymentApprovalsActorDefaults => ({
  loadDeployment: fromPromise<DeploymentStatus>(({ signal }) =>
    deps.api.call(getDeploymentStatus, callAuth(deps.getAccessToken(), signal)),
  ),
  setApproval: fromPromise<DeploymentStatus, SetApprovalRequest>(({ input, signal }) =>
    deps.api.call(setDeploymentApproval, {
      ...callAuth(deps.getAccessToken(), signal),
      params: { role: input.role },
      body: { approvalStatus: input.approved },
    }),
  ),
  deployApp: fromPromise<DeploymentStatus>(({ signal }) =>
    deps.api.call(deployApp, callAuth(deps.getAccessToken(), signal)),
  ),
});
