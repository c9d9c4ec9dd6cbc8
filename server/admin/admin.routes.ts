import type { Hono } from 'hono';
import * as contract from '../../src/api/contract';
import { route, type Authenticator } from '../http/route';
import type { DeploymentService } from './deployment.service';
import type { ReleaseService } from './release.service';

/** Binds the administration operations (spec 001 §7 Administration); decoding and auth happen in `route`. */
export const registerAdminRoutes = (
  app: Hono,
  auth: Authenticator,
  services: { readonly release: ReleaseService; readonly deployment: DeploymentService },
): void => {
  const { release, deployment } = services;
  route(app, auth, contract.getAdminPermission, ({ caller }) => release.permission(caller));
  route(app, auth, contract.getVersionNumbers, ({ caller }) => release.versions(caller));
  route(app, auth, contract.setVersionNumber, ({ caller, body }) => release.setVersion(caller, body));
  route(app, auth, contract.getUserInteraction, ({ caller }) => release.interaction(caller));
  route(app, auth, contract.setUserInteraction, ({ caller, body }) => release.setInteraction(caller, body));
  route(app, auth, contract.checkForUpdate, ({ caller, query }) => release.checkForUpdate(caller, query));
  route(app, auth, contract.getAuditLog, ({ caller, query }) => release.auditLog(caller, query));
  route(app, auth, contract.getDeploymentStatus, ({ caller }) => deployment.status(caller));
  route(app, auth, contract.setDeploymentApproval, ({ caller, params, body }) =>
    deployment.approve(caller, params.role, body.approvalStatus),
  );
  route(app, auth, contract.deployApp, ({ caller }) => deployment.deploy(caller));
};
