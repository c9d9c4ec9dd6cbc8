import { Schema } from 'effect';
import { EmailAddress, Language } from './accounts.contract';
import { endpoint } from './endpoint';
import { VehicleListItem } from './fleet.contract';
import { FilePart } from './multipart';

/**
 * The content service's account calls (spec 001 §7 "Account and profile"). They answer from the same
 * accounts as the user-management calls (`/um/v1/accounts/me…`), so both families always agree.
 */
const WP = '/wp-json/wp/v2';
const CONTENT = '/wp-json/fvm/v1';
const tag = 'content';

/** Largest profile image the content service takes (bytes of the image part). */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Passwords are checked against the rules separately; here only a sane bound. */
const Password = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(1000));

export const ContentUserUpdate = Schema.Struct({
  email: Schema.optional(EmailAddress),
  /** The new password; it must keep the password rules (`passkey-rules.ts`). */
  password: Schema.optional(Password),
  /** Every change needs the current password (403 wrong_passkey when it is wrong). */
  currentPassword: Password,
})
  .pipe(
    Schema.filter((b) => b.email !== undefined || b.password !== undefined, {
      message: () => 'give a new email or password (or both)',
    }),
  )
  .annotations({ identifier: 'ContentUserUpdate' });
export type ContentUserUpdate = typeof ContentUserUpdate.Type;

export const ContentUser = Schema.Struct({
  userId: Schema.String,
  /** The address as stored after the change. */
  email: Schema.NullOr(Schema.String),
}).annotations({ identifier: 'ContentUser' });
export type ContentUser = typeof ContentUser.Type;

export const UserData = Schema.Struct({
  userId: Schema.String,
  /** A signed URL of the avatar (as getAvatarImageUrl gives it), null without one. */
  imageurl: Schema.NullOr(Schema.String),
  firstName: Schema.String,
  lastName: Schema.String,
  /** The chosen language; null while the user never chose one (the client keeps the one in use). */
  locale: Schema.NullOr(Language),
}).annotations({ identifier: 'UserData' });
export type UserData = typeof UserData.Type;

export const ProfileImageUpload = Schema.Struct({
  /** A JPEG or PNG of at most {@link PROFILE_IMAGE_MAX_BYTES}; its declared type must match its bytes. */
  image: FilePart,
});
export type ProfileImageUpload = typeof ProfileImageUpload.Type;

export const ProfileImage = Schema.Struct({ imageurl: Schema.String });
export const LocaleBody = Schema.Struct({ locale: Language });

export const updateContentUser = endpoint({
  operationId: 'updateContentUser',
  method: 'POST',
  path: `${WP}/users/me`,
  summary:
    'Change the caller’s e-mail address and/or password, confirmed by the current password (403 wrong_passkey; wrong attempts count towards the login throttle, 429). A new password revokes the caller’s other sessions. Demo users: 403.',
  tag,
  auth: 'accessToken',
  refusesDemoUser: 'The demo account cannot change its passkey or e-mail address.',
  body: ContentUserUpdate,
  success: { status: 200, schema: ContentUser },
  errors: [401, 403, 429],
});

export const getUserData = endpoint({
  operationId: 'getUserData',
  method: 'GET',
  path: `${CONTENT}/user/userdata`,
  summary: 'The caller’s id, avatar URL, name and chosen language.',
  tag,
  auth: 'accessToken',
  success: { status: 200, schema: UserData },
  errors: [401, 403],
});

export const uploadProfileImage = endpoint({
  operationId: 'uploadProfileImage',
  method: 'POST',
  path: `${CONTENT}/user/profileimg`,
  summary:
    'Store the caller’s avatar from the multipart part `image` (JPEG or PNG by its bytes, at most 5 MiB, declared type matching; else 400 naming image). Demo users: 403.',
  tag,
  auth: 'accessToken',
  refusesDemoUser: 'The demo account cannot change its avatar.',
  body: ProfileImageUpload,
  bodyType: 'multipart',
  success: { status: 200, schema: ProfileImage },
  errors: [401, 403],
});

export const deleteProfileImage = endpoint({
  operationId: 'deleteProfileImage',
  method: 'DELETE',
  path: `${CONTENT}/user/profileimg`,
  summary: 'Remove the caller’s avatar (demo users: 403).',
  tag,
  auth: 'accessToken',
  refusesDemoUser: 'The demo account cannot change its avatar.',
  success: { status: 204 },
  errors: [401, 403],
});

export const saveUserLocale = endpoint({
  operationId: 'saveUserLocale',
  method: 'POST',
  path: `${CONTENT}/user/locale`,
  summary: 'Store the caller’s language, as the account settings do (demo users: 403).',
  tag,
  auth: 'accessToken',
  refusesDemoUser: 'The demo account cannot change its language.',
  body: LocaleBody,
  success: { status: 200, schema: LocaleBody },
  errors: [401, 403],
});

export const getLocomotives = endpoint({
  operationId: 'getLocomotives',
  method: 'GET',
  path: `${CONTENT}/locomotive/`,
  summary: 'The caller’s vehicles: the list getUserVehicles answers, with the same access rules.',
  tag,
  auth: 'accessToken',
  access: 'vehicleList',
  success: { status: 200, schema: Schema.Struct({ items: Schema.Array(VehicleListItem) }) },
  errors: [401, 403],
});

export const contentAccountEndpoints = [
  updateContentUser,
  getUserData,
  uploadProfileImage,
  deleteProfileImage,
  saveUserLocale,
  getLocomotives,
] as const;
