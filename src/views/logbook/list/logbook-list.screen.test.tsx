import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessRights } from '../../../api/contract';
import { ApiCallError } from '../../../api/api-failure';
import { fixtureItems } from '../../../machines/fleet/fleet.fixtures';
import { fixtureEntry, fixturePage } from '../../../machines/logbook/list/logbook-list.fixtures';
import { fixtureLocalEntry } from '../../../machines/logbook/offline/offline.fixtures';
import type { LogbookListRequest } from '../../../machines/logbook/list/logbook-list.types';
import { createFakeSession } from '../../shared/testing/fake-actors';
import { createFakeFleet } from '../../shared/testing/fake-fleet';
import { createFakeLogbook, type FakeLogbookOptions } from '../../shared/testing/fake-logbook';
import { DISPATCHER, DRIVER, DRIVER_RIGHTS, readyContext } from '../../shared/testing/fixtures';
import { fakeServices, renderWithProviders } from '../../shared/testing/render';
import { belongsOnList, LogbookListScreen } from './logbook-list.screen';
import { loadCalendar } from '../../shared/date-range/lazy-calendar.view';

type Options = Omit<FakeLogbookOptions, 'session' | 'selection'>;

const render = (
  options: Options,
  rights: AccessRights = DRIVER_RIGHTS,
  activeIds: readonly number[] = [101],
  path = '/logbook-all-entries',
) => {
  const session = createFakeSession(readyContext(rights === DRIVER_RIGHTS ? DRIVER : DISPATCHER, rights));
  const fleet = createFakeFleet({ items: fixtureItems, view: 'logbook-all-entries', activeIds });
  const logbook = createFakeLogbook({ session, selection: fleet.selection, ...options });
  return renderWithProviders(
    <LogbookListScreen route="logbook-all-entries" services={fakeServices({ session, fleet, logbook })} />,
    { path },
  );
};

const byFilter = (drafts: number) => (request: LogbookListRequest) =>
  Promise.resolve(
    request.filter.startsWith('status')
      ? fixturePage(1, drafts, 15)
      : fixturePage(request.skip / request.top + 1, 45),
  );

// Sunday 22 November 2026, 11:00 in Berlin: the default date range is 08.11.–22.11.2026.
const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);
const DEFAULT_RANGE = "createDay ge '2026-11-08' and createDay le '2026-11-22'";

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

