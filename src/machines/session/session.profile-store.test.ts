import { describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNT_ID, fixtureProfile, makeUserToken } from './session.fixtures';
import { readStoredProfile } from './session.profile-read';
import {
  PROFILE_STORAGE_KEY,
  removeStoredProfile,
  userTokenFingerprint,
  writeStoredProfile,
} from './session.profile-store';

const token = makeUserToken(FIXTURE_ACCOUNT_ID, Date.UTC(2026, 3, 1));
const laterToken = makeUserToken(FIXTURE_ACCOUNT_ID, Date.UTC(2026, 3, 2));

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe('the stored profile (spec 001 §3 "profile data")', () => {
  it('is read back for the token it was stored with, and only for that one', () => {
    const storage = memoryStorage();
    writeStoredProfile(storage, { userToken: token, profile: fixtureProfile });
    expect(readStoredProfile(storage, token)).toEqual(fixtureProfile);
    expect(readStoredProfile(storage, laterToken)).toBeNull();
    expect(readStoredProfile(storage, null)).toBeNull();
  });

  it('keeps no copy of the token, only its fingerprint', () => {
    const storage = memoryStorage();
    writeStoredProfile(storage, { userToken: token, profile: fixtureProfile });
    const text = storage.items.get(PROFILE_STORAGE_KEY) ?? '';
    expect(text).not.toContain(token);
    expect(text).toContain(userTokenFingerprint(token));
    expect(userTokenFingerprint(token)).not.toBe(userTokenFingerprint(laterToken));
  });

  it('ignores what it cannot read: other JSON, broken JSON, a throwing storage', () => {
    const storage = memoryStorage();
    storage.items.set(PROFILE_STORAGE_KEY, '{"profile":{}}');
    expect(readStoredProfile(storage, token)).toBeNull();
    storage.items.set(PROFILE_STORAGE_KEY, '{not json');
    expect(readStoredProfile(storage, token)).toBeNull();
    const throwing = {
      ...storage,
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readStoredProfile(throwing, token)).toBeNull();
  });

  it('is removed', () => {
    const storage = memoryStorage();
    writeStoredProfile(storage, { userToken: token, profile: fixtureProfile });
    removeStoredProfile(storage);
    expect(storage.items.has(PROFILE_STORAGE_KEY)).toBe(false);
  });
});
