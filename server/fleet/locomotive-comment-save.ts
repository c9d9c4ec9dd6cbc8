import type { LocomotiveCommentBody } from '../../src/api/contract';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { forbidden, notFound } from '../http/api-error';
import type { Caller } from '../http/route';
import { windowContainsInstant } from './access-window';
import { requireFleetReader } from './fleet-access';
import { parseFuelConsumption } from './fuel-consumption';
import { addComment, listComments, type CommentView } from './locomotive-comments';

interface VehicleWindowRow {
  readonly id: number;
  readonly limited: boolean;
  readonly window_start: string | null;
  readonly window_end: string | null;
}

/**
 * The datasheet save (spec 000 §4 Datasheet save): demo users may not save (403); the vehicle must be
 * of the caller's organisation (404); a caller with a limited-access window on it saves only while
 * the window includes today (403); the settings must be valid (400 naming fuelConsumption). The
 * comment and the vehicle's settings are written together. Answers every comment, newest first.
 */
export const saveLocomotiveComment = async (
  deps: { readonly db: Db; readonly clock: Clock },
  caller: Caller,
  wpId: number,
  body: typeof LocomotiveCommentBody.Type,
): Promise<{ comments: CommentView[] }> => {
  const scope = await requireFleetReader(deps.db, caller);
  if (scope.isDemoUser) throw forbidden('The demo user cannot save.');
  // The column is a 32-bit integer: any other number names no vehicle (and must not reach SQL).
  if (wpId < -2_147_483_648 || wpId > 2_147_483_647) throw notFound('Vehicle');
  return deps.db.transaction(async (tx) => {
    const rows = await tx.query<VehicleWindowRow>(
      `SELECT v.id, w.account_id IS NOT NULL AS limited, to_char(w.start_date, 'YYYY-MM-DD') AS window_start,
         to_char(w.end_date, 'YYYY-MM-DD') AS window_end
       FROM vehicles v LEFT JOIN vehicle_access_windows w ON w.vehicle_id = v.id AND w.account_id = $3
       WHERE v.wp_id = $1 AND v.organisation_id = $2 FOR NO KEY UPDATE OF v`,
      [wpId, scope.organisationId, scope.accountId],
    );
    const vehicle = rows[0];
    if (!vehicle) throw notFound('Vehicle');
    const at = deps.clock.now();
    // The comment would be dated now: a limited user writes nothing outside the window either.
    const window = vehicle.limited ? { start: vehicle.window_start, end: vehicle.window_end } : null;
    if (!windowContainsInstant(window, at.getTime())) {
      throw forbidden(
        'Your limited-access window on this vehicle does not include today: nothing can be saved.',
      );
    }
    const fuelConsumption = parseFuelConsumption(body.fuelConsumption);
    await addComment(tx, {
      vehicleId: vehicle.id,
      accountId: scope.accountId,
      comment: body.comment,
      fuelConsumption,
      at,
    });
    return { comments: await listComments(tx, vehicle.id, scope.accountId) };
  });
};
