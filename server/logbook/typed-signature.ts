import type { TypedSignature } from '../../src/api/contract';
import { sha256Hex } from '../accounts/random';
import { oldestUsableConfirmation } from '../accounts/signature-confirmation';
import type { Queryable } from '../db/db';
import { invalidEntry } from './logbook-errors';

/** What an entry signed by typed name records (issue 36). */
export interface SignedBy {
  readonly fullName: string;
  readonly confirmedAt: Date;
}

/**
 * Redeems the confirmation of a signature by typed name, in the finalisation's transaction (a
 * finalisation refused for its rules rolls the redemption back with it). It must be the signer's own,
 * unused and at most {@link SIGNATURE_CONFIRMATION_DAYS} days old; anything else is a 400 naming
 * `typedSignature.confirmation` (in a sync push: `err_validation` for that item).
 */
export const redeemTypedSignature = async (
  tx: Queryable,
  accountId: string,
  now: Date,
  typed: TypedSignature,
): Promise<SignedBy> => {
  const [row] = await tx.query<{ full_name: string; confirmed_at: Date }>(
    `UPDATE signature_confirmations SET used_at = $3
     WHERE token_hash = $1 AND account_id = $2 AND used_at IS NULL AND confirmed_at >= $4
     RETURNING full_name, confirmed_at`,
    [sha256Hex(typed.confirmation), accountId, now, oldestUsableConfirmation(now)],
  );
  if (!row) throw invalidEntry([{ field: 'typedSignature.confirmation', message: 'signature_confirmation' }]);
  return { fullName: row.full_name, confirmedAt: new Date(row.confirmed_at) };
};
