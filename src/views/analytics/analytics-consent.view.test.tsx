import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../shared/testing/render';
import { AnalyticsConsentView, type AnalyticsConsentViewProps } from './analytics-consent.view';

const props = (over: Partial<AnalyticsConsentViewProps> = {}): AnalyticsConsentViewProps => ({
  asking: false,
  saveFailed: false,
  saving: false,
  onAllow: vi.fn(),
  onDecline: vi.fn(),
  onRetry: vi.fn(),
  ...over,
});

describe('the analytics question', () => {
  it('shows nothing once answered', () => {
    renderWithProviders(<AnalyticsConsentView {...props()} />, { language: 'en-GB' });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it.each([
    ['de-DE', 'Nutzungsstatistik', 'Erlauben', 'Ablehnen', /ohne Cookies/],
    ['en-GB', 'Usage statistics', 'Allow', 'Decline', /no cookies/],
  ] as const)('asks in %s with Allow and Decline', (language, name, allow, decline, text) => {
    const p = props({ asking: true });
    renderWithProviders(<AnalyticsConsentView {...p} />, { language });
    const region = screen.getByRole('region', { name });
    expect(within(region).getByText(text)).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: decline }));
    fireEvent.click(within(region).getByRole('button', { name: allow }));
    expect(p.onDecline).toHaveBeenCalledOnce();
    expect(p.onAllow).toHaveBeenCalledOnce();
  });

  it('offers to try again when the choice could not be stored', () => {
    const p = props({ saveFailed: true });
    renderWithProviders(<AnalyticsConsentView {...p} />, { language: 'en-GB' });
    expect(screen.getByRole('alert').textContent).toContain('could not be saved');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(p.onRetry).toHaveBeenCalledOnce();
  });
});
