import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LogbookResultCode } from '../../../api/contract';
import { fixtureItems } from '../../../machines/fleet/fleet.fixtures';
import { fixtureEntry, fixturePage } from '../../../machines/logbook/list/logbook-list.fixtures';
import { settledItems } from '../../../machines/logbook/sync/sync-notice.fixtures';
import type { LogbookListRequest } from '../../../machines/logbook/list/logbook-list.types';
import { createFakeSession } from '../../shared/testing/fake-actors';
import { createFakeFleet } from '../../shared/testing/fake-fleet';
import { createFakeLogbook, type FakeLogbookOptions } from '../../shared/testing/fake-logbook';
import { DRIVER, DRIVER_RIGHTS, readyContext } from '../../shared/testing/fixtures';
import { fakeServices, renderWithProviders } from '../../shared/testing/render';
import { LogbookDraftsScreen } from './logbook-drafts.screen';

const render = (options: Omit<FakeLogbookOptions, 'session' | 'selection'>) => {
  const session = createFakeSession(readyContext(DRIVER, DRIVER_RIGHTS));
  const fleet = createFakeFleet({ items: fixtureItems, view: 'logbook-draft-entries', activeIds: [101] });
  const logbook = createFakeLogbook({ session, selection: fleet.selection, ...options });
  renderWithProviders(
    <LogbookDraftsScreen
      route="logbook-draft-entries"
      services={fakeServices({ session, fleet, logbook })}
    />,
  );
  return logbook;
};

describe('logbook drafts screen', () => {
  it('lists the open entries 15 a page with the last-synced time and the Synchronise button', async () => {
    const loadEntries = vi.fn((_: LogbookListRequest) => Promise.resolve(fixturePage(1, 20, 15)));
    render({ loadEntries, lastSyncedAt: '2026-11-22T10:15:00.000Z' });
    expect(await screen.findAllByTestId('logbook-row')).toHaveLength(15);
    expect(loadEntries).toHaveBeenCalledWith(
      expect.objectContaining({ filter: "status eq 'created'", top: 15 }),
    );
    expect(screen.getByTestId('last-synced').textContent).toMatch(
      /^Zuletzt synchronisiert: \d\d\.\d\d\.\d{4} \d\d:\d\d$/,
    );
    expect(screen.getByTestId<HTMLButtonElement>('sync-entries').disabled).toBe(false);
    expect(screen.getByTestId<HTMLButtonElement>('delete-selected').disabled).toBe(true);
    expect(screen.getByRole('navigation', { name: 'Seiten' })).toBeTruthy();
  });

  it('deletes the selected entries after confirmation, says so and reloads without a selection', async () => {
    let found = 3;
    const loadEntries = vi.fn(() => Promise.resolve(fixturePage(1, found, 15)));
    const deleteEntries = vi.fn(async (): Promise<LogbookResultCode> => {
      found = 1;
      return 'successfully_deleted';
    });
    render({ loadEntries, deleteEntries });
    await screen.findAllByTestId('logbook-row');
    const checkboxes = screen.getAllByRole('checkbox', { name: /auswählen/ }).slice(1);
    checkboxes.slice(0, 2).forEach((box) => fireEvent.click(box));
    fireEvent.click(screen.getByTestId('delete-selected'));
    const dialog = await screen.findByTestId('delete-dialog');
    expect(dialog.textContent).toContain('Die 2 ausgewählten offenen Einträge löschen?');
    fireEvent.click(within(dialog).getByTestId('delete-confirm'));
    await waitFor(() =>
      expect(deleteEntries).toHaveBeenCalledWith({
        organisationId: 'org-1',
        ids: [fixtureEntry(1).header.logbookEntryId, fixtureEntry(2).header.logbookEntryId],
      }),
    );
    expect((await screen.findByTestId('snackbar')).textContent).toContain('Einträge gelöscht');
    await waitFor(() => expect(screen.getAllByTestId('logbook-row')).toHaveLength(1));
    expect(screen.getByTestId('selected-count').textContent).toBe('0 ausgewählt');
  });

  it('names a failed delete with its result label', async () => {
    render({
      loadEntries: () => Promise.resolve(fixturePage(1, 3, 15)),
      deleteEntries: () => Promise.resolve('err_already_finalized'),
    });
    await screen.findAllByTestId('logbook-row');
    const [, box] = screen.getAllByRole('checkbox');
    if (!box) throw new Error('no row');
    fireEvent.click(box);
    fireEvent.click(screen.getByTestId('delete-selected'));
    fireEvent.click(within(await screen.findByTestId('delete-dialog')).getByTestId('delete-confirm'));
    expect((await screen.findByTestId('snackbar')).textContent).toContain(
      'Abgeschlossene Einträge können nicht gelöscht werden.',
    );
  });

  it('tells the conflict rule the sync notice machine holds, until the user dismisses it', async () => {
    const logbook = render({ loadEntries: () => Promise.resolve(fixturePage(1, 3, 15)) });
    await screen.findAllByTestId('logbook-row');
    expect(screen.queryByTestId('snackbar')).toBeNull();
    act(() => logbook.syncNotice.send(settledItems.overwritten));
    const snackbar = screen.getByTestId('snackbar');
    expect(snackbar.textContent).toContain(
      'Dieser Entwurf wurde auch auf einem anderen Gerät geändert; Ihre spätere Speicherung wurde übernommen.',
    );
    expect(snackbar.dataset['tone']).toBe('info');
    act(() => logbook.syncNotice.send(settledItems.finalizedWins));
    expect(screen.getByTestId('snackbar').textContent).toContain(
      'Dieser Eintrag wurde auf einem anderen Gerät abgeschlossen; die abgeschlossene Fassung bleibt.',
    );
    fireEvent.click(
      within(screen.getByTestId('snackbar')).getByRole('button', { name: 'Meldung schließen' }),
    );
    expect(screen.queryByTestId('snackbar')).toBeNull();
    expect(logbook.syncNotice.getSnapshot().context.conflict).toBeNull();
  });
});
