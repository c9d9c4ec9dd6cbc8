import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { ExportProgressView } from './export-progress.view';

/** The bar as the browser fills it: Radix Themes scales the indicator by these two properties. */
const fillOf = (bar: HTMLElement) => ({
  value: bar.style.getPropertyValue('--progress-value'),
  max: bar.style.getPropertyValue('--progress-max'),
  now: bar.getAttribute('aria-valuenow'),
  maxAria: bar.getAttribute('aria-valuemax'),
  state: bar.getAttribute('data-state'),
});

describe('an export’s progress (issue 28 §2: the fill empty beside "37 of 37")', () => {
  it('fills the bar to the count it shows: value and maximum are the count itself', () => {
    const { rerender } = renderWithProviders(
      <ExportProgressView done={0} total={37} text="0 of 37" testId="p" />,
    );
    expect(fillOf(screen.getByRole('progressbar'))).toEqual({
      value: '0',
      max: '37',
      now: '0',
      maxAria: '37',
      state: 'loading',
    });
    rerender(<ExportProgressView done={37} total={37} text="37 of 37" testId="p" />);
    expect(fillOf(screen.getByRole('progressbar'))).toEqual({
      value: '37',
      max: '37',
      now: '37',
      maxAria: '37',
      state: 'complete',
    });
    expect(screen.getByRole('progressbar').classList.contains('export-progress-bar')).toBe(true);
    // Nothing to count yet: an empty bar, never an invalid one.
    rerender(<ExportProgressView done={0} total={0} text="…" testId="p" />);
    expect(fillOf(screen.getByRole('progressbar'))).toMatchObject({ value: '0', max: '1' });
  });

  it('says in the user’s language how long the server asked to wait, in a status region (issue 38)', () => {
    const { rerender } = renderWithProviders(
      <ExportProgressView done={3} total={37} text="3 of 37" testId="p" waitSeconds={5} />,
    );
    expect(screen.getByTestId('p-wait').getAttribute('role')).toBe('status');
    expect(screen.getByTestId('p-wait').textContent).toMatch(/\b5 s\b/);
    rerender(<ExportProgressView done={4} total={37} text="4 of 37" testId="p" waitSeconds={null} />);
    expect(screen.getByTestId('p-wait').textContent).toBe('');
  });
});
