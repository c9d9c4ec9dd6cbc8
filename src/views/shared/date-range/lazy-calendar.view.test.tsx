import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { CalendarPlaceView, LazyCalendar } from './lazy-calendar.view';

describe('the calendar, loaded at its first opening (issue 35)', () => {
  it('keeps its place while its code loads, then shows the month in the user’s language', async () => {
    renderWithProviders(
      <LazyCalendar language="en-GB" mode="single" defaultMonth={new Date(2026, 10, 1)} />,
      {
        language: 'en-GB',
      },
    );
    expect(screen.getByRole('status').textContent).toBe('Loading the calendar …');
    expect(await screen.findByRole('grid', { name: 'November 2026' })).toBeTruthy();
    expect(screen.queryByText('Loading the calendar …')).toBeNull();
  });

  it.each([
    ['de-DE', 'Der Kalender konnte nicht geladen werden.', 'Erneut versuchen'],
    ['en-GB', 'The calendar could not be loaded.', 'Try again'],
  ] as const)('says in %s when its code could not be loaded, with a retry', (language, message, retry) => {
    const onRetry = vi.fn();
    renderWithProviders(<CalendarPlaceView failed onRetry={onRetry} />, { language });
    expect(screen.getByRole('alert').textContent).toBe(message);
    screen.getByRole('button', { name: retry }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
