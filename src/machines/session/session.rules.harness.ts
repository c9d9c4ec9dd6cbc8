import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { flushMicrotasks } from '../../../tests/model/replay-path';
import { createControllableActors } from '../testing/controllable-actors';
import { accessTokenOutput, FIXTURE_ACCOUNT_ID, fixtureProfile, makeUserToken } from './session.fixtures';
import type { ProfileOutput } from './session.actors';
import { sessionMachine } from './session.machine';

/** The harness of the session rule tests (session.rules.test.ts, session.account.test.ts). */
export const NOW = Date.UTC(2026, 2, 2, 8, 0, 0);
export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
export const validToken = makeUserToken(FIXTURE_ACCOUNT_ID, NOW + 30 * DAY);
export const credentials = { accountName: 'dispatcher', passkey: 'Portal-Demo-2026!' };

/** A running session with controllable calls, spy side effects and the clock at NOW. */
export const startSession = (userToken: string | null, storedProfile: ProfileOutput | null = null) => {
  vi.useFakeTimers({ now: NOW });
  const fakes = createControllableActors(Object.keys(sessionMachine.implementations.actors));
  const spies = {
    persistUserToken: vi.fn(),
    removeStoredUserToken: vi.fn(),
    persistProfile: vi.fn(),
    removeStoredProfile: vi.fn(),
    clearLocalStorage: vi.fn(),
    reloadPage: vi.fn(),
    logError: vi.fn(),
  };
  const actor = createActor(sessionMachine.provide({ actors: fakes.actors, actions: spies }), {
    input: { userToken, storedProfile },
  }).start();
  const settle = async (kind: 'resolve' | 'reject', id: string, value: unknown) => {
    fakes[kind](id, value);
    await flushMicrotasks();
  };
  return {
    actor,
    fakes,
    spies,
    snapshot: () => actor.getSnapshot(),
    running: () => fakes.pending().map((call) => call.id),
    resolve: (id: string, output: unknown) => settle('resolve', id, output),
    reject: (id: string, error: unknown) => settle('reject', id, error),
    /** The params an action spy got on its n-th call. */
    paramsOf: (spy: ReturnType<typeof vi.fn>, call = 0) => spy.mock.calls[call]?.[1] as unknown,
  };
};

/** Logged in with a 10-minute access token and the profile loaded. */
export const startReady = async () => {
  const session = startSession(validToken);
  await session.resolve('fetchAccessToken', accessTokenOutput);
  await session.resolve('loadProfile', fixtureProfile);
  expect(session.snapshot().hasTag('ready')).toBe(true);
  return session;
};
