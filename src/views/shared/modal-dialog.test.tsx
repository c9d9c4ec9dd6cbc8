import { Dialog } from '@radix-ui/themes';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MODAL_DIALOG } from './modal-dialog';
import { renderWithProviders } from './testing/render';

/**
 * A page with a heading, a button that opens a dialog through state (as the machines do: no
 * Dialog.Trigger) and, inside the dialog, a button that removes the opener (an outcome that hides it).
 */
function Page({ settlesLate = false }: { readonly settlesLate?: boolean }) {
  const [open, setOpen] = useState(false);
  const [openerShown, setOpenerShown] = useState(true);
  // The opener is disabled while its dialog is open and, like a machine settling, enabled a moment
  // after it closes.
  const [busy, setBusy] = useState(false);
  const openDialog = () => {
    setOpen(true);
    if (settlesLate) setBusy(true);
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next && settlesLate) setTimeout(() => setBusy(false), 20);
  };
  return (
    <main id="main-content">
      <h1>Logbook</h1>
      <button type="button">Before</button>
      {openerShown && (
        <button type="button" onClick={openDialog} disabled={busy}>
          Open
        </button>
      )}
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Content aria-describedby={undefined} {...MODAL_DIALOG}>
          <Dialog.Title>Entry</Dialog.Title>
          <button type="button" onClick={() => setOpenerShown(false)}>
            Hide the opener
          </button>
          <button type="button" onClick={() => onOpenChange(false)}>
            Close
          </button>
        </Dialog.Content>
      </Dialog.Root>
    </main>
  );
}

const openDialog = async () => {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  await screen.findByRole('dialog');
  await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
  // Modal to assistive technology, not only by Radix's aria-hidden on the rest of the page.
  expect(screen.getByRole('dialog').getAttribute('aria-modal')).toBe('true');
  return opener;
};

describe('the focus after a dialog closes (issue 36, WCAG 2.4.3)', () => {
  it.each([
    ['Escape', () => void fireEvent.keyDown(document.activeElement!, { key: 'Escape' })],
    ['its own button', () => void fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
  ])('returns to the button that opened it (closed by %s), not to the body', async (_how, close) => {
    renderWithProviders(<Page />, { language: 'en-GB' });
    const opener = await openDialog();
    act(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("goes to the page's heading when the opener is gone", async () => {
    renderWithProviders(<Page />, { language: 'en-GB' });
    await openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Hide the opener' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Logbook' })),
    );
  });

  it('leaves the focus where another control took it before the dialog closed', async () => {
    renderWithProviders(<Page />, { language: 'en-GB' });
    // Found before the dialog hides the page from the accessibility tree.
    const before = screen.getByRole('button', { name: 'Before' });
    await openDialog();
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The dialog is gone, and Radix tells its close a task later: meanwhile the user (or a route change)
    // moved on.
    before.focus();
    // The close has been told (Radix waits a task): the focus is still where it was put.
    await new Promise((done) => setTimeout(done, 20));
    expect(document.activeElement).toBe(before);
  });

  it('waits a few frames for an opener that is enabled again just after the dialog closed', async () => {
    renderWithProviders(<Page settlesLate />, { language: 'en-GB' });
    const opener = await openDialog();
    expect((opener as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
