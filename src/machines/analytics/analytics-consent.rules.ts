import type { AccountRole, AccountSettings, AnalyticsConsent } from '../../api/contract';
import type { AnalyticsAccount } from './analytics-consent.types';

/**
 * Internal accounts are the portal operator's own administrators (spec 001 §1: "Internal
 * administrators manage ..."); the operator's admins and plain users are customers, not internal.
 */
export const isInternalAccount = (role: AccountRole): boolean => role === 'administrator';

/** What the session tells the analytics machine. */
export interface AnalyticsSessionSnapshot {
  hasTag(tag: 'ready'): boolean;
  readonly context: {
    readonly account: {
      readonly accountId: string;
      readonly role: AccountRole;
      readonly isDemoUser: boolean;
    } | null;
    readonly settings: AccountSettings;
  };
}

/** The account fact of a session snapshot. */
export const analyticsAccountOf = (snapshot: AnalyticsSessionSnapshot): AnalyticsAccount => {
  const { account, settings } = snapshot.context;
  const ready = snapshot.hasTag('ready') && account !== null;
  return {
    ready,
    accountId: ready ? account.accountId : null,
    eligible: ready && !isInternalAccount(account.role) && !account.isDemoUser,
    consent: ready ? (settings.analyticsConsent ?? null) : null,
  };
};

export const sameAnalyticsAccount = (a: AnalyticsAccount, b: AnalyticsAccount): boolean =>
  a.ready === b.ready && a.accountId === b.accountId && a.eligible === b.eligible && a.consent === b.consent;

/** The input of `saveConsent`. */
export interface SaveConsentRequest {
  readonly consent: AnalyticsConsent;
}
