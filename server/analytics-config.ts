import type { AnalyticsScript } from '../src/api/contract';

/** A site as Plausible (domains, comma-separated) or Umami (a website id) names it. */
const SITE = /^[A-Za-z0-9._:,-]{1,200}$/;

/**
 * The self-hosted analytics script (`ANALYTICS_URL`, `ANALYTICS_SITE`); null (off) unless
 * `ANALYTICS_URL` is set. A URL that is not absolute http(s), or a missing or malformed site, stops
 * the start with a sentence naming the variable.
 */
export const readAnalyticsConfig = (env: NodeJS.ProcessEnv): AnalyticsScript | null => {
  const raw = env['ANALYTICS_URL'] ?? '';
  if (raw === '') return null;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
    throw new Error(
      `ANALYTICS_URL must be the absolute URL of the analytics script, such as https://stats.example.com/js/script.js, got "${raw}"`,
    );
  }
  const site = env['ANALYTICS_SITE'] ?? '';
  if (!SITE.test(site)) {
    throw new Error(
      `ANALYTICS_SITE must name the site for the analytics server (Plausible: its domain; Umami: the website id), got "${site}"`,
    );
  }
  return { scriptUrl: url.href, site };
};

/** The origin the page may load the script from and send its events to; none when analytics is off. */
export const analyticsOrigins = (analytics: AnalyticsScript | null): string[] =>
  analytics === null ? [] : [new URL(analytics.scriptUrl).origin];