// The calendar's code loads at its first opening (lazy-calendar.view.test.tsx holds that); here it is loaded.
beforeAll(loadCalendar);

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
        filter: `vehicleIdRef eq 101 and ${DEFAULT_RANGE} and logbookEntryId not in ('${id(1)}','${id(2)}')`,
        format: 'csv',
      }),
    );
    expect((await screen.findByTestId('snackbar')).textContent).toContain('Download läuft');
  }, 20_000); // many renders of a 20-row table: room on a busy two-core machine (not a timing assertion)

  it('the date range (from the address) narrows the list to the entries created on its days; a pick reloads from page 1', async () => {
    const loadEntries = vi.fn(byFilter(0));
    const { location } = render(
      { loadEntries },
      DRIVER_RIGHTS,
      [101],
      '/logbook-all-entries?from=2026-11-01&to=2026-11-20',
    );
    await screen.findAllByTestId('logbook-row');
    const button = screen.getByTestId('period-button');
    expect(button.textContent).toContain('01.11.2026 – 20.11.2026');
    expect(button.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByText('Erstellt im Zeitraum')).toBeTruthy();
    const listed = () => loadEntries.mock.calls.map(([r]) => r).filter((r) => !r.filter.startsWith('status'));
    // Every request names the address's days (never the default two weeks first).
    await waitFor(() =>
      expect(listed().at(-1)?.filter).toBe(
        "vehicleIdRef eq 101 and createDay ge '2026-11-01' and createDay le '2026-11-20'",
      ),
    );
    expect(
      listed().every((r) => r.filter.endsWith("createDay ge '2026-11-01' and createDay le '2026-11-20'")),
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Seite 2' }));
    await waitFor(() => expect(listed().at(-1)?.skip).toBe(20));
    fireEvent.click(button);
    const day = (iso: string) =>
      within(document.querySelector(`[data-day="${iso}"]`) as HTMLElement).getByRole('button');
    fireEvent.click(day('2026-11-03'));
    fireEvent.click(day('2026-11-05'));
    await waitFor(() =>
      expect(listed().at(-1)).toMatchObject({
        skip: 0,
        filter: "vehicleIdRef eq 101 and createDay ge '2026-11-03' and createDay le '2026-11-05'",
      }),
    );
    expect(location.history.at(-1)).toContain('from=2026-11-03&to=2026-11-05');
  }, 20_000);

  it.each([
    ['made today, on the selected vehicle', {}, 203, true],
    ['on another vehicle', {}, 101, false],
    ['without a selected vehicle', {}, null, true],
    ['saved before the range (device time, Berlin day)', { savedAt: '2026-10-31T22:59:00.000Z' }, 203, false],
    ['saved on its first Berlin day', { savedAt: '2026-10-31T23:00:00.000Z' }, 203, true],
  ] as const)('an entry on this device %s is listed: %s', (_name, overrides, vehicleId, listed) => {
    const local = fixtureLocalEntry(7, { savedAt: '2026-11-22T08:00:00.000Z', ...overrides });
    expect(belongsOnList(local, vehicleId, { startDate: '2026-11-01', endDate: '2026-11-22' })).toBe(listed);
  });

  it('marks the page aria-busy while its entries load, and not once they are in', async () => {
    let answer: (page: ReturnType<typeof fixturePage>) => void = () => undefined;
    render({
      loadEntries: (request) =>
        request.filter.startsWith('status')
          ? Promise.resolve(fixturePage(1, 0))
          : new Promise((done) => (answer = done)),
    });
    await waitFor(() => expect(screen.getByTestId('logbook-list').getAttribute('aria-busy')).toBe('true'));
    act(() => answer(fixturePage(1, 3)));
    expect(await screen.findAllByTestId('logbook-row')).toHaveLength(3);
    expect(screen.getByTestId('logbook-list').getAttribute('aria-busy')).toBe('false');
  });

  it.each([
    ['while they load', () => new Promise<ReturnType<typeof fixturePage>>(() => undefined)],
    ['once they answered', () => Promise.resolve(fixturePage(1, 3, 15))],
  ])('asks for the open entries once at start, opening %s (issue 35)', async (_when, drafts) => {
    const loadEntries = vi.fn((request: LogbookListRequest) =>
      request.filter.startsWith('status') ? drafts() : Promise.resolve(fixturePage(1, 3)),
    );
    render({ loadEntries });
    expect(await screen.findAllByTestId('logbook-row')).toHaveLength(3);
    const draftCalls = loadEntries.mock.calls.filter(([request]) => request.filter.startsWith('status'));
    expect(draftCalls).toHaveLength(1);
  });

  it('says "No entries found" for an empty list', async () => {
    render({ loadEntries: () => Promise.resolve(fixturePage(1, 0)) }, DRIVER_RIGHTS, []);
    expect(await screen.findByText('Keine Einträge gefunden')).toBeTruthy();
    expect(screen.getByTestId('logbook-vehicle').textContent).toBe('Kein Fahrzeug ausgewählt');
    expect(screen.getByTestId<HTMLButtonElement>('add-entry').disabled).toBe(true);
  });

  it('without a vehicle, "Choose vehicle" asks the vehicle panel to lead the user to the choice', async () => {
    const session = createFakeSession(readyContext(DRIVER, DRIVER_RIGHTS));
    const fleet = createFakeFleet({ items: fixtureItems, view: 'logbook-all-entries' });
    const logbook = createFakeLogbook({ session, selection: fleet.selection, loadEntries: byFilter(0) });
    renderWithProviders(
      <LogbookListScreen route="logbook-all-entries" services={fakeServices({ session, fleet, logbook })} />,
      { path: '/logbook-all-entries' },
    );
    await screen.findAllByTestId('logbook-row');
    expect(screen.getByTestId('logbook-scope').textContent).toContain('Einträge aller Fahrzeuge');
    fireEvent.click(screen.getByRole('button', { name: 'Fahrzeug wählen' }));
    expect(fleet.panel.getSnapshot().context.focusRequest).toBe(1);
    // Picked: the vehicle's name; the panel in view beside the page is the way to change it, so no button
    // until the panel is hidden.
    act(() => fleet.selection.send({ type: 'user.toggleVehicle', vehicleId: 101 }));
    expect(screen.getByTestId('logbook-vehicle').textContent).toBe('V 100 Lisa');
    expect(screen.queryByTestId('choose-vehicle')).toBeNull();
    act(() => fleet.panel.send({ type: 'user.hidePanel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fahrzeug wechseln' }));
    expect(fleet.panel.getSnapshot().hasTag('panelShown')).toBe(true);
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
      confirmSignature: never,
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
      syncStatus: never,
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
