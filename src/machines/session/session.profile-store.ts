import type { ProfileOutput } from './session.actors';

/**
 * The profile kept in localStorage (spec 001 §3 Local storage: "profile data"), so that a reload
 * without a network still shows the logged-in app (issue 8). It is tied to the user token it was
 * loaded with by a fingerprint of that token (not the token itself: one copy of a credential is
 * enough), so another account's profile is never shown for this token. Reading it back decodes it
 * with the contract (session.profile-read.ts), loaded only when a stored session starts; writing and
 * removing it need no decoder, so the login page carries none (issue 28 §4).
 */

/** The localStorage key of the stored profile. */
export const PROFILE_STORAGE_KEY = 'profileData';

/**
 * A short, stable fingerprint of a user token (cyrb53, 53 bits as hex): enough to tell one token
 * from another; it is no secret and protects nothing (the token itself sits beside it).
 */
export const userTokenFingerprint = (userToken: string): string => {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < userToken.length; i++) {
    const code = userToken.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
};

/** What the session keeps in storage: the loaded profile and the token it belongs to. */
export interface ProfileToStore {
  readonly userToken: string;
  readonly profile: ProfileOutput;
}

/** Where the stored profile lives (`window.localStorage`; a Map-backed fake in tests). */
export type ProfileStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Stores the profile for its token (replacing any other). Throws what the storage throws (quota). */
export const writeStoredProfile = (storage: ProfileStorage, { userToken, profile }: ProfileToStore): void => {
  storage.setItem(
    PROFILE_STORAGE_KEY,
    JSON.stringify({ userTokenFingerprint: userTokenFingerprint(userToken), profile }),
  );
};

/** Removes the stored profile (logout, session end, another account). */
export const removeStoredProfile = (storage: ProfileStorage): void => {
  storage.removeItem(PROFILE_STORAGE_KEY);
};
