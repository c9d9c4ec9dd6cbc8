import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoggedOutPage, useRouteFocus } from './use-route-focus';

interface Page {
  readonly route: string;
  /** Null while the view's code loads (a lazily loaded view). */
  readonly heading: string | null;
  readonly field?: boolean;
}

/** A shell's navigation link and main content showing `page`. */
function Shell({ route, heading, field = false }: Page) {
  useRouteFocus(route);
  return (
    <>
      <a href="/livedata">Live data</a>
      <button type="button">Vehicle list</button>
      <main id="main-content" tabIndex={0}>
        {field && <input aria-label="Filter" />}
        {heading ? <h1>{heading}</h1> : <h1 data-page-loading="">Loading …</h1>}
      </main>
    </>
  );
}

describe('the focus after a change of page (issue 36, WCAG 2.4.3)', () => {
  it('stays put at the first page, then moves to the new page’s heading once it shows', async () => {
    const { rerender } = render(<Shell route="dashboard" heading="Dashboard" />);
    const link = screen.getByRole('link', { name: 'Live data' });
    link.focus();
    expect(document.activeElement).toBe(link);
    // The view's code is still loading: only the placeholder's heading, the focus waits on the link.
    rerender(<Shell route="livedata" heading={null} />);
    expect(document.activeElement).toBe(link);
    rerender(<Shell route="livedata" heading="Live data" />);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Live data' })),
    );
  });

  it.each([
    ['in the new page', () => screen.getByRole('textbox', { name: 'Filter' })],
    [
      'outside it, by pressing (the header’s vehicle drawer button)',
      () => {
        const button = screen.getByRole('button', { name: 'Vehicle list' });
        fireEvent.pointerDown(button);
        return button;
      },
    ],
  ])('leaves the focus where the user put it meanwhile, %s', async (_where, target) => {
    const { rerender } = render(<Shell route="dashboard" heading="Dashboard" />);
    screen.getByRole('link', { name: 'Live data' }).focus();
    rerender(<Shell route="livedata" heading={null} field />);
    // The change of page has taken effect (its effects ran) before the user moves on: in a browser they
    // run right after the commit; here a worker's earlier files may leave React to run them later (a CI
    // run saw the effect start after the focus moved, and take the filter for the focus at the change).
    await act(async () => undefined);
    const chosen = target();
    chosen.focus();
    rerender(<Shell route="livedata" heading="Live data" field />);
    // The heading's mutation is seen in a microtask: let it run.
    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: 'Live data' })).toBeTruthy();
    expect(document.activeElement).toBe(chosen);
  });

  it('moves to the heading of the first page after the login page (which reloads), once', async () => {
    function LoginPage() {
      useLoggedOutPage();
      return <input aria-label="Username" />;
    }
    const login = render(<LoginPage />);
    screen.getByRole('textbox', { name: 'Username' }).focus();
    login.unmount();
    const shell = render(<Shell route="dashboard" heading="Dashboard" />);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Dashboard' })),
    );
    // Reloaded later: the first page of a visit again, in a new document whose focus is on its body
    // (jsdom moves the focus off a removed element only at times: a CI run saw the old heading keep it).
    shell.unmount();
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    render(<Shell route="dashboard" heading="Dashboard" />);
    await act(async () => undefined);
    expect(document.activeElement).toBe(document.body);
  });
});
