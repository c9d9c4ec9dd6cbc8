import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { callsOf, contextOf, implies, noCall, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import { ApiCallError } from '../../api/api-failure';
import { updateAccountSettings, type AccountRole, type AnalyticsScript } from '../../api/contract';
import { createAnalyticsConsentActors } from './analytics-consent.actors';
import { startAnalyticsConsent } from './analytics-consent.start';
import {
  ACCOUNT_FACTS,
  analyticsConsentFixtures,
  FIXTURE_NOW,
  FIXTURE_SCRIPT,
  serializeAnalyticsConsent,
} from './analytics-consent.fixtures';
import { analyticsConsentMachine } from './analytics-consent.machine';
import {
  analyticsAccountOf,
  type AnalyticsSessionSnapshot,
  type SaveConsentRequest,
} from './analytics-consent.rules';
import type { AnalyticsAccountChanged, AnalyticsConsentContext } from './analytics-consent.types';

const ctx = contextOf<AnalyticsConsentContext>;

const invariants: readonly ModelInvariant[] = [
  {
    name: 'the script loads (or is loaded) only for an eligible account that agreed',
    holds: (o) =>
      implies(
        !noCall(o, 'loadScript') || tagged(o, 'tracking'),
        ctx(o).eligible && ctx(o).consent === 'granted',
      ),
  },
  {
    name: 'without a configured script nothing is asked, loaded or stored',
    holds: (o) => implies(ctx(o).script === null, !tagged(o, 'asking') && noCall(o)),
  },
  {
    name: 'the banner shows only to an eligible account that never answered',
    holds: (o) => implies(tagged(o, 'asking'), ctx(o).eligible && ctx(o).consent === null),
  },
  {
    name: 'a save in flight stores the latest choice, and the saving tag is on exactly then',
    holds: (o) =>
      callsOf(o, 'saveConsent').every(
        (call) => (call.input as SaveConsentRequest).consent === ctx(o).consent,
      ) && tagged(o, 'saving') === (callsOf(o, 'saveConsent').length === 1),
  },
];

describeModel('analytics consent machine (model-based)', {
  machine: analyticsConsentMachine,
  inputs: analyticsConsentFixtures.inputs,
  eventVariants: analyticsConsentFixtures.eventVariants,
  now: FIXTURE_NOW,
  invariants,
  serializeState: serializeAnalyticsConsent,
});

const apiFailure = () => new ApiCallError({ _tag: 'NetworkError', message: 'Failed to fetch' });

/** A running machine with recording fakes; the save answers `saves` in turn (the last repeats). */
const start = (
  script: AnalyticsScript | null = FIXTURE_SCRIPT,
  saves: readonly ('ok' | 'fail')[] = ['ok'],
) => {
  const saved: SaveConsentRequest[] = [];
  const loaded: AnalyticsScript[] = [];
  const effects: string[] = [];
  const machine = analyticsConsentMachine.provide({
    actors: {
      saveConsent: fromPromise<void, SaveConsentRequest>(({ input }) => {
        saved.push(input);
        return saves[Math.min(saved.length - 1, saves.length - 1)] === 'ok'
          ? Promise.resolve()
          : Promise.reject(apiFailure());
      }),
      loadScript: fromPromise<void, AnalyticsScript>(({ input }) => {
        loaded.push(input);
        return Promise.resolve();
      }),
    },
    actions: {
      disableTracking: () => void effects.push('disableTracking'),
      announceSaved: () => void effects.push('announceSaved'),
    },
  });
  const actor = createActor(machine, { input: { script } }).start();
  return { actor, saved, loaded, effects };
};
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};
const tags = (actor: ReturnType<typeof start>['actor']) =>
  (['available', 'asking', 'granted', 'tracking', 'saving', 'saveFailed'] as const).filter((t) =>
    actor.getSnapshot().hasTag(t),
  );

