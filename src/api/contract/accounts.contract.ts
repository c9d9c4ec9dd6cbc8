import { Schema } from 'effect';
import { endpoint } from './endpoint';
import { isValidEmailAddress } from './email-rules';
import { AnalyticsConsent } from './analytics';

const UM = '/um/v1';
const tag = 'accounts';

/** Interface languages (spec 000 §1). German is the fallback. */
export const Language = Schema.Literal('de-DE', 'en-GB');
export type Language = typeof Language.Type;

/** Resources that carry access rights (spec 000 §3, 001 §6). */
export const RightsResource = Schema.Literal(
  'gateway/telematics',
  'logbook_entries',
  'logbook_entries/comments',
);
export type RightsResource = typeof RightsResource.Type;
export const RIGHTS_RESOURCES: readonly RightsResource[] = RightsResource.literals;

export const AccessRight = Schema.Struct({ canRead: Schema.Boolean, canCreate: Schema.Boolean });
export type AccessRight = typeof AccessRight.Type;

export const AccessRights = Schema.Record({ key: Schema.String, value: AccessRight }).annotations({
  identifier: 'AccessRights',
  description: 'Map from rights object name (e.g. gateway/telematics) to its right.',
});
export type AccessRights = typeof AccessRights.Type;

export const AccountRole = Schema.Literal('administrator', 'operator_admin', 'user', 'demo');
export type AccountRole = typeof AccountRole.Type;

/**
 * The roles the administration console admits (spec 001 §6; the deployment's approvers). The server
 * enforces it (`getAdminPermission` and every console call); the client reads it off the account it
 * already holds, to offer the console in the user menu (issue 28 §2).
 */
const ADMINISTRATION_ROLES: ReadonlySet<string> = new Set<AccountRole>(['administrator', 'operator_admin']);
export const mayUseAdministration = (role: string): boolean => ADMINISTRATION_ROLES.has(role);

const Id = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(64));
const AccountName = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(100));
/** Passkeys are checked against the rules separately; here only a sane bound. */
const Passkey = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(1000));

export const Organisation = Schema.Struct({ id: Id, name: Schema.String });
export type Organisation = typeof Organisation.Type;

// ---------------------------------------------------------------- tokens
export const LoginRequest = Schema.Struct({ accountName: AccountName, passkey: Passkey });
export const RefreshTokenResponse = Schema.Struct({
  /** The "user token": signed, carries accountId, iat and exp; stored by the client as `userToken`. */
  refreshToken: Schema.String,
});
export const AccessTokenResponse = Schema.Struct({
  accessToken: Schema.String,
  /** Seconds until the access token expires. */
  expiresIn: Schema.Number,
});

export const createRefreshToken = endpoint({
  operationId: 'createRefreshToken',
  method: 'POST',
  path: `${UM}/refresh-tokens`,
  summary:
    'Log in: create a refresh token (the user token) from account name and passkey (429 while the account name is locked or the client address has used its budget; 500 token_generation_failed when signing fails).',
  tag,
  auth: 'none',
  body: LoginRequest,
  success: { status: 201, schema: RefreshTokenResponse },
  errors: [401, 429, 500],
});

export const revokeRefreshToken = endpoint({
  operationId: 'revokeRefreshToken',
  method: 'DELETE',
  path: `${UM}/refresh-tokens/current`,
  summary: 'Log out: revoke the user token given as HTTP Basic user name.',
  tag,
  auth: 'userToken',
  success: { status: 204 },
  errors: [401],
});

export const createAccessToken = endpoint({
  operationId: 'createAccessToken',
  method: 'POST',
  path: `${UM}/access-tokens`,
  summary:
    'Create a short-lived access token from the user token (HTTP Basic; 500 token_generation_failed when signing fails).',
  tag,
  auth: 'userToken',
  success: { status: 201, schema: AccessTokenResponse },
  errors: [401, 500],
});

// ---------------------------------------------------------------- account
export const AccountAccessRightsResponse = Schema.Struct({
  activeOrganisationId: Id,
  /** Rights in the active organisation. */
  accessRights: AccessRights,
  /** Rights per issuing organisation id. */
  accessRightsByOrganisation: Schema.Record({ key: Schema.String, value: AccessRights }),
});
export type AccountAccessRightsResponse = typeof AccountAccessRightsResponse.Type;

