import { createActor } from 'xstate';
import type { AnalyticsScript } from '../../api/contract';
import { watchFact, type FactSource } from '../shared/fact-watch';
import { createAnalyticsConsentActors, type AnalyticsConsentDeps } from './analytics-consent.actors';
import { analyticsConsentMachine, type AnalyticsConsentActor } from './analytics-consent.machine';
import {
  analyticsAccountOf,
  sameAnalyticsAccount,
  type AnalyticsSessionSnapshot,
} from './analytics-consent.rules';
import type { AnalyticsAccountChanged } from './analytics-consent.types';

/** What the app-wide analytics consent actor needs from the composition root. */
export interface AnalyticsConsentStartDeps extends AnalyticsConsentDeps {
  /** The server's script (`ClientConfig.analytics`); null: off. */
  readonly script: AnalyticsScript | null;
  readonly session: FactSource<AnalyticsSessionSnapshot>;
  /** Stops tracking at once (src/api/analytics-script.ts `disableAnalytics`). */
  readonly disableTracking: () => void;
  /** The answer was stored: the session reads the account settings again. */
  readonly onSaved: () => void;
}

/** Starts the analytics consent actor, following the session's account and settings itself. */
export const startAnalyticsConsent = (deps: AnalyticsConsentStartDeps): AnalyticsConsentActor => {
  const machine = analyticsConsentMachine.provide({
    actors: {
      ...createAnalyticsConsentActors(deps),
      watchAccount: watchFact({
        source: deps.session,
        select: analyticsAccountOf,
        equals: sameAnalyticsAccount,
        toEvent: (account): AnalyticsAccountChanged => ({ type: 'account.changed', ...account }),
      }),
    },
    actions: {
      disableTracking: () => deps.disableTracking(),
      announceSaved: () => deps.onSaved(),
    },
  });
  return createActor(machine, { input: { script: deps.script } }).start();
};
