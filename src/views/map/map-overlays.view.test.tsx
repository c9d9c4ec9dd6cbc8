import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../shared/testing/render';
import { MapBusy, MapLoading } from './map-overlays.view';

describe('map busy and loading indicators (spec 000 §4 Map frame)', () => {
  it.each([
    ['de-DE', 'Karte wird aktualisiert …'],
    ['en-GB', 'Updating map …'],
  ] as const)('the busy indicator says so as a polite status in %s', (language, text) => {
    const { unmount } = renderWithProviders(<MapBusy />, { language });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(text);
    expect(status.getAttribute('aria-live')).toBe('polite');
    unmount();
  });

  it('is a different status than the loading indicator, which covers the map', () => {
    renderWithProviders(
      <>
        <MapLoading />
        <MapBusy />
      </>,
      { language: 'en-GB' },
    );
    expect(screen.getByRole('status', { name: 'Loading map …' })).toBeTruthy();
    expect(screen.getByText('Updating map …').closest('[role="status"]')).not.toBe(
      screen.getByRole('status', { name: 'Loading map …' }),
    );
  });
});
