import { act, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { Snackbar } from './snackbar.view';

/**
 * Issue 36 (WCAG 4.1.3): a confirmation goes into a status region that was on the page before it, so
 * screen readers announce it; an error is an alert, announced as it appears.
 */
/** A snackbar whose message the test sets from outside. */
let setMessage: (message: string | null) => void = () => {};
function Harness() {
  const [message, set] = useState<string | null>(null);
  useEffect(() => {
    setMessage = set;
  }, []);
  return <Snackbar message={message} tone="success" onDismiss={vi.fn()} />;
}

describe('snackbar live regions', () => {
  it('puts a confirmation into the status region that was there before it, and empties it again', () => {
    renderWithProviders(<Harness />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    expect(region.getAttribute('aria-atomic')).toBe('true');
    act(() => setMessage('Eintrag gespeichert'));
    expect(screen.getByRole('status')).toBe(region);
    expect(region.textContent).toBe('Eintrag gespeichert');
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => setMessage(null));
    expect(screen.getByRole('status')).toBe(region);
    expect(region.textContent).toBe('');
  });

  it('shows an error as an alert, outside the polite region', () => {
    renderWithProviders(<Snackbar message="Fehler (500)" tone="error" onDismiss={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toBe('Fehler (500)');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
