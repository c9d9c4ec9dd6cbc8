import { act, fireEvent, screen } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { AnalyticsScript } from '../../api/contract';
import { ACCOUNT_FACTS, FIXTURE_SCRIPT } from '../../machines/analytics/analytics-consent.fixtures';
import { analyticsConsentMachine } from '../../machines/analytics/analytics-consent.machine';
import type { SaveConsentRequest } from '../../machines/analytics/analytics-consent.rules';
import { renderWithProviders } from '../shared/testing/render';
import { ProfileAnalyticsScreen } from './profile-analytics.screen';

/** The real machine with recording fakes for its effects. */
const start = (script: AnalyticsScript | null = FIXTURE_SCRIPT) => {
  const effects: string[] = [];
  const actor = createActor(
    analyticsConsentMachine.provide({
      actors: {
        saveConsent: fromPromise<void, SaveConsentRequest>(({ input }) => {
          effects.push(`save ${input.consent}`);
          return Promise.resolve();
        }),
        loadScript: fromPromise<void, AnalyticsScript>(() => {
          effects.push('load');
          return Promise.resolve();
        }),
      },
      actions: { disableTracking: () => void effects.push('disable') },
    }),
    { input: { script } },
  ).start();
  return { actor, effects };
};

describe('the profile’s analytics switch', () => {
  it('revokes and gives the answer again, in German', async () => {
    const { actor, effects } = start();
    actor.send(ACCOUNT_FACTS.agreed);
    renderWithProviders(<ProfileAnalyticsScreen actor={actor} />, { language: 'de-DE' });
    const toggle = await screen.findByRole('switch', { name: 'Nutzungsstatistik erlauben' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await act(async () => {
      fireEvent.click(toggle);
      await Promise.resolve();
    });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await act(async () => {
      fireEvent.click(toggle);
      await Promise.resolve();
    });
    // Revoking stops tracking before its save; agreeing again stores it and loads the script.
    expect(effects.slice(0, 3)).toEqual(['load', 'disable', 'save denied']);
    expect(effects.slice(3).sort()).toEqual(['load', 'save granted']);
  });

  it('is not there for internal accounts or without a configured script', () => {
    const internal = start();
    internal.actor.send(ACCOUNT_FACTS.internal);
    renderWithProviders(<ProfileAnalyticsScreen actor={internal.actor} />, { language: 'en-GB' });
    const off = start(null);
    off.actor.send(ACCOUNT_FACTS.notAsked);
    renderWithProviders(<ProfileAnalyticsScreen actor={off.actor} />, { language: 'en-GB' });
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
