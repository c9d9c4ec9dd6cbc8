import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { AnalyticsScript } from '../../api/contract';
import { done, failed } from '../fleet/fleet.fixtures';
import { networkError } from '../session/session.fixtures';
import type {
  AnalyticsAccount,
  AnalyticsAccountChanged,
  AnalyticsConsentContext,
  AnalyticsConsentInput,
} from './analytics-consent.types';

/** The clock of the fixtures (22.11.2026 08:00 UTC); the machine has no timers. */
export const FIXTURE_NOW = Date.UTC(2026, 10, 22, 8, 0, 0);

/** A Plausible server of the operator's own. */
export const FIXTURE_SCRIPT: AnalyticsScript = {
  scriptUrl: 'https://stats.rail.example.de/js/script.js',
  site: 'portal.rail.example.de',
};

const changed = (account: AnalyticsAccount): AnalyticsAccountChanged => ({
  type: 'account.changed',
  ...account,
});

const user = (consent: AnalyticsAccount['consent'], accountId = 'acc-dispatcher'): AnalyticsAccountChanged =>
  changed({ ready: true, accountId, eligible: true, consent });

/** The session facts the model sends (each a different account situation). */
export const ACCOUNT_FACTS = {
  loggedOut: changed({ ready: false, accountId: null, eligible: false, consent: null }),
  /** An administrator (internal) or the demo account: never asked, nothing loaded. */
  internal: changed({ ready: true, accountId: 'acc-admin', eligible: false, consent: null }),
  notAsked: user(null),
  agreed: user('granted'),
  declined: user('denied'),
  /** Another person logs in on this page and has not been asked. */
  otherUser: user(null, 'acc-driver'),
} as const;

/** Test and story data for the analytics consent machine. Not imported by the app. */
export const analyticsConsentFixtures: {
  readonly inputs: Readonly<Record<'configured' | 'notConfigured', AnalyticsConsentInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    configured: { script: FIXTURE_SCRIPT },
    // No ANALYTICS_URL: the machine stays off.
    notConfigured: { script: null },
  },
  eventVariants: {
    'account.changed': Object.values(ACCOUNT_FACTS),
    'user.chooseConsent': [
      { type: 'user.chooseConsent', consent: 'granted' },
      { type: 'user.chooseConsent', consent: 'denied' },
    ],
    'user.retrySave': [{ type: 'user.retrySave' }],
    'xstate.done.actor.saveConsent': [done('saveConsent', undefined)],
    'xstate.error.actor.saveConsent': [failed('saveConsent', networkError())],
    'xstate.done.actor.loadScript': [done('loadScript', undefined)],
    'xstate.error.actor.loadScript': [failed('loadScript', new Error('blocked by an ad blocker'))],
  },
};

/** The model's "same state": the value and what the guards read. */
export const serializeAnalyticsConsent = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as AnalyticsConsentContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    account: context.accountId,
    eligible: context.eligible,
    consent: context.consent,
    unsaved: context.unsaved,
  });
};
