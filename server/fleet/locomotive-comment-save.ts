import type { LocomotiveCommentBody } from '../../src/api/contract';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { forbidden, notFound } from '../http/api-error';
import type { Caller } from '../http/route';
import { requireFleetReader } from './fleet-access';
import { parseFuelConsumption } from './fuel-consumption';
import { addComment, listComments, type CommentView } from './locomotive-comments';

/**
 * The datasheet save (spec 000 §4 Datasheet save): demo users may not save (403); the vehicle must be
 * of the caller's organisation (404); the settings must be valid (400 naming fuelConsumption). The
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
    const rows = await tx.query<{ id: number }>(
      'SELECT id FROM vehicles WHERE wp_id = $1 AND organisation_id = $2 FOR NO KEY UPDATE',
      [wpId, scope.organisationId],
    );
    const vehicle = rows[0];
    if (!vehicle) throw notFound('Vehicle');
    const fuelConsumption = parseFuelConsumption(body.fuelConsumption);
    await addComment(tx, {
      vehicleId: vehicle.id,
      accountId: scope.accountId,
      comment: body.comment,
      fuelConsumption,
      at: deps.clock.now(),
    });
    return { comments: await listComments(tx, vehicle.id) };
  });
};
