import {
  RESTRICTION_LIMITS,
  type AcknowledgeRestriction,
  type ActiveRestrictions,
  type CreateRestriction,
  type Restriction,
  type VehicleRestrictions,
} from '../../../src/api/contract';
import { administrationPermission } from '../../admin/admin-access';
import type { CallerScope } from '../../accounts/caller-scope';
import type { Clock } from '../../clock';
import type { Db, Queryable } from '../../db/db';
import { ApiError, forbidden, notFound } from '../../http/api-error';
import type { Caller } from '../../http/route';
import { requireVehicleListReader } from '../fleet-access';
import {
  acknowledgeRestriction,
  insertRestriction,
  liftRestriction,
  readActiveRestrictions,
  readRestrictions,
} from './restriction-store';

export interface RestrictionDeps {
  readonly db: Db;
  readonly clock: Clock;
}

const badField = (field: string, message: string) =>
  new ApiError(400, 'invalid_request', message, { field, issues: [{ field, message }] });

/** The caller's scope when the vehicle is one of its organisation's, else 404 (known or not). */
const vehicleScope = async (q: Queryable, caller: Caller, vehicleId: number): Promise<CallerScope> => {
  const { scope } = await requireVehicleListReader(q, caller);
  const [row] = await q.query<{ id: number }>(
    'SELECT id FROM vehicles WHERE id = $1 AND organisation_id = $2',
    [vehicleId, scope.organisationId],
  );
  if (!row) throw notFound('Vehicle');
  return scope;
};

/**
 * Who may attach and lift restrictions: the console roles (administrators, the operator's admins) and
 * accounts with the gateway/telematics create right in the active organisation; never the demo user.
 */
export const requireRestrictionEditor = async (q: Queryable, caller: Caller, scope: CallerScope) => {
  if (scope.isDemoUser) throw forbidden('The demo user cannot set restrictions.');
  if (scope.rights['gateway/telematics']?.canCreate === true) return;
  if ((await administrationPermission(q, caller)).allowed) return;
  throw forbidden(
    'Setting restrictions needs the gateway/telematics create right or an administrator’s role in the active organisation.',
  );
};

const notActive = () =>
  new ApiError(409, 'conflict', 'The restriction is no longer active.', { field: 'restrictionId' });

/**
 * Restriction notices on vehicles (issue 30 §2): read by everyone who sees the vehicle list, set and
 * lifted by editors ({@link requireRestrictionEditor}), acknowledged once per driver (logbook_entries
 * create). Nothing is kept in memory: every instance reads the database.
 */
export const createRestrictionService = (deps: RestrictionDeps) => {
  const one = async (
    q: Queryable,
    vehicleId: number,
    id: number,
    accountId: string,
  ): Promise<Restriction> => {
    const [found] = await readRestrictions(q, vehicleId, { kind: 'one', id }, accountId, deps.clock.now());
    if (!found) throw notFound('Restriction');
    return found;
  };

  return {
    async list(caller: Caller, vehicleId: number): Promise<VehicleRestrictions> {
      const scope = await vehicleScope(deps.db, caller, vehicleId);
      const now = deps.clock.now();
      const [active, history] = await Promise.all([
        readRestrictions(deps.db, vehicleId, { kind: 'active' }, scope.accountId, now),
        readRestrictions(
          deps.db,
          vehicleId,
          { kind: 'ended', top: RESTRICTION_LIMITS.historySize },
          scope.accountId,
          now,
        ),
      ]);
      return { vehicleId, active, history };
    },

    async active(caller: Caller): Promise<ActiveRestrictions> {
      const { scope } = await requireVehicleListReader(deps.db, caller);
      return { items: await readActiveRestrictions(deps.db, scope.organisationId, deps.clock.now()) };
    },

    async create(caller: Caller, vehicleId: number, body: CreateRestriction): Promise<Restriction> {
      const scope = await vehicleScope(deps.db, caller, vehicleId);
      await requireRestrictionEditor(deps.db, caller, scope);
      const now = deps.clock.now();
      const validUntil = body.validUntil === null ? null : new Date(body.validUntil);
      if (validUntil && validUntil.getTime() <= now.getTime()) {
        throw badField('validUntil', 'validUntil must lie in the future.');
      }
      const input = { text: body.text.trim(), speedLimitKmh: body.speedLimitKmh, validUntil };
      const id = await insertRestriction(deps.db, vehicleId, scope.accountId, now, input);
      return one(deps.db, vehicleId, id, scope.accountId);
    },

    async lift(
      caller: Caller,
      vehicleId: number,
      restrictionId: number,
      remark: string,
    ): Promise<Restriction> {
      const scope = await vehicleScope(deps.db, caller, vehicleId);
      await requireRestrictionEditor(deps.db, caller, scope);
      return deps.db.transaction(async (tx) => {
        await one(tx, vehicleId, restrictionId, scope.accountId);
        const lifted = await liftRestriction(
          tx,
          vehicleId,
          restrictionId,
          scope.accountId,
          deps.clock.now(),
          remark.trim(),
        );
        if (!lifted) throw notActive();
        return one(tx, vehicleId, restrictionId, scope.accountId);
      });
    },

    async acknowledge(
      caller: Caller,
      vehicleId: number,
      restrictionId: number,
      body: AcknowledgeRestriction,
    ): Promise<Restriction> {
      const scope = await vehicleScope(deps.db, caller, vehicleId);
      if (scope.isDemoUser || scope.rights['logbook_entries']?.canCreate !== true) {
        throw forbidden('Acknowledging a restriction needs the logbook_entries create right.');
      }
      const now = deps.clock.now();
      const at = body.acknowledgedAt === undefined ? now : new Date(body.acknowledgedAt);
      if (at.getTime() > now.getTime() + RESTRICTION_LIMITS.clockSkewMs) {
        throw badField('acknowledgedAt', 'acknowledgedAt must not lie in the future.');
      }
      return deps.db.transaction(async (tx) => {
        await one(tx, vehicleId, restrictionId, scope.accountId);
        const stored = await acknowledgeRestriction(tx, vehicleId, restrictionId, scope.accountId, now, at);
        if (!stored) throw notActive();
        return one(tx, vehicleId, restrictionId, scope.accountId);
      });
    },
  };
};

export type RestrictionService = ReturnType<typeof createRestrictionService>;
