import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessRights } from '../../../api/contract';
import { ApiCallError } from '../../../api/api-failure';
import { fixtureItems } from '../../../machines/fleet/fleet.fixtures';
import { fixtureEntry, fixturePage } from '../../../machines/logbook/list/logbook-list.fixtures';
import type { LogbookListRequest } from '../../../machines/logbook/list/logbook-list.types';
import { createFakeSession } from '../../shared/testing/fake-actors';
import { createFakeFleet } from '../../shared/testing/fake-fleet';
import { createFakeLogbook, type FakeLogbookOptions } from '../../shared/testing/fake-logbook';
import { DISPATCHER, DRIVER, DRIVER_RIGHTS, readyContext } from '../../shared/testing/fixtures';
import { fakeServices, renderWithProviders } from '../../shared/testing/render';
import { LogbookListScreen } from './logbook-list.screen';

type Options = Omit<FakeLogbookOptions, 'session' | 'selection'>;

const render = (
  options: Options,
  rights: AccessRights = DRIVER_RIGHTS,
  activeIds: readonly number[] = [101],
) => {
  const session = createFakeSession(readyContext(rights === DRIVER_RIGHTS ? DRIVER : DISPATCHER, rights));
  const fleet = createFakeFleet({ items: fixtureItems, view: 'logbook-all-entries', activeIds });
  const logbook = createFakeLogbook({ session, selection: fleet.selection, ...options });
  return renderWithProviders(
    <LogbookListScreen route="logbook-all-entries" services={fakeServices({ session, fleet, logbook })} />,
  );
};

const byFilter = (drafts: number) => (request: LogbookListRequest) =>
  Promise.resolve(
    request.filter.startsWith('status')
      ? fixturePage(1, drafts, 15)
      : fixturePage(request.skip / request.top + 1, 45),
  );

beforeEach(() => window.localStorage.clear());

