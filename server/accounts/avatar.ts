import { forbidden, notFound, unauthorized } from '../http/api-error';
import type { BinaryResult, Caller } from '../http/route';
import type { AccountsContext } from './accounts.context';
import { findAccountById, type AccountRow } from './account-store';
import { decodeAvatarImage, type AvatarImage } from './avatar-image';
import { avatarSignatureMatches, signAvatar, signatureExpiry } from './avatar-signature';

const UM = '/um/v1';

const callerAccount = async (ctx: AccountsContext, caller: Caller): Promise<AccountRow> => {
  const account = await findAccountById(ctx.db, caller.accountId);
  if (!account) throw unauthorized();
  return account;
};

/** The demo account is shared by many people, so nobody may change its image (spec 001 §6). */
const refuseDemo = (account: AccountRow) => {
  if (account.role === 'demo') throw forbidden('The demo account cannot change its avatar.');
};

/** The signature for the account's current avatar, or null without one. */
export const avatarSignatureOf = async (ctx: AccountsContext, account: AccountRow): Promise<string | null> =>
  account.has_avatar
    ? signAvatar((await ctx.keys()).avatarUrl, account.id, account.avatar_version, ctx.clock.now())
    : null;

/** The signed URL of an account's avatar image (the administration's user list shows it too). */
export const avatarImageUrl = (accountId: string, signature: string): string =>
  `${UM}/accounts/${encodeURIComponent(accountId)}/avatar-image?signature=${encodeURIComponent(signature)}`;

export const getAvatarImageUrl = async (ctx: AccountsContext, caller: Caller) => {
  const account = await callerAccount(ctx, caller);
  const signature = await avatarSignatureOf(ctx, account);
  if (signature === null) throw notFound('Avatar image');
  return { url: avatarImageUrl(account.id, signature) };
};

export const getAvatarImage = async (
  ctx: AccountsContext,
  accountId: string,
  signature: string,
): Promise<BinaryResult> => {
  const expires = signatureExpiry(signature, ctx.clock.now());
  if (expires === null) throw unauthorized('The image link is invalid or has expired.');
  const rows = await ctx.db.query<{
    avatar_image: Uint8Array;
    avatar_content_type: string;
    avatar_version: number;
  }>(
    `SELECT avatar_image, avatar_content_type, avatar_version FROM accounts
     WHERE id = $1 AND avatar_image IS NOT NULL`,
    [accountId],
  );
  const row = rows[0];
  if (!row) throw notFound('Avatar image');
  const { avatarUrl } = await ctx.keys();
  if (!avatarSignatureMatches(avatarUrl, accountId, row.avatar_version, signature, expires)) {
    throw unauthorized('The image link is invalid or has expired.');
  }
  // The URL changes with every new image, so browsers may keep it for as long as it is valid.
  return {
    contentType: row.avatar_content_type,
    bytes: new Uint8Array(row.avatar_image),
    cacheControl: 'private, max-age=86400',
  };
};

/**
 * Stores an avatar for the caller. `image` is checked only once the caller may store one, so a demo
 * user learns nothing about the image from the answer.
 */
export const storeAvatarImage = async (
  ctx: AccountsContext,
  caller: Caller,
  image: () => AvatarImage,
): Promise<{ url: string }> => {
  refuseDemo(await callerAccount(ctx, caller));
  const { bytes, contentType } = image();
  const rows = await ctx.db.query<{ avatar_version: number }>(
    `UPDATE accounts SET avatar_image = $2, avatar_content_type = $3, avatar_version = avatar_version + 1
     WHERE id = $1 RETURNING avatar_version`,
    [caller.accountId, bytes, contentType],
  );
  const version = rows[0]?.avatar_version;
  if (version === undefined) throw unauthorized();
  const signature = signAvatar((await ctx.keys()).avatarUrl, caller.accountId, version, ctx.clock.now());
  return { url: avatarImageUrl(caller.accountId, signature) };
};

export const updateAvatarImage = async (ctx: AccountsContext, caller: Caller, avatarImage: string) => {
  await storeAvatarImage(ctx, caller, () => decodeAvatarImage(avatarImage));
};

export const deleteAvatarImage = async (ctx: AccountsContext, caller: Caller) => {
  refuseDemo(await callerAccount(ctx, caller));
  await ctx.db.query(
    `UPDATE accounts SET avatar_image = NULL, avatar_content_type = NULL, avatar_version = avatar_version + 1
     WHERE id = $1`,
    [caller.accountId],
  );
};
