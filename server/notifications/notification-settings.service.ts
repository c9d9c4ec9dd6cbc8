import type {
  NotificationSetting,
  NotificationSettingsSave,
  SuccessOf,
  saveNotificationSettings,
} from '../../src/api/contract';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { windowContainsInstant } from '../fleet/access-window';
import { requireFleetReader } from '../fleet/fleet-access';
import { ApiError, forbidden, notFound } from '../http/api-error';
import type { Caller } from '../http/route';
import { localDayOf } from '../telemetry/local-day';
import { readSettings, writeSettings } from './notification-settings.store';
import { temporaryStartIssue } from './temporary-period';
import { writeTemporarySettings } from './temporary-settings.store';

export interface NotificationDeps {
  readonly db: Db;
  readonly clock: Clock;
}

interface VehicleRow {
  readonly id: number;
  readonly wp_id: number;
  readonly limited: boolean;
  readonly window_start: string | null;
  readonly window_end: string | null;
}

const MAX_INT = 2_147_483_647;

/** 400 naming a body field, as the request decoder names it. */
const invalidBody = (field: string, message: string) =>
  new ApiError(400, 'invalid_request', `Invalid ${field}: ${message}`, {
    field,
    issues: [{ field, message }],
  });

/**
 * The id of the vehicle with the wpId in the organisation; 404 for any other wpId (the same for
 * unknown and foreign ones).
 */
export const organisationVehicleId = async (
  deps: NotificationDeps,
  organisationId: string,
  wpId: number,
): Promise<number> => {
  // The column is a 32-bit integer: any other number names no vehicle (and must not reach SQL).
  if (wpId > MAX_INT) throw notFound('Vehicle');
  const [vehicle] = await deps.db.query<{ id: number }>(
    'SELECT id FROM vehicles WHERE wp_id = $1 AND organisation_id = $2',
    [wpId, organisationId],
  );
  if (!vehicle) throw notFound('Vehicle');
  return vehicle.id;
};

export const createNotificationSettingsService = (deps: NotificationDeps) => ({
  /** All 16 settings of one vehicle of the caller's organisation (404 for any other wpId). */
  async read(caller: Caller, wpId: number): Promise<NotificationSetting[]> {
    const scope = await requireFleetReader(deps.db, caller);
    const vehicleId = await organisationVehicleId(deps, scope.organisationId, wpId);
    return (await readSettings(deps.db, [vehicleId])).get(vehicleId) ?? [];
  },

  /**
   * Stores one form for every named vehicle, all or nothing, in one transaction: demo users 403; a
   * wpId that is not a vehicle of the caller's organisation 400 naming wpIds (the same words for
   * unknown and foreign ones); a limited caller whose window on a vehicle does not include today
   * 403 (as the datasheet save). The form itself was checked by the contract (bounds, min ≤ max,
   * labels, units; a period's length and order). With a period the form is stored as temporary
   * settings of every vehicle for those days and the stored settings stay as they are (the answer
   * shows them, as without); its first day must be today (Berlin) or later and at most
   * `temporaryAheadDays` ahead, else 400 naming `period.from`.
   */
  async save(
    caller: Caller,
    body: NotificationSettingsSave,
  ): Promise<SuccessOf<typeof saveNotificationSettings>> {
    const scope = await requireFleetReader(deps.db, caller);
    if (scope.isDemoUser) throw forbidden('The demo user cannot save notification settings.');
    const at = deps.clock.now();
    const issue = body.period ? temporaryStartIssue(body.period, localDayOf(at.getTime())) : null;
    if (issue !== null) throw invalidBody('period.from', issue);
    return deps.db.transaction(async (tx) => {
      const rows = await tx.query<VehicleRow>(
        `SELECT v.id, v.wp_id, w.account_id IS NOT NULL AS limited,
           to_char(w.start_date, 'YYYY-MM-DD') AS window_start, to_char(w.end_date, 'YYYY-MM-DD') AS window_end
         FROM vehicles v LEFT JOIN vehicle_access_windows w ON w.vehicle_id = v.id AND w.account_id = $3
         WHERE v.organisation_id = $1 AND v.wp_id = ANY($2::int[])
         ORDER BY v.id FOR NO KEY UPDATE OF v`,
        [scope.organisationId, body.wpIds, scope.accountId],
      );
      const byWpId = new Map(rows.map((r) => [r.wp_id, r]));
      const unknown = body.wpIds.filter((id) => !byWpId.has(id));
      if (unknown.length > 0) {
        throw invalidBody('wpIds', `no vehicle of the organisation has the wpId ${unknown.join(', ')}`);
      }
      const closed = rows.filter(
        (r) =>
          r.limited && !windowContainsInstant({ start: r.window_start, end: r.window_end }, at.getTime()),
      );
      if (closed.length > 0) {
        throw forbidden(
          `Your limited-access window on the vehicle with wpId ${closed.map((r) => r.wp_id).join(', ')} does not include today: nothing was saved.`,
          'wpIds',
        );
      }
      const vehicles = body.wpIds.map((wpId) => byWpId.get(wpId)!);
      const ids = vehicles.map((v) => v.id);
      const by = { accountId: scope.accountId, at };
      if (body.period) await writeTemporarySettings(tx, ids, body.form, body.period, by);
      else await writeSettings(tx, ids, body.form, by);
      const stored = await readSettings(tx, ids);
      return {
        items: vehicles.map((v) => ({ wpId: v.wp_id, vehicleId: v.id, settings: stored.get(v.id) ?? [] })),
      };
    });
  },
});

export type NotificationSettingsService = ReturnType<typeof createNotificationSettingsService>;
