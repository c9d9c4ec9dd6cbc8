import { Option, Schema } from 'effect';
import { AccessRights, AccountSettings, PersonAccount } from '../../api/contract';
import type { ProfileOutput } from './session.actors';
import { PROFILE_STORAGE_KEY, userTokenFingerprint, type ProfileStorage } from './session.profile-store';

/** The stored profile as session.profile-store.ts writes it, decoded with the contract's schemas. */
const StoredProfile = Schema.Struct({
  userTokenFingerprint: Schema.String,
  profile: Schema.Struct({
    account: PersonAccount,
    accessRights: AccessRights,
    accessRightsByOrganisation: Schema.Record({ key: Schema.String, value: AccessRights }),
    settings: AccountSettings,
  }),
});
const decodeStoredProfile = Schema.decodeUnknownOption(Schema.parseJson(StoredProfile));

/**
 * The stored profile of `userToken`, or null: none stored, stored for another token, or unreadable
 * (an older format, a hand-edited value). Never throws: storage may be disabled.
 */
export const readStoredProfile = (
  storage: ProfileStorage,
  userToken: string | null,
): ProfileOutput | null => {
  if (userToken === null) return null;
  let text: string | null;
  try {
    text = storage.getItem(PROFILE_STORAGE_KEY);
  } catch {
    return null;
  }
  if (text === null) return null;
  return Option.match(decodeStoredProfile(text), {
    onNone: () => null,
    onSome: (stored) =>
      stored.userTokenFingerprint === userTokenFingerprint(userToken) ? stored.profile : null,
  });
};
