import type { AnalyticsConsent, AnalyticsScript } from '../../api/contract';

/**
 * The public interface of the analytics consent machine (spec 000 §7 / 001 §7: "Analytics is
 * initialised for non-internal accounts"; issue 31): the self-hosted script is loaded only when the
 * server names one, for accounts that are not internal, and only after the user agreed. The answer is
 * kept in the account settings (remembered on every device) and can be changed in the profile.
 */

/** What the machine reads of the session (one event per change; see `analyticsAccountOf`). */
export interface AnalyticsAccount {
  /** Logged in with the profile loaded. */
  readonly ready: boolean;
  readonly accountId: string | null;
  /**
   * Analytics may be offered: logged in, not an internal account (administrators), not the shared
   * demo account (nobody can agree for everyone who uses it).
   */
  readonly eligible: boolean;
  /** The answer stored in the account settings; null while the user was never asked. */
  readonly consent: AnalyticsConsent | null;
}

export type AnalyticsAccountChanged = { readonly type: 'account.changed' } & AnalyticsAccount;

export interface AnalyticsConsentContext {
  /** The server's script; null: analytics is off for this installation. */
  readonly script: AnalyticsScript | null;
  /** The account the answer belongs to; null while none is eligible. */
  readonly accountId: string | null;
  readonly eligible: boolean;
  /** The answer as this page knows it (the user's latest choice). */
  readonly consent: AnalyticsConsent | null;
  /** The latest choice is not stored yet (saving, or the save failed). */
  readonly unsaved: boolean;
}

export interface AnalyticsConsentInput {
  readonly script: AnalyticsScript | null;
}

export type AnalyticsConsentEvent =
  | AnalyticsAccountChanged
  /** The banner's Allow / Decline, or the profile's switch. */
  | { readonly type: 'user.chooseConsent'; readonly consent: AnalyticsConsent }
  /** Try again to store a choice whose save failed. */
  | { readonly type: 'user.retrySave' };

/**
 * Tags the views ask for:
 * - `available`: analytics is configured and offered to this account (the profile shows the switch)
 * - `asking`: the consent banner shows
 * - `granted`: the user agreed (the script is loading or loaded); `tracking`: it is loaded
 * - `saving` / `saveFailed`: the latest choice is being stored / could not be stored
 */
export type AnalyticsConsentTag = 'available' | 'asking' | 'granted' | 'tracking' | 'saving' | 'saveFailed';
