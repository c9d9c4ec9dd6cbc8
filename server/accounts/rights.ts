import { RIGHTS_RESOURCES, type AccessRights, type RightsResource } from '../../src/api/contract';
import type { Queryable } from '../db/db';

interface RightRow {
  readonly organisation_id: string;
  readonly resource: RightsResource | null;
  readonly can_read: boolean | null;
  readonly can_create: boolean | null;
}

/** Every resource with no right at all, so clients always see the full list. */
export const noRights = (): Record<string, { canRead: boolean; canCreate: boolean }> =>
  Object.fromEntries(RIGHTS_RESOURCES.map((r) => [r, { canRead: false, canCreate: false }]));

/** The account's rights per organisation it belongs to (organisations without rights included). */
export const rightsByOrganisation = async (
  q: Queryable,
  accountId: string,
): Promise<Record<string, AccessRights>> => {
  const rows = await q.query<RightRow>(
    `SELECT m.organisation_id, r.resource, r.can_read, r.can_create
     FROM memberships m
     LEFT JOIN membership_rights r
       ON r.account_id = m.account_id AND r.organisation_id = m.organisation_id
     WHERE m.account_id = $1`,
    [accountId],
  );
  const out: Record<string, Record<string, { canRead: boolean; canCreate: boolean }>> = {};
  for (const row of rows) {
    const rights = (out[row.organisation_id] ??= noRights());
    if (row.resource) rights[row.resource] = { canRead: !!row.can_read, canCreate: !!row.can_create };
  }
  return out;
};

/** One organisation's grants, as the seed and the CLI write them. */
export type RightsGrant = Partial<
  Record<RightsResource, { readonly read: boolean; readonly create: boolean }>
>;

/** Makes the account a member of the organisation with these rights (replacing earlier ones). */
export const grantMembership = async (
  q: Queryable,
  membership: { accountId: string; organisationId: string; rights: RightsGrant; createdAt: Date },
): Promise<void> => {
  const { accountId, organisationId, rights, createdAt } = membership;
  await q.query(
    `INSERT INTO memberships (account_id, organisation_id, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (account_id, organisation_id) DO NOTHING`,
    [accountId, organisationId, createdAt],
  );
  for (const [resource, right] of Object.entries(rights)) {
    await q.query(
      `INSERT INTO membership_rights (account_id, organisation_id, resource, can_read, can_create)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (account_id, organisation_id, resource)
       DO UPDATE SET can_read = EXCLUDED.can_read, can_create = EXCLUDED.can_create`,
      [accountId, organisationId, resource, right.read, right.create],
    );
  }
};
