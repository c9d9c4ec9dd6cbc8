import type { Approval, ApproverRole, DeploymentRecord, DeploymentStatus } from '../../src/api/contract';
import type { Queryable } from '../db/db';

interface ApprovalRow {
  readonly role: ApproverRole;
  readonly approved: boolean;
  readonly approved_by: string | null;
  readonly approved_ms: number | null;
}

interface DeploymentRow {
  readonly deployed_ms: number;
  readonly deployed_by: string;
  readonly version_major: number;
  readonly version_minor: number;
  readonly version_bug_fix: number;
}

export type Approvals = DeploymentStatus['deploymentStatus'];

const NONE: Approval = { status: false, approvedBy: null, approvedAt: null };

/** Both approvals; `lock` holds their rows for the transaction (approve and deploy take the same lock). */
export const readApprovals = async (q: Queryable, lock = false): Promise<Approvals> => {
  const rows = await q.query<ApprovalRow>(
    `SELECT role, approved, approved_by, (extract(epoch FROM approved_at) * 1000)::float8 AS approved_ms
     FROM deployment_approvals ORDER BY role${lock ? ' FOR UPDATE' : ''}`,
  );
  const approvals: Record<ApproverRole, Approval> = { administrator: NONE, operator_admin: NONE };
  for (const row of rows) {
    approvals[row.role] = {
      status: row.approved,
      approvedBy: row.approved_by,
      approvedAt: row.approved_ms === null ? null : new Date(Math.round(row.approved_ms)).toISOString(),
    };
  }
  return approvals;
};

export const writeApproval = async (
  q: Queryable,
  role: ApproverRole,
  approved: boolean,
  by: string,
  at: Date,
): Promise<void> => {
  await q.query(
    'UPDATE deployment_approvals SET approved = $2, approved_by = $3, approved_at = $4 WHERE role = $1',
    [role, approved, by, at.toISOString()],
  );
};

/** Sets both approvals back to false (after a deployment, or when what they approved changed). */
export const resetApprovals = async (q: Queryable): Promise<void> => {
  await q.query('UPDATE deployment_approvals SET approved = false WHERE approved');
};

export const recordDeployment = async (
  q: Queryable,
  record: { readonly at: Date; readonly by: string; readonly version: DeploymentRecord['version'] },
): Promise<void> => {
  await q.query(
    `INSERT INTO deployments (deployed_at, deployed_by, version_major, version_minor, version_bug_fix)
     VALUES ($1, $2, $3, $4, $5)`,
    [record.at.toISOString(), record.by, record.version.major, record.version.minor, record.version.bugFix],
  );
};

export const readLastDeployment = async (q: Queryable): Promise<DeploymentRecord | null> => {
  const [row] = await q.query<DeploymentRow>(
    `SELECT (extract(epoch FROM deployed_at) * 1000)::float8 AS deployed_ms, deployed_by,
       version_major, version_minor, version_bug_fix
     FROM deployments ORDER BY id DESC LIMIT 1`,
  );
  if (!row) return null;
  return {
    deployedAt: new Date(Math.round(row.deployed_ms)).toISOString(),
    deployedBy: row.deployed_by,
    version: { major: row.version_major, minor: row.version_minor, bugFix: row.version_bug_fix },
  };
};
