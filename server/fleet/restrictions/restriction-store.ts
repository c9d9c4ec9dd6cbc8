import type { Restriction } from '../../../src/api/contract';
import type { Queryable } from '../../db/db';

/** A stored restriction with its acknowledgements, as {@link readRestrictions} reads it. */
interface Row {
  readonly id: number;
  readonly vehicle_id: number;
  readonly text: string;
  readonly speed_limit_kmh: number | null;
  readonly valid_until: string | null;
  readonly created_at: string;
  readonly created_by: string | null;
  readonly created_name: string;
  readonly lifted_at: string | null;
  readonly lifted_by: string | null;
  readonly lifted_name: string | null;
  readonly lift_remark: string | null;
  /** [account, name, at ISO] per acknowledgement, oldest first. */
  readonly acks: readonly [string | null, string, string][] | string | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();

const restrictionOf = (row: Row, accountId: string, nowMs: number): Restriction => {
  const acks = (typeof row.acks === 'string' ? JSON.parse(row.acks) : (row.acks ?? [])) as [
    string | null,
    string,
    string,
  ][];
  const acknowledgements = acks.map(([id, name, at]) => ({ at: iso(at), by: { accountId: id, name } }));
  const validUntil = row.valid_until === null ? null : iso(row.valid_until);
  const lifted =
    row.lifted_at === null
      ? null
      : {
          at: iso(row.lifted_at),
          by: { accountId: row.lifted_by, name: row.lifted_name ?? '' },
          remark: row.lift_remark ?? '',
        };
  return {
    id: Number(row.id),
    vehicleId: row.vehicle_id,
    text: row.text,
    speedLimitKmh: row.speed_limit_kmh,
    validUntil,
    created: { at: iso(row.created_at), by: { accountId: row.created_by, name: row.created_name } },
    lifted,
    active: lifted === null && (validUntil === null || Date.parse(validUntil) > nowMs),
    acknowledgedByMe: acknowledgements.find((a) => a.by.accountId === accountId)?.at ?? null,
    acknowledgements,
  };
};

/** What to read: the vehicle's active ones, its ended ones (newest `top`), or one by id. */
export type RestrictionSelection =
  | { readonly kind: 'active' }
  | { readonly kind: 'ended'; readonly top: number }
  | { readonly kind: 'one'; readonly id: number };

/**
 * SQL: the restriction (table alias `alias`, '' for none) is active at the instant `at` (a parameter
 * such as `$2`): not lifted and not expired. The one definition every read, write and check uses.
 */
export const activeAtSql = (at: string, alias = 'r'): string => {
  const c = alias === '' ? '' : `${alias}.`;
  return `${c}lifted_at IS NULL AND (${c}valid_until IS NULL OR ${c}valid_until > ${at})`;
};

const WHERE: Readonly<Record<RestrictionSelection['kind'], string>> = {
  active: activeAtSql('$2'),
  ended: `NOT (${activeAtSql('$2')})`,
  one: 'r.id = $3',
};

/** The columns of a restriction and its acknowledgements (JSON) as `restrictionOf` reads them. */
const SELECT_RESTRICTIONS = `SELECT r.id::float8 AS id, r.vehicle_id, r.text, r.speed_limit_kmh, r.valid_until,
       r.created_at, r.created_by, r.created_name, r.lifted_at, r.lifted_by, r.lifted_name, r.lift_remark,
       (SELECT json_agg(json_build_array(a.account_id, a.name, a.acknowledged_at) ORDER BY a.acknowledged_at, a.id)
        FROM vehicle_restriction_acknowledgements a
        WHERE a.vehicle_id = r.vehicle_id AND a.restriction_id = r.id) AS acks
     FROM vehicle_restrictions r`;

/** Restrictions of one vehicle, newest first, as the contract answers them for `accountId`. */
export const readRestrictions = async (
  q: Queryable,
  vehicleId: number,
  selection: RestrictionSelection,
  accountId: string,
  now: Date,
): Promise<Restriction[]> => {
  const third = selection.kind === 'one' ? selection.id : selection.kind === 'ended' ? selection.top : null;
  const rows = await q.query<Row>(
    `${SELECT_RESTRICTIONS}
     WHERE r.vehicle_id = $1 AND ($2::timestamptz IS NOT NULL) AND ${WHERE[selection.kind]}
     ORDER BY r.created_at DESC, r.id DESC
     ${selection.kind === 'ended' ? 'LIMIT $3' : ''}`,
    third === null ? [vehicleId, now.toISOString()] : [vehicleId, now.toISOString(), third],
  );
  return rows.map((row) => restrictionOf(row, accountId, now.getTime()));
};

/**
 * Every restriction of the given vehicles, active and ended, by vehicle and oldest first (the logbook
 * export's restriction sheet: the history with the entries).
 */
export const readRestrictionHistory = async (
  q: Queryable,
  vehicleIds: readonly number[],
  now: Date,
): Promise<Restriction[]> => {
  if (vehicleIds.length === 0) return [];
  const rows = await q.query<Row>(
    `${SELECT_RESTRICTIONS}
     WHERE r.vehicle_id = ANY($1::int[])
     ORDER BY r.vehicle_id, r.created_at, r.id`,
    [[...vehicleIds]],
  );
  return rows.map((row) => restrictionOf(row, '', now.getTime()));
};

/** The caller's name as stored with what it does: first and last name, else the account name. */
const NAME_OF = `(SELECT coalesce(nullif(trim(first_name || ' ' || last_name), ''), account_name)
  FROM accounts WHERE id = $2)`;

export interface NewRestriction {
  readonly text: string;
  readonly speedLimitKmh: number | null;
  readonly validUntil: Date | null;
}

/** Stores a restriction; answers its id. */
export const insertRestriction = async (
  q: Queryable,
  vehicleId: number,
  accountId: string,
  now: Date,
  input: NewRestriction,
): Promise<number> => {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO vehicle_restrictions (vehicle_id, text, speed_limit_kmh, valid_until, created_at, created_by,
       created_name)
     VALUES ($1, $3, $4, $5, $6, $2, ${NAME_OF}) RETURNING id::float8 AS id`,
    [
      vehicleId,
      accountId,
      input.text,
      input.speedLimitKmh,
      input.validUntil?.toISOString() ?? null,
      now.toISOString(),
    ],
  );
  return Number(row?.id);
};

/** Lifts the restriction if it is still active at `now`; answers whether it did. */
export const liftRestriction = async (
  q: Queryable,
  vehicleId: number,
  restrictionId: number,
  accountId: string,
  now: Date,
  remark: string,
): Promise<boolean> => {
  const rows = await q.query<{ id: number }>(
    `UPDATE vehicle_restrictions SET lifted_at = $4, lifted_by = $2, lifted_name = ${NAME_OF}, lift_remark = $5
     WHERE vehicle_id = $1 AND id = $3 AND ${activeAtSql('$4', '')}
     RETURNING id`,
    [vehicleId, accountId, restrictionId, now.toISOString(), remark],
  );
  return rows.length > 0;
};

/**
 * Records the caller's acknowledgement once (a repeat keeps the first); answers whether the
 * restriction is (still) active at `now`, locking its row so a lifting waits or is seen.
 */
export const acknowledgeRestriction = async (
  q: Queryable,
  vehicleId: number,
  restrictionId: number,
  accountId: string,
  now: Date,
  at: Date,
): Promise<boolean> => {
  const [active] = await q.query<{ created_at: string }>(
    `SELECT created_at FROM vehicle_restrictions
     WHERE vehicle_id = $1 AND id = $2 AND ${activeAtSql('$3', '')}
     FOR SHARE`,
    [vehicleId, restrictionId, now.toISOString()],
  );
  if (!active) return false;
  const when = Math.max(at.getTime(), new Date(active.created_at).getTime());
  await q.query(
    `INSERT INTO vehicle_restriction_acknowledgements (vehicle_id, restriction_id, account_id, name, acknowledged_at)
     VALUES ($1, $3, $2, ${NAME_OF}, $4)
     ON CONFLICT (vehicle_id, restriction_id, account_id) DO NOTHING`,
    [vehicleId, accountId, restrictionId, new Date(when).toISOString()],
  );
  return true;
};

/** The active restrictions of every vehicle of the organisation (the map's badges), newest first. */
export const readActiveRestrictions = async (q: Queryable, organisationId: string, now: Date) =>
  (
    await q.query<{
      id: number;
      vehicle_id: number;
      text: string;
      speed_limit_kmh: number | null;
      valid_until: string | null;
    }>(
      `SELECT r.id::float8 AS id, r.vehicle_id, r.text, r.speed_limit_kmh, r.valid_until
       FROM vehicles v JOIN vehicle_restrictions r ON r.vehicle_id = v.id
         AND ${activeAtSql('$2')}
       WHERE v.organisation_id = $1
       ORDER BY r.vehicle_id, r.created_at DESC, r.id DESC`,
      [organisationId, now.toISOString()],
    )
  ).map((r) => ({
    id: Number(r.id),
    vehicleId: r.vehicle_id,
    text: r.text,
    speedLimitKmh: r.speed_limit_kmh,
    validUntil: r.valid_until === null ? null : iso(r.valid_until),
  }));
