import { fromPromise } from 'xstate';
import { callAuth, type ApiClient } from '../../api/api-client';
import { updateAccountSettings, type AnalyticsScript } from '../../api/contract';
import type { SaveConsentRequest } from './analytics-consent.rules';

const notProvided = (name: string) => () =>
  Promise.reject(
    new Error(`The analytics actor '${name}' was not provided (see analytics-consent.start.ts).`),
  );

/** The machine's calls; the defaults reject (tests and stories provide fakes). */
export const analyticsConsentActorDefaults = {
  /** Stores the answer in the account settings. */
  saveConsent: fromPromise<void, SaveConsentRequest>(notProvided('saveConsent')),
  /** Adds the analytics script to the page; resolves once it loaded. */
  loadScript: fromPromise<void, AnalyticsScript>(notProvided('loadScript')),
};

/** What the real calls need. */
export interface AnalyticsConsentDeps {
  readonly api: Pick<ApiClient, 'call'>;
  /** Read at call time: a refresh in between is picked up. */
  readonly getAccessToken: () => string | null;
  /** Loads the script (src/api/analytics-script.ts); leaving the state aborts the wait. */
  readonly loadScript: (script: AnalyticsScript, signal: AbortSignal) => Promise<void>;
}

export const createAnalyticsConsentActors = (
  deps: AnalyticsConsentDeps,
): typeof analyticsConsentActorDefaults => ({
  saveConsent: fromPromise<void, SaveConsentRequest>(async ({ input, signal }) => {
    await deps.api.call(updateAccountSettings, {
      ...callAuth(deps.getAccessToken(), signal),
      body: { settings: { analyticsConsent: input.consent } },
    });
  }),
  loadScript: fromPromise<void, AnalyticsScript>(({ input, signal }) => deps.loadScript(input, signal)),
});
