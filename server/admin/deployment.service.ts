import type { ApproverRole, DeploymentStatus } from '../../src/api/contract';
import { ApiError, forbidden } from '../http/api-error';
import type { Caller } from '../http/route';
import { assertPreparingEnvironment, requireAdministrator } from './admin-access';
import type { AdminDeps } from './admin.deps';
import {
  readApprovals,
  readLastDeployment,
  recordDeployment,
  resetApprovals,
  writeApproval,
} from './approvals.store';
import { writeAudit } from './audit-log';
import { readReleaseSettings, writeReleaseSettings } from './release-settings.store';
import { publishDrafts } from './translations.service';
import { deployedInteraction } from './user-interaction.rules';

/**
 * Deployment with two approvals (spec 001 §4 Administration): one per role, each set only by a
 * holder of that role; a deployment needs both, copies what is prepared (staging) to production in
 * one transaction and sets both back to false. Approve and deploy lock the approval rows, so a
 * withdrawal racing a deployment either lands before it (409) or after it.
 */
export const createDeploymentService = (deps: AdminDeps) => {
  const status = async (): Promise<DeploymentStatus> => ({
    deploymentStatus: await readApprovals(deps.db),
    lastDeployment: await readLastDeployment(deps.db),
    environment: deps.config.environment,
  });

  return {
    async status(caller: Caller): Promise<DeploymentStatus> {
      await requireAdministrator(deps.db, caller);
      return status();
    },

    async approve(caller: Caller, role: ApproverRole, approved: boolean): Promise<DeploymentStatus> {
      const admin = await requireAdministrator(deps.db, caller);
      if (admin.role !== role) {
        throw forbidden(`Only the ${role} role sets this approval.`, 'role');
      }
      assertPreparingEnvironment(deps.config.environment);
      const at = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        const before = (await readApprovals(tx, true))[role];
        if (before.status === approved) return;
        await writeApproval(tx, role, approved, admin.name, at);
        await writeAudit(tx, admin, at, {
          action: 'setApproval',
          target: role,
          before: { status: before.status },
          after: { status: approved },
        });
      });
      return status();
    },

    async deploy(caller: Caller): Promise<DeploymentStatus> {
      const admin = await requireAdministrator(deps.db, caller);
      assertPreparingEnvironment(deps.config.environment);
      const at = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        const approvals = await readApprovals(tx, true);
        const missing = (['administrator', 'operator_admin'] as const).filter((r) => !approvals[r].status);
        if (missing.length > 0) {
          throw new ApiError(
            409,
            'conflict',
            `A deployment needs both approvals; missing: ${missing.join(', ')}.`,
            {
              field: 'approvalStatus',
            },
          );
        }
        const prepared = await readReleaseSettings(tx, 'staging', true);
        const live = await readReleaseSettings(tx, 'production', true);
        const after = {
          version: prepared.version,
          interaction: deployedInteraction(prepared.interaction, live.interaction, at.getTime()),
        };
        await writeReleaseSettings(tx, 'production', after, at);
        // Texts edited and not yet deployed as language files go out with the release.
        await publishDrafts(tx, admin, at);
        await resetApprovals(tx);
        await recordDeployment(tx, { at, by: admin.name, version: prepared.version });
        await writeAudit(tx, admin, at, { action: 'deploy', target: 'production', before: live, after });
      });
      return status();
    },
  };
};

export type DeploymentService = ReturnType<typeof createDeploymentService>;