describe('analytics consent (rules)', () => {
  it('asks an eligible account once; Allow loads the script and stores the answer', async () => {
    const { actor, saved, loaded, effects } = start();
    actor.send(ACCOUNT_FACTS.notAsked);
    expect(tags(actor)).toEqual(['available', 'asking']);
    expect(loaded).toEqual([]);
    actor.send({ type: 'user.chooseConsent', consent: 'granted' });
    await settle();
    expect(saved).toEqual([{ consent: 'granted' }]);
    expect(loaded).toEqual([FIXTURE_SCRIPT]);
    expect(tags(actor)).toEqual(['available', 'granted', 'tracking']);
    expect(effects).toEqual(['announceSaved']);
    // The session reads the settings again and echoes the stored answer: nothing changes.
    actor.send(ACCOUNT_FACTS.agreed);
    expect(loaded).toHaveLength(1);
  });

  it('Decline loads nothing and is stored; the banner does not come back', async () => {
    const { actor, saved, loaded } = start();
    actor.send(ACCOUNT_FACTS.notAsked);
    actor.send({ type: 'user.chooseConsent', consent: 'denied' });
    await settle();
    expect(saved).toEqual([{ consent: 'denied' }]);
    expect(loaded).toEqual([]);
    actor.send(ACCOUNT_FACTS.declined);
    expect(tags(actor)).toEqual(['available']);
  });

  it('loads at once for an account that agreed before, without asking', async () => {
    const { actor, saved, loaded } = start();
    actor.send(ACCOUNT_FACTS.agreed);
    await settle();
    expect(loaded).toEqual([FIXTURE_SCRIPT]);
    expect(saved).toEqual([]);
    expect(actor.getSnapshot().hasTag('asking')).toBe(false);
  });

  it('revoking in the profile stops tracking at once, also when the save fails, and retries', async () => {
    const { actor, saved, effects } = start(FIXTURE_SCRIPT, ['fail', 'ok']);
    actor.send(ACCOUNT_FACTS.agreed);
    await settle();
    actor.send({ type: 'user.chooseConsent', consent: 'denied' });
    expect(effects).toEqual(['disableTracking']);
    await settle();
    expect(tags(actor)).toEqual(['available', 'saveFailed']);
    // A reload of the session still says "granted" (the save failed): the revocation holds.
    actor.send(ACCOUNT_FACTS.agreed);
    expect(actor.getSnapshot().hasTag('granted')).toBe(false);
    actor.send({ type: 'user.retrySave' });
    await settle();
    expect(saved).toEqual([{ consent: 'denied' }, { consent: 'denied' }]);
    expect(tags(actor)).toEqual(['available']);
    expect(effects).toEqual(['disableTracking', 'announceSaved']);
  });

  it('never asks or loads for internal or demo accounts, logged out, or without a script', async () => {
    const { actor, loaded } = start();
    for (const fact of [ACCOUNT_FACTS.internal, ACCOUNT_FACTS.loggedOut]) {
      actor.send(fact);
      expect(tags(actor), fact.accountId ?? 'logged out').toEqual([]);
    }
    const off = start(null);
    off.actor.send(ACCOUNT_FACTS.notAsked);
    off.actor.send({ type: 'user.chooseConsent', consent: 'granted' });
    await settle();
    expect(off.actor.getSnapshot().value).toBe('off');
    expect([...loaded, ...off.loaded, ...off.saved]).toEqual([]);
  });

  it('stops tracking when another account takes over the page, and asks that one', async () => {
    const { actor, effects } = start();
    actor.send(ACCOUNT_FACTS.agreed);
    await settle();
    actor.send(ACCOUNT_FACTS.otherUser);
    expect(effects).toEqual(['disableTracking']);
    expect(tags(actor)).toEqual(['available', 'asking']);
  });

  it('stores the answer in the account settings', async () => {
    const call = vi.fn(() => Promise.resolve(undefined));
    const actors = createAnalyticsConsentActors({
      api: { call: call as never },
      getAccessToken: () => 'access',
      loadScript: () => Promise.resolve(),
    });
    const machine = analyticsConsentMachine.provide({ actors: { saveConsent: actors.saveConsent } });
    const actor = createActor(machine, { input: { script: FIXTURE_SCRIPT } }).start();
    actor.send(ACCOUNT_FACTS.declined);
    actor.send({ type: 'user.chooseConsent', consent: 'granted' });
    await settle();
    expect(call).toHaveBeenCalledWith(updateAccountSettings, {
      accessToken: 'access',
      signal: expect.any(AbortSignal) as AbortSignal,
      body: { settings: { analyticsConsent: 'granted' } },
    });
  });
});

describe('the account fact', () => {
  const snapshot = (role: AccountRole, isDemoUser = false, ready = true) => ({
    hasTag: () => ready,
    context: {
      account: { accountId: 'acc-1', role, isDemoUser },
      settings: { analyticsConsent: 'granted' as const },
    },
  });

  it.each([
    ['user', false, true],
    ['operator_admin', false, true],
    ['administrator', false, false],
    ['demo', true, false],
  ] as const)('a %s account (demo %s) is eligible: %s', (role, demo, eligible) => {
    const fact: Omit<AnalyticsAccountChanged, 'type'> = analyticsAccountOf(snapshot(role, demo));
    expect(fact).toEqual({ ready: true, accountId: 'acc-1', eligible, consent: 'granted' });
  });

  it('is empty while logged out', () => {
    expect(analyticsAccountOf(snapshot('user', false, false))).toEqual({
      ready: false,
      accountId: null,
      eligible: false,
      consent: null,
    });
  });
});

describe('the app-wide analytics actor (startAnalyticsConsent)', () => {
  it('follows the session itself, stores the answer and has the session read it again', async () => {
    const listeners = new Set<(snapshot: AnalyticsSessionSnapshot) => void>();
    let current: AnalyticsSessionSnapshot = { hasTag: () => false, context: { account: null, settings: {} } };
    const session = {
      getSnapshot: () => current,
      subscribe: (listener: (snapshot: AnalyticsSessionSnapshot) => void) => {
        listeners.add(listener);
        return { unsubscribe: () => listeners.delete(listener) };
      },
    };
    const effects: string[] = [];
    const call = vi.fn(() => Promise.resolve(undefined));
    const actor = startAnalyticsConsent({
      script: FIXTURE_SCRIPT,
      session,
      api: { call: call as never },
      getAccessToken: () => 'access',
      loadScript: (script) => {
        effects.push(`load ${script.site}`);
        return Promise.resolve();
      },
      disableTracking: () => effects.push('disable'),
      onSaved: () => effects.push('saved'),
    });
    expect(actor.getSnapshot().hasTag('asking')).toBe(false);
    current = {
      hasTag: () => true,
      context: { account: { accountId: 'acc-1', role: 'user', isDemoUser: false }, settings: {} },
    };
    for (const listener of listeners) listener(current);
    expect(actor.getSnapshot().hasTag('asking')).toBe(true);
    actor.send({ type: 'user.chooseConsent', consent: 'granted' });
    await settle();
    expect(effects).toEqual([`load ${FIXTURE_SCRIPT.site}`, 'saved']);
    actor.send({ type: 'user.chooseConsent', consent: 'denied' });
    await settle();
    expect(effects).toEqual([`load ${FIXTURE_SCRIPT.site}`, 'saved', 'disable', 'saved']);
    actor.stop();
  });
});
