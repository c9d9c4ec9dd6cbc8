import { MAX_PATH_ID, type TemporaryNotificationSettings } from '../../src/api/contract';
import { windowContainsInstant } from '../fleet/access-window';
import { requireFleetReader } from '../fleet/fleet-access';
import { forbidden, notFound } from '../http/api-error';
import type { Caller } from '../http/route';
import { localDayOf } from '../telemetry/local-day';
import { organisationVehicleId, type NotificationDeps } from './notification-settings.service';
import { readTemporarySettings } from './temporary-settings.store';

interface TemporaryOwnerRow {
  readonly limited: boolean;
  readonly window_start: string | null;
  readonly window_end: string | null;
}

/**
 * The temporary alert settings of a vehicle (saved through the settings save with a period): list
 * them and end one. They are created by `NotificationSettingsService.save`.
 */
export const createTemporarySettingsService = (deps: NotificationDeps) => ({
  /**
   * The vehicle's temporary settings that end today (Berlin) or later, as `read` answers the stored
   * ones: for every reader of the organisation, 404 for a wpId of another organisation or of nobody.
   */
  async list(caller: Caller, wpId: number): Promise<TemporaryNotificationSettings> {
    const scope = await requireFleetReader(deps.db, caller);
    const vehicleId = await organisationVehicleId(deps, scope.organisationId, wpId);
    const today = localDayOf(deps.clock.now().getTime());
    return { items: await readTemporarySettings(deps.db, vehicleId, today) };
  },

  /**
   * Ends a temporary setting at once by deleting it; the stored setting holds again (and its rule
   * starts afresh). As the save: demo users 403, a limited caller whose window on the vehicle does
   * not include today 403. 404 when the id is not a temporary setting of that vehicle of the
   * caller's organisation (the same for ids of other vehicles, organisations or of nobody).
   */
  async remove(caller: Caller, wpId: number, id: number): Promise<void> {
    const scope = await requireFleetReader(deps.db, caller);
    if (scope.isDemoUser) throw forbidden('The demo user cannot delete notification settings.');
    // Both columns are 32-bit integers: a larger number names nothing (and must not reach SQL).
    if (wpId > MAX_PATH_ID || id > MAX_PATH_ID) throw notFound('Temporary notification setting');
    const at = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      const [row] = await tx.query<TemporaryOwnerRow>(
        `SELECT w.account_id IS NOT NULL AS limited,
           to_char(w.start_date, 'YYYY-MM-DD') AS window_start, to_char(w.end_date, 'YYYY-MM-DD') AS window_end
         FROM notification_temporary_settings t
         JOIN vehicles v ON v.id = t.vehicle_id
         LEFT JOIN vehicle_access_windows w ON w.vehicle_id = v.id AND w.account_id = $4
         WHERE t.id = $1 AND v.wp_id = $2 AND v.organisation_id = $3
         FOR UPDATE OF t`,
        [id, wpId, scope.organisationId, scope.accountId],
      );
      if (!row) throw notFound('Temporary notification setting');
      if (
        row.limited &&
        !windowContainsInstant({ start: row.window_start, end: row.window_end }, at.getTime())
      ) {
        throw forbidden(
          `Your limited-access window on the vehicle with wpId ${wpId} does not include today: nothing was deleted.`,
        );
      }
      await tx.query('DELETE FROM notification_temporary_settings WHERE id = $1', [id]);
    });
  },
});

export type TemporarySettingsService = ReturnType<typeof createTemporarySettingsService>;
