import type {
  AdminPermission,
  AuditLog,
  UpdateCheck,
  UserInteraction,
  UserInteractionBody,
  VersionNumber,
  VersionNumbers,
} from '../../src/api/contract';
import type { Caller } from '../http/route';
import { forbidden } from '../http/api-error';
import { administrationPermission, assertPreparingEnvironment, requireAdministrator } from './admin-access';
import { servedChannel, type AdminDeps } from './admin.deps';
import { resetApprovals } from './approvals.store';
import { readAuditLog, writeAudit } from './audit-log';
import { readChannelVersions, readReleaseSettings, writeReleaseSettings } from './release-settings.store';
import { answerUpdateCheck, type ClientStamps } from './update-check';
import { nextInteraction } from './user-interaction.rules';

const DEFAULT_AUDIT_TOP = 50;

/**
 * Version numbers, the update and message prompts and the audit log (spec 001 §2 Other Settings,
 * §5 Administration, §7 Administration). Changes go to the prepared (staging) channel and reach users
 * with a deployment; a change withdraws both approvals, since they approved what was prepared before.
 */
export const createReleaseService = (deps: AdminDeps) => ({
  /** The view-permitted check: never an error for a logged-in user, just `userIsAllowed: false`. */
  async permission(caller: Caller): Promise<AdminPermission> {
    const { allowed, role } = await administrationPermission(deps.db, caller);
    return { userIsAllowed: allowed, myUserRole: role, environment: deps.config.environment };
  },

  async versions(caller: Caller): Promise<VersionNumbers> {
    await requireAdministrator(deps.db, caller);
    return readVersions(deps);
  },

  /** Only the administrator changes major and minor; the operator's admin the bug-fix number. */
  async setVersion(caller: Caller, body: VersionNumber): Promise<VersionNumbers> {
    const admin = await requireAdministrator(deps.db, caller);
    assertPreparingEnvironment(deps.config.environment);
    const at = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      const prepared = await readReleaseSettings(tx, 'staging', true);
      const before = prepared.version;
      if (admin.role !== 'administrator') {
        for (const part of ['major', 'minor'] as const) {
          if (body[part] !== before[part]) {
            throw forbidden(`Only the administrator changes the ${part} version number.`, part);
          }
        }
      }
      const after = { major: body.major, minor: body.minor, bugFix: body.bugFix };
      if (after.major === before.major && after.minor === before.minor && after.bugFix === before.bugFix)
        return;
      await writeReleaseSettings(tx, 'staging', { ...prepared, version: after }, at);
      await resetApprovals(tx);
      await writeAudit(tx, admin, at, { action: 'setVersion', target: 'staging', before, after });
    });
    return readVersions(deps);
  },

  async interaction(caller: Caller): Promise<UserInteraction> {
    await requireAdministrator(deps.db, caller);
    return (await readReleaseSettings(deps.db, 'staging')).interaction;
  },

  async setInteraction(caller: Caller, body: UserInteractionBody): Promise<UserInteraction> {
    const admin = await requireAdministrator(deps.db, caller);
    assertPreparingEnvironment(deps.config.environment);
    const at = deps.clock.now();
    return deps.db.transaction(async (tx) => {
      const prepared = await readReleaseSettings(tx, 'staging', true);
      const after = nextInteraction(body, prepared.interaction, at.getTime());
      await writeReleaseSettings(tx, 'staging', { ...prepared, interaction: after }, at);
      await resetApprovals(tx);
      await writeAudit(tx, admin, at, {
        action: 'setUserInteraction',
        target: 'staging',
        before: prepared.interaction,
        after,
      });
      return after;
    });
  },

  /** For every logged-in user, from the channel this installation serves. */
  async checkForUpdate(_caller: Caller, stamps: ClientStamps): Promise<UpdateCheck> {
    const served = await readReleaseSettings(deps.db, servedChannel(deps.config.environment));
    return answerUpdateCheck(served.interaction, stamps, deps.clock.now().getTime());
  },

  async auditLog(
    caller: Caller,
    query: { top?: number | undefined; skip?: number | undefined },
  ): Promise<AuditLog> {
    await requireAdministrator(deps.db, caller);
    // Both bounds are the contract's (AuditQuery): a value outside them is a 400 naming the field.
    return readAuditLog(deps.db, query.top ?? DEFAULT_AUDIT_TOP, query.skip ?? 0);
  },
});

const readVersions = async (deps: AdminDeps): Promise<VersionNumbers> => {
  const versions = await readChannelVersions(deps.db);
  return { versionNos: { current: versions.staging, production: versions.production } };
};

export type ReleaseService = ReturnType<typeof createReleaseService>;
