import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { callsOf, contextOf, implies, noCall, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import { ApiCallError } from '../../api/api-failure';
import { updateAccountSettings, updateEmail, updatePasskey, type ApiErrorBody } from '../../api/contract';
import { profileFormMachineFor } from './profile-form-machines';
import {
  FIXTURE_CURRENT_PASSKEY,
  FIXTURE_EMAIL,
  FIXTURE_NEW_PASSKEY,
  profileFormFixtures,
  serializeProfileForm,
} from './profile-form.fixtures';
import { profileFormMachine } from './profile-form.machine';
import { isEmailComplete, isPasskeyComplete, profileFailureReason } from './profile-form.rules';
import type { ProfileFormContext, SaveProfileRequest } from './profile-form.types';

const NOW = Date.UTC(2026, 10, 23, 8, 0, 0);
const ctx = contextOf<ProfileFormContext>;

const invariants: readonly ModelInvariant[] = [
  {
    name: 'a demo user never has a save in flight',
    holds: (o) => implies(ctx(o).isDemoUser, noCall(o)),
  },
  {
    name: 'the saving tag is on exactly while one save is in flight',
    holds: (o) => tagged(o, 'saving') === (callsOf(o).length === 1),
  },
  {
    name: 'a profile save sends only complete groups, at least one',
    holds: (o) =>
      callsOf(o, 'saveProfile').every((call) => {
        const input = call.input as SaveProfileRequest;
        return (
          (input.passkey !== null || input.email !== null) &&
          (input.passkey === null || input.passkey.newPasskey === FIXTURE_NEW_PASSKEY) &&
          (input.email === null || input.email === FIXTURE_EMAIL)
        );
      }),
  },
  {
    name: 'a language save sends the chosen language',
    holds: (o) =>
      callsOf(o, 'saveLanguage').every(
        (call) => (call.input as { language: string }).language === ctx(o).language,
      ),
  },
  {
    name: 'a failure is kept exactly while its dialog shows',
    holds: (o) => (ctx(o).failure !== null) === tagged(o, 'saveFailed'),
  },
];

describeModel('profile form machine (model-based)', {
  machine: profileFormMachine,
  inputs: profileFormFixtures.inputs,
  eventVariants: profileFormFixtures.eventVariants,
  now: NOW,
  invariants,
  serializeState: serializeProfileForm,
});

const httpError = (status: number, body: ApiErrorBody | null = null) =>
  new ApiCallError({ _tag: 'HttpError', status, body, retryAfterSeconds: null });
const httpFailure = (status: number, body: ApiErrorBody | null = null) => httpError(status, body).failure;

const start = (outcome: 'ok' | ApiCallError = 'ok', isDemoUser = false) => {
  const call = vi.fn((_endpoint: unknown, _input: unknown) =>
    outcome === 'ok' ? Promise.resolve(undefined) : Promise.reject(outcome),
  );
  const onSaved = vi.fn();
  const machine = profileFormMachineFor({
    api: { call: call as never },
    getAccessToken: () => 'access',
    onSaved,
  });
  const actor = createActor(machine, { input: { isDemoUser, language: 'de-DE' } });
  actor.start();
  return { actor, call, onSaved };
};

const completePasskey = {
  type: 'user.editPasskey',
  current: FIXTURE_CURRENT_PASSKEY,
  next: FIXTURE_NEW_PASSKEY,
  confirmation: FIXTURE_NEW_PASSKEY,
} as const;
const completeEmail = {
  type: 'user.editEmail',
  email: ` ${FIXTURE_EMAIL} `,
  confirmation: FIXTURE_EMAIL,
} as const;

describe('profile form machine (rules)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('enables the profile save only per spec 001 §5', () => {
    const { actor } = start();
    const save = { type: 'user.saveProfile' } as const;
    expect(actor.getSnapshot().can(save)).toBe(false);
    actor.send({ ...completePasskey, current: '' });
    expect(actor.getSnapshot().can(save)).toBe(false);
    actor.send({ ...completePasskey, confirmation: `${FIXTURE_NEW_PASSKEY}x` });
    expect(actor.getSnapshot().can(save)).toBe(false);
    actor.send({ ...completePasskey, next: 'Sh0rt!', confirmation: 'Sh0rt!' });
    expect(actor.getSnapshot().can(save)).toBe(false);
    actor.send(completePasskey);
    expect(actor.getSnapshot().can(save)).toBe(true);
    actor.send({ type: 'user.editPasskey', current: '', next: '', confirmation: '' });
    actor.send({ type: 'user.editEmail', email: 'not-an-address', confirmation: 'not-an-address' });
    expect(actor.getSnapshot().can(save)).toBe(false);
    actor.send(completeEmail);
    expect(actor.getSnapshot().can(save)).toBe(true);
  });

  it('tells complete groups', () => {
    expect(
      isPasskeyComplete({ current: 'x', next: FIXTURE_NEW_PASSKEY, confirmation: FIXTURE_NEW_PASSKEY }),
    ).toBe(true);
    expect(isEmailComplete({ email: 'a@b.de', confirmation: 'a@b.de' })).toBe(true);
    expect(isEmailComplete({ email: 'a@b', confirmation: 'a@b' })).toBe(false);
  });

  it('saves password then e-mail, clears the fields, announces it, and closes the dialog after 2 s', async () => {
    const { actor, call, onSaved } = start();
    actor.send(completePasskey);
    actor.send(completeEmail);
    actor.send({ type: 'user.saveProfile' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(call.mock.calls.map(([endpoint]) => endpoint)).toEqual([updatePasskey, updateEmail]);
    expect(call.mock.calls[0]?.[1]).toMatchObject({
      accessToken: 'access',
      body: { oldPasskey: FIXTURE_CURRENT_PASSKEY, newPasskey: FIXTURE_NEW_PASSKEY },
    });
    expect(call.mock.calls[1]?.[1]).toMatchObject({ body: { email: FIXTURE_EMAIL } });
    expect(actor.getSnapshot().hasTag('saved')).toBe(true);
    expect(actor.getSnapshot().context.saving).toBe('profile');
    expect(actor.getSnapshot().context.passkey.next).toBe('');
    expect(onSaved).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(actor.getSnapshot().hasTag('saved')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('keeps the fields on failure, tells why, and closes the dialog after 4 s', async () => {
    const wrong = httpError(403, { error: 'wrong_passkey', message: 'no', field: 'oldPasskey' });
    const { actor, call, onSaved } = start(wrong);
    actor.send(completePasskey);
    actor.send(completeEmail);
    actor.send({ type: 'user.saveProfile' });
    await vi.advanceTimersByTimeAsync(0);
    expect(call).toHaveBeenCalledTimes(1);
    expect(onSaved).not.toHaveBeenCalled();
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('saveFailed')).toBe(true);
    expect(profileFailureReason(snapshot.context.failure)).toBe('wrongPasskey');
    expect(snapshot.context.passkey.next).toBe(FIXTURE_NEW_PASSKEY);
    await vi.advanceTimersByTimeAsync(3999);
    expect(actor.getSnapshot().hasTag('saveFailed')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('saves a changed language only, and then takes it as saved', async () => {
    const { actor, call, onSaved } = start();
    const save = { type: 'user.saveLanguage' } as const;
    expect(actor.getSnapshot().can(save)).toBe(false);
    actor.send({ type: 'user.chooseLanguage', language: 'en-GB' });
    expect(actor.getSnapshot().can(save)).toBe(true);
    actor.send(save);
    await vi.advanceTimersByTimeAsync(0);
    expect(call).toHaveBeenCalledWith(updateAccountSettings, {
      accessToken: 'access',
      signal: expect.any(AbortSignal) as AbortSignal,
      body: { settings: { language: 'en-GB' } },
    });
    expect(onSaved).toHaveBeenCalledTimes(1);
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().context.savedLanguage).toBe('en-GB');
    expect(actor.getSnapshot().can(save)).toBe(false);
  });

  it('follows a language changed in the header unless a choice is pending', () => {
    const { actor } = start();
    actor.send({ type: 'session.languageChanged', language: 'en-GB' });
    expect(actor.getSnapshot().context).toMatchObject({ language: 'en-GB', savedLanguage: 'en-GB' });
    actor.send({ type: 'user.chooseLanguage', language: 'de-DE' });
    actor.send({ type: 'session.languageChanged', language: 'en-GB' });
    expect(actor.getSnapshot().context.language).toBe('de-DE');
  });

  it('lets a demo user save nothing', () => {
    const { actor, call } = start('ok', true);
    actor.send(completePasskey);
    actor.send(completeEmail);
    actor.send({ type: 'user.chooseLanguage', language: 'en-GB' });
    expect(actor.getSnapshot().can({ type: 'user.saveProfile' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.saveLanguage' })).toBe(false);
    actor.send({ type: 'user.saveProfile' });
    expect(call).not.toHaveBeenCalled();
  });

  it('tells the failure reasons apart', () => {
    expect(
      profileFailureReason(httpFailure(400, { error: 'invalid_request', message: '', field: 'email' })),
    ).toBe('invalidEmail');
    expect(
      profileFailureReason(
        httpFailure(400, { error: 'passkey_rules_violated', message: '', field: 'newPasskey' }),
      ),
    ).toBe('passkeyRules');
    expect(profileFailureReason(httpFailure(403))).toBe('forbidden');
    expect(profileFailureReason(httpFailure(429))).toBe('throttled');
    expect(profileFailureReason(httpFailure(500))).toBe('other');
    expect(profileFailureReason({ _tag: 'NetworkError', message: 'x' })).toBe('offline');
  });
});
