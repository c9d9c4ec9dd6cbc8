import { Schema } from 'effect';

/**
 * Self-hosted, privacy-respecting analytics (spec 000 §7, spec 001 §7: "Analytics is initialised for
 * non-internal accounts"): a Plausible- or Umami-compatible script on the operator's own server, off
 * unless the server is configured with one, and loaded only after the user agreed.
 */
export const AnalyticsScript = Schema.Struct({
  /** The script's absolute URL (`ANALYTICS_URL`); its origin is the one the page may load it from. */
  scriptUrl: Schema.String,
  /** The site as the analytics server knows it (`ANALYTICS_SITE`): Plausible's domain, Umami's website id. */
  site: Schema.String,
}).annotations({ identifier: 'AnalyticsScript' });
export type AnalyticsScript = typeof AnalyticsScript.Type;

/** The user's answer to the analytics question, kept in the account settings; absent: not asked yet. */
export const AnalyticsConsent = Schema.Literal('granted', 'denied');
export type AnalyticsConsent = typeof AnalyticsConsent.Type;
