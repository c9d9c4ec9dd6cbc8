import { afterEach, describe, expect, it } from 'vitest';
import { disableAnalytics, loadAnalyticsScript } from './analytics-script';

const SCRIPT = { scriptUrl: 'https://stats.example.com/js/script.js', site: 'portal.example.com' };
const added = () => document.head.querySelectorAll('script[data-portal-analytics]');

afterEach(() => {
  for (const element of added()) element.remove();
  localStorage.clear();
});

describe('the analytics script', () => {
  it('is added once with what Plausible and Umami read, and resolves when loaded', async () => {
    localStorage.setItem('plausible_ignore', 'true');
    localStorage.setItem('umami.disabled', '1');
    const loading = loadAnalyticsScript(document, localStorage, SCRIPT);
    const [element] = added();
    expect(element).toBeInstanceOf(HTMLScriptElement);
    const script = element as HTMLScriptElement;
    expect(script.src).toBe(SCRIPT.scriptUrl);
    expect(script.defer).toBe(true);
    expect(script.dataset).toMatchObject({
      domain: SCRIPT.site,
      websiteId: SCRIPT.site,
      excludeSearch: 'true',
      excludeHash: 'true',
      doNotTrack: 'true',
    });
    // Agreeing again after a revocation lifts the opt-out flags.
    expect(localStorage.getItem('plausible_ignore')).toBeNull();
    expect(localStorage.getItem('umami.disabled')).toBeNull();
    script.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
    await loadAnalyticsScript(document, localStorage, SCRIPT);
    expect(added()).toHaveLength(1);
  });

  it('rejects when the script cannot load (blocked, server down)', async () => {
    const loading = loadAnalyticsScript(document, localStorage, SCRIPT);
    added()[0]?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(/did not load/);
  });

  it('is disabled at once: opt-out flags set, element removed', () => {
    void loadAnalyticsScript(document, localStorage, SCRIPT).catch(() => undefined);
    disableAnalytics(document, localStorage);
    expect(added()).toHaveLength(0);
    expect(localStorage.getItem('plausible_ignore')).toBe('true');
    expect(localStorage.getItem('umami.disabled')).toBe('1');
  });
});