export const PersonAccount = Schema.Struct({
  accountId: Id,
  oldLoginId: Schema.NullOr(Schema.String),
  accountName: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  email: Schema.NullOr(Schema.String),
  /** Display name; the demo user is recognised by it (spec 000 §1). */
  displayName: Schema.String,
  isDemoUser: Schema.Boolean,
  role: AccountRole,
  organisations: Schema.Array(Organisation),
  activeOrganisationId: Id,
  /** Present when an avatar is stored; changes whenever the image changes. */
  avatarImageUrlSignature: Schema.NullOr(Schema.String),
}).annotations({ identifier: 'PersonAccount' });
export type PersonAccount = typeof PersonAccount.Type;

export const AccountSettings = Schema.Struct({
  language: Schema.optional(Language),
  activeOrganisationId: Schema.optional(Id),
  /**
   * The answer to the analytics question (absent: not asked yet); revocable in the profile. The demo
   * account is shared, so nobody can answer for it (403).
   */
  analyticsConsent: Schema.optional(AnalyticsConsent),
}).annotations({ identifier: 'AccountSettings' });
export type AccountSettings = typeof AccountSettings.Type;

export const AccountSettingsBody = Schema.Struct({ settings: AccountSettings });

export const getAccountAccessRights = endpoint({
  operationId: 'getAccountAccessRights',
  method: 'GET',
  path: `${UM}/accounts/me/access-rights`,
  summary: 'Access rights of the caller in the active organisation and per organisation.',
  tag,
  auth: 'accessToken',
  success: { status: 200, schema: AccountAccessRightsResponse },
  errors: [401],
});

export const getPersonAccount = endpoint({
  operationId: 'getPersonAccount',
  method: 'GET',
  path: `${UM}/accounts/me`,
  summary: 'The caller’s account.',
  tag,
  auth: 'accessToken',
  success: { status: 200, schema: PersonAccount },
  errors: [401],
});

export const getAccountSettings = endpoint({
  operationId: 'getAccountSettings',
  method: 'GET',
  path: `${UM}/accounts/me/settings`,
  summary: 'The caller’s settings (language, active organisation).',
  tag,
  auth: 'accessToken',
  success: { status: 200, schema: AccountSettingsBody },
  errors: [401],
});

export const updateAccountSettings = endpoint({
  operationId: 'updateAccountSettings',
  method: 'PATCH',
  path: `${UM}/accounts/me/settings`,
  summary:
    'Change settings; switching activeOrganisationId to an organisation of another account is refused (403).',
  tag,
  auth: 'accessToken',
  body: AccountSettingsBody,
  success: { status: 200, schema: AccountSettingsBody },
  errors: [401, 403],
});

// ---------------------------------------------------------------- passkeys
export const PasskeyResetRequest = Schema.Struct({
  /** Account name or e-mail address. */
  accountName: AccountName,
  origin: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(50)), { default: () => 'telematics' }),
  emailLocale: Schema.optionalWith(Language, { default: () => 'de-DE' as const }),
});

export const PasskeyReset = Schema.Struct({
  newPasskey: Passkey,
  resetAuthentificationToken: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(200)),
});

export const PasskeyUpdate = Schema.Struct({ newPasskey: Passkey, oldPasskey: Passkey });

export const createPasskeyResetRequest = endpoint({
  operationId: 'createPasskeyResetRequest',
  method: 'POST',
  path: `${UM}/passkey-reset-requests`,
  summary:
    'Ask for a reset link by mail. Answers 204 whether or not the account exists; 429 when the client address has used its budget of failed logins and reset requests.',
  tag,
  auth: 'none',
  body: PasskeyResetRequest,
  success: { status: 204 },
  errors: [429],
});

export const createPasskeyReset = endpoint({
  operationId: 'createPasskeyReset',
  method: 'POST',
  path: `${UM}/passkey-resets`,
  summary: 'Set a new passkey with a single-use reset token; revokes the account’s user tokens.',
  tag,
  auth: 'none',
  body: PasskeyReset,
  success: { status: 204 },
  errors: [],
});