describe('logbook list screen', () => {
  it('lists the vehicle’s entries with the add button for a driver, and links the open entries', async () => {
    render({ loadEntries: byFilter(3) });
    expect(await screen.findAllByTestId('logbook-row')).toHaveLength(20);
    expect(screen.getByTestId('logbook-vehicle').textContent).toBe('V 100 Lisa');
    expect(screen.getByTestId('add-entry')).toBeTruthy();
    expect(screen.getByTestId<HTMLButtonElement>('export-entries').disabled).toBe(true);
    expect((await screen.findByTestId('view-open-entries')).getAttribute('href')).toBe(
      '/logbook-draft-entries',
    );
    expect(screen.getByRole('columnheader', { name: /Letzter Kommentar/ })).toBeTruthy();
  });

  it('leaves out the add button for a dispatcher (read only) and the comment columns without comment read', async () => {
    render({ loadEntries: byFilter(0) }, { logbook_entries: { canRead: true, canCreate: false } });
    await screen.findAllByTestId('logbook-row');
    expect(screen.queryByTestId('add-entry')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /Letzter Kommentar/ })).toBeNull();
    expect(screen.queryByTestId('view-open-entries')).toBeNull();
  });

  it('sorts remotely and stores the sort', async () => {
    const loadEntries = vi.fn(byFilter(0));
    render({ loadEntries });
    await screen.findAllByTestId('logbook-row');
    fireEvent.click(screen.getByTestId('sort-creatorAccountLastName'));
    await waitFor(() =>
      expect(loadEntries).toHaveBeenLastCalledWith(
        expect.objectContaining({ orderby: 'creatorAccountLastName asc' }),
      ),
    );
    expect(window.localStorage.getItem('logbookSettings')).toBe('{"orderby":"creatorAccountLastName asc"}');
  });

  it('exports every page but two deselected rows as CSV and says it is downloading', async () => {
    const createExport = vi.fn(() => Promise.resolve('export-1'));
    const blob = new Blob(['csv']);
    const saveFile = vi.fn();
    render({ loadEntries: byFilter(0), createExport, downloadExport: () => Promise.resolve(blob), saveFile });
    await screen.findAllByTestId('logbook-row');
    fireEvent.click(screen.getByRole('button', { name: 'Alle auswählen' }));
    const [first, second] = screen.getAllByRole('checkbox', { name: /auswählen/ }).slice(1);
    if (!first || !second) throw new Error('rows missing');
    fireEvent.click(first);
    fireEvent.click(second);
    expect(screen.getByTestId('selected-count').textContent).toContain('43 ausgewählt');
    fireEvent.click(screen.getByTestId('export-entries'));
    const dialog = await screen.findByTestId('export-dialog');
    fireEvent.click(within(dialog).getByTestId('export-confirm'));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith({ blob, fileName: 'logbook-export.csv' }));
    const id = (n: number) => fixtureEntry(n).header.logbookEntryId;
    expect(createExport).toHaveBeenCalledWith(
      expect.objectContaining({
        filter: `vehicleIdRef eq 101 and logbookEntryId not in ('${id(1)}','${id(2)}')`,
        format: 'csv',
      }),
    );
    expect((await screen.findByTestId('snackbar')).textContent).toContain('Download läuft');
  }, 20_000); // many renders of a 20-row table: room on a busy two-core machine (not a timing assertion)

  it('says "No entries found" for an empty list', async () => {
    render({ loadEntries: () => Promise.resolve(fixturePage(1, 0)) }, DRIVER_RIGHTS, []);
    expect(await screen.findByText('Keine Einträge gefunden')).toBeTruthy();
    expect(screen.getByTestId('logbook-vehicle').textContent).toBe('Kein Fahrzeug ausgewählt');
    expect(screen.getByTestId<HTMLButtonElement>('add-entry').disabled).toBe(true);
  });

  it('shows "errors (status)" when the list fails, and retries', async () => {
    const loadEntries = vi.fn((request: LogbookListRequest) =>
      request.filter.startsWith('status')
        ? Promise.resolve(fixturePage(1, 0, 15))
        : Promise.reject(
            new ApiCallError({ _tag: 'HttpError', status: 500, body: null, retryAfterSeconds: null }),
          ),
    );
    render({ loadEntries });
    expect((await screen.findByTestId('snackbar')).textContent).toContain('Fehler (500)');
    loadEntries.mockImplementation(byFilter(0));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' })));
    expect(await screen.findAllByTestId('logbook-row')).toHaveLength(20);
  });

  it('opens the entry drawer on a row, which loads that entry, and a new entry after closing it', async () => {
    const asked: string[] = [];
    const newestFor: number[] = [];
    const never = <T,>() => new Promise<T>(() => undefined);
    const entryGateway = {
      create: never,
      update: never,
      finalize: never,
      delete: never,
      get: ({ entryId }: { entryId: string }) => {
        asked.push(entryId);
        return never<never>();
      },
      newest: ({ vehicleId }: { vehicleId: number }) => {
        newestFor.push(vehicleId);
        return never<never>();
      },
      lastA1: never,
      signatureImage: never,
      document: never,
    };
    render({ loadEntries: byFilter(0), entryGateway });
    const [row] = await screen.findAllByTestId('logbook-row');
    if (!row) throw new Error('no row');
    fireEvent.click(row);
    const drawer = await screen.findByTestId('entry-drawer');
    await waitFor(() => expect(asked).toEqual([fixtureEntry(1).header.logbookEntryId]));
    fireEvent.click(within(drawer).getAllByRole('button', { name: 'Schließen' })[0]!);
    await waitFor(() => expect(screen.queryByTestId('entry-drawer')).toBeNull());
    // A closed drawer stays mounted for its snackbar; it must not close the next one.
    fireEvent.click(screen.getByTestId('add-entry'));
    await screen.findByTestId('entry-drawer');
    await waitFor(() => expect(newestFor).toEqual([101]));
    expect(screen.getByTestId('entry-drawer')).toBeTruthy();
  });
});