export const updatePasskey = endpoint({
  operationId: 'updatePasskey',
  method: 'PUT',
  path: `${UM}/accounts/me/passkey`,
  summary:
    'Change the caller’s passkey (403 wrong_passkey when oldPasskey is wrong; wrong attempts count towards the login throttle, 429).',
  tag,
  auth: 'accessToken',
  refusesDemoUser: 'The demo account cannot change its passkey.',
  body: PasskeyUpdate,
  success: { status: 204 },
  errors: [401, 403, 429],
});

// ---------------------------------------------------------------- e-mail
/** An e-mail address of the practical form ({@link isValidEmailAddress}); a 400 names the field. */
export const EmailAddress = Schema.String.pipe(
  Schema.filter(isValidEmailAddress, { message: () => 'invalid_email' }),
).annotations({ identifier: 'EmailAddress' });

export const EmailUpdate = Schema.Struct({ email: EmailAddress });
export type EmailUpdate = typeof EmailUpdate.Type;

export const updateEmail = endpoint({
  operationId: 'updateEmail',
  method: 'PUT',
  path: `${UM}/accounts/me/email`,
  summary:
    'Change the caller’s e-mail address (400 naming email when it is not a valid address; demo users: 403). Answers the address as stored.',
  tag,
  auth: 'accessToken',
  refusesDemoUser: 'The demo account cannot change its e-mail address.',
  body: EmailUpdate,
  success: { status: 200, schema: EmailUpdate },
  errors: [401, 403],
});

// ---------------------------------------------------------------- avatar
export const AvatarImageUrlResponse = Schema.Struct({ url: Schema.String });
export const AvatarImageBody = Schema.Struct({
  /** Base64 JPEG or PNG, without a data-URL prefix; at most 512 KiB decoded. */
  avatarImage: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(700_000)),
});

export const getAvatarImageUrl = endpoint({
  operationId: 'getAvatarImageUrl',
  method: 'GET',
  path: `${UM}/accounts/me/avatar-image-url`,
  summary: 'A signed URL of the caller’s avatar image, or 404 when none is stored.',
  tag,
  auth: 'accessToken',
  success: { status: 200, schema: AvatarImageUrlResponse },
  errors: [401, 404],
});

export const AvatarImageParams = Schema.Struct({ accountId: Id });
export const AvatarImageQuery = Schema.Struct({ signature: Schema.String.pipe(Schema.minLength(1)) });

export const getAvatarImage = endpoint({
  operationId: 'getAvatarImage',
  method: 'GET',
  path: `${UM}/accounts/{accountId}/avatar-image`,
  summary: 'The avatar image itself, authorised by the signature of getAvatarImageUrl.',
  tag,
  auth: 'signedUrl',
  params: AvatarImageParams,
  query: AvatarImageQuery,
  success: { status: 200, binary: { contentTypes: ['image/jpeg', 'image/png'] } },
  errors: [401, 404],
});

export const updateAvatarImage = endpoint({
  operationId: 'updateAvatarImage',
  method: 'PUT',
  path: `${UM}/accounts/me/avatar-image`,
  summary: 'Store the caller’s avatar image (demo users: 403).',
  tag,
  auth: 'accessToken',
  refusesDemoUser: 'The demo account cannot change its avatar.',
  body: AvatarImageBody,
  success: { status: 204 },
  errors: [401, 403],
});

export const deleteAvatarImage = endpoint({
  operationId: 'deleteAvatarImage',
  method: 'DELETE',
  path: `${UM}/accounts/me/avatar-image`,
  summary: 'Remove the caller’s avatar image (demo users: 403).',
  tag,
  auth: 'accessToken',
  refusesDemoUser: 'The demo account cannot change its avatar.',
  success: { status: 204 },
  errors: [401, 403],
});

export const accountEndpoints = [
  createRefreshToken,
  revokeRefreshToken,
  createAccessToken,
  getAccountAccessRights,
  getPersonAccount,
  getAccountSettings,
  updateAccountSettings,
  createPasskeyResetRequest,
  createPasskeyReset,
  updatePasskey,
  updateEmail,
  getAvatarImageUrl,
  getAvatarImage,
  updateAvatarImage,
  deleteAvatarImage,
] as const;
