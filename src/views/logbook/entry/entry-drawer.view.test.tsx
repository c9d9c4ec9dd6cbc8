import deLogbook from '../../../i18n/locales/de-DE/logbook.json';
import enLogbook from '../../../i18n/locales/en-GB/logbook.json';
import deEntry from '../../../i18n/locales/de-DE/logbookEntry.json';
import enEntry from '../../../i18n/locales/en-GB/logbookEntry.json';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../../api/api-failure';
import { createEntryDrawerMachine } from '../../../machines/logbook/entry/entry-drawer-machine';
import { completeForm, finalizedEntry, invalidForm } from '../../../machines/logbook/entry/entry.fixtures';
import { formIssues } from '../../../machines/logbook/entry/entry-form.rules';
import { unreadableValue } from '../../shared/date-time/date-time-text';
import type { EntryForm } from '../../../machines/logbook/entry/entry-form.types';
import { renderWithProviders } from '../../shared/testing/render';
import { EntryDrawerScreen } from './entry-drawer.screen';
import { EntryDrawerServicesProvider } from './entry-drawer.services';
import { EntryDrawerView, type EntryDrawerViewProps } from './entry-drawer.view';
import { createFakeEntryGateway } from './entry-fake-gateway';

const viewProps = (overrides: Partial<EntryDrawerViewProps> = {}): EntryDrawerViewProps => ({
  open: true,
  vehicleName: 'V 100 Lisa',
  phase: 'editable',
  status: 'newEntry',
  createdBy: null,
  form: invalidForm(),
  onChange: vi.fn(),
  issues: [],
  a1: { lastA1: null, required: true },
  referenceFixed: false,
  nowMs: Date.now(),
  busy: null,
  can: { save: true, finalize: true, delete: false },
  comments: null,
  signatureUrl: null,
  onSave: vi.fn(),
  onFinalize: vi.fn(),
  onDelete: vi.fn(),
  onClose: vi.fn(),
  onRecreate: vi.fn(),
  onRetry: vi.fn(),
  onDownload: vi.fn(),
  ...overrides,
});

describe('entry drawer view', () => {
  it('lists every problem as "section > field message" in German', () => {
    renderWithProviders(
      <EntryDrawerView
        {...viewProps({
          issues: [
            { section: 'header', field: 'referenceLocation', rule: 'required' },
            { section: 'vehicleState', field: 'mileage_km', rule: 'max:1000000' },
            { section: 'stoppage', field: 'trainNumber', rule: 'maxLength:50' },
          ],
        })}
      />,
    );
    const items = within(screen.getByTestId('entry-issues'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Allgemein > Ort ist ein Pflichtfeld',
      'Fahrzeugzustand > Kilometerstand (km) darf höchstens 1.000.000 sein',
      'Störung > Zugnummer darf höchstens 50 Zeichen lang sein',
    ]);
    expect(screen.getByLabelText('Kilometerstand (km)').getAttribute('aria-invalid')).toBe('true');
  });

  it('and in English', () => {
    renderWithProviders(
      <EntryDrawerView
        {...viewProps({
          issues: [{ section: 'inspections', field: 'inspectionPerformedTimestamp_A1', rule: 'future' }],
        })}
      />,
      { language: 'en-GB' },
    );
    expect(screen.getByTestId('entry-issues').textContent).toContain(
      'Inspections > A1 inspection must not be in the future',
    );
  });

  it('a save refused for lack of space shows storageFull as an alert, in German and English', () => {
    const { unmount } = renderWithProviders(<EntryDrawerView {...viewProps({ storageFull: true })} />);
    expect(screen.getByRole('alert').textContent).toBe(deLogbook.labels.storageFull);
    unmount();
    renderWithProviders(<EntryDrawerView {...viewProps({ storageFull: true })} />, { language: 'en-GB' });
    expect(screen.getByRole('alert').textContent).toBe(enLogbook.labels.storageFull);
  });

  it('numeric fields take digits only', () => {
    const onChange = vi.fn<(form: EntryForm) => void>();
    renderWithProviders(<EntryDrawerView {...viewProps({ onChange })} />);
    fireEvent.change(screen.getByLabelText('Kilometerstand (km)'), { target: { value: '-12a3.5' } });
    expect(onChange.mock.lastCall?.[0].vehicleState.mileage_km).toBe('1235');
  });

  it('date-time fields show DD.MM.YYYY HH:mm in both languages, whatever the browser locale', () => {
    const form = completeForm();
    // 16:05 UTC is 17:05 in the organisation's zone (Europe/Berlin), the field's, whatever the browser's.
    const at = new Date(Date.UTC(2026, 10, 21, 16, 5)).toISOString();
    const withTime = { ...form, header: { ...form.header, referenceTimestamp: at } };
    const { unmount } = renderWithProviders(<EntryDrawerView {...viewProps({ form: withTime })} />);
    expect(screen.getByLabelText<HTMLInputElement>('Bezugszeit *').value).toBe('21.11.2026 17:05');
    expect(screen.getByLabelText('Bezugszeit *').getAttribute('placeholder')).toBe('TT.MM.JJJJ HH:mm');
    unmount();
    renderWithProviders(<EntryDrawerView {...viewProps({ form: withTime })} />, { language: 'en-GB' });
    expect(screen.getByLabelText<HTMLInputElement>('Reference time *').value).toBe('21.11.2026 17:05');
    expect(
      screen.getByRole('button', { name: 'Pick the day of Reference time in the calendar' }),
    ).toBeTruthy();
  });

  it('typed date-times reach the form as ISO instants; unreadable text is named and kept', () => {
    const onChange = vi.fn<(form: EntryForm) => void>();
    renderWithProviders(<EntryDrawerView {...viewProps({ onChange })} />);
    const field = screen.getByLabelText('Bezugszeit *');
    fireEvent.change(field, { target: { value: '1.11.2026 7:05' } });
    // 07:05 in Berlin (CET) is 06:05 UTC.
    expect(onChange.mock.lastCall?.[0].header.referenceTimestamp).toBe(
      new Date(Date.UTC(2026, 10, 1, 6, 5)).toISOString(),
    );
    fireEvent.change(field, { target: { value: '31.11.2026 7:05' } });
    fireEvent.blur(field);
    const changed = onChange.mock.lastCall?.[0];
    expect(changed?.header.referenceTimestamp).toBe(unreadableValue('31.11.2026 7:05'));
    const message = screen.getByText('Bezugszeit ist kein gültiges Datum');
    expect(field.getAttribute('aria-describedby')).toBe(message.id);
    expect((field as HTMLInputElement).value).toBe('31.11.2026 7:05');
    // The form's own check refuses to save it.
    expect(
      formIssues(changed!, { mode: 'create', strict: false, lastA1: null, nowMs: Date.now() }),
    ).toContainEqual({
      section: 'header',
      field: 'referenceTimestamp',
      rule: 'invalidDate',
    });
  });

  it('a date-time in the wrong order is named in English', () => {
    renderWithProviders(<EntryDrawerView {...viewProps()} />, { language: 'en-GB' });
    const field = screen.getByLabelText('Reference time *');
    fireEvent.change(field, { target: { value: '2026-11-01 07:05' } });
    fireEvent.blur(field);
    expect(
      screen.getByText('Reference time must be written as DD.MM.YYYY HH:mm (e.g. 01.02.2026 07:05)'),
    ).toBeTruthy();
  });

  it('the A1 banner says when none was ever recorded', () => {
    renderWithProviders(<EntryDrawerView {...viewProps()} />, { language: 'en-GB' });
    expect(screen.getByTestId('a1-banner').textContent).toContain('No A1 inspection has been recorded');
  });
});

describe('entry drawer screen (in-memory gateway)', () => {
  const renderScreen = (
    gateway: ReturnType<typeof createFakeEntryGateway>['gateway'],
    entryId: string | null,
    onClose = vi.fn(),
  ) =>
    renderWithProviders(
      <EntryDrawerServicesProvider value={{ entryDrawerMachine: createEntryDrawerMachine(gateway, vi.fn()) }}>
        <EntryDrawerScreen
          organisationId="org-rail-1"
          vehicleId={101}
          vehicleName="V 100 Lisa"
          entryId={entryId}
          open
          onClose={onClose}
        />
      </EntryDrawerServicesProvider>,
      { language: 'en-GB' },
    );

  it('saves a new entry with a create and shows the saved snackbar', async () => {
    const { gateway, calls } = createFakeEntryGateway({});
    renderScreen(gateway, null);
    await screen.findByText('Preparation service');
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Mannheim Rbf' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.map((c) => c.op)).toEqual(['create']));
    expect((await screen.findByTestId('entry-snackbar')).textContent).toContain('Entry saved');
    expect(screen.getByTestId('entry-badge').textContent).toContain('started');
  });

  it('a save during a running sync shows "sync in progress", checks every 1 s, then says saved', async () => {
    const { gateway, calls } = createFakeEntryGateway({ syncChecks: 1 });
    renderScreen(gateway, null);
    await screen.findByText('Preparation service');
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Mannheim Rbf' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const status = await screen.findByTestId('entry-sync-in-progress');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe(enEntry.drawer.syncInProgress);
    expect(screen.queryByTestId('entry-snackbar')).toBeNull();
    // Checked after 1 s (still running), again after 2 s (done): then the saved snackbar.
    expect((await screen.findByTestId('entry-snackbar', {}, { timeout: 4000 })).textContent).toContain(
      'Entry saved',
    );
    expect(calls.map((c) => c.op)).toEqual(['create', 'syncStatus', 'syncStatus']);
    expect(screen.queryByTestId('entry-sync-in-progress')).toBeNull();
  }, 10_000);

  it('"sync in progress" reads in German too', () => {
    renderWithProviders(<EntryDrawerView {...viewProps({ busy: 'syncing' })} />);
    expect(screen.getByRole('status').textContent).toBe(deEntry.drawer.syncInProgress);
  });

  it('a 500 shows the server error snackbar with its status', async () => {
    const saveError = new ApiCallError({
      _tag: 'HttpError',
      status: 500,
      body: null,
      retryAfterSeconds: null,
    });
    const { gateway } = createFakeEntryGateway({ saveError });
    renderScreen(gateway, null);
    await screen.findByText('Preparation service');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('entry-snackbar')).textContent).toContain(
      'Server error: the entry was not saved. (500)',
    );
  });

  it('a finalised entry is read-only with the PDF button', async () => {
    const { gateway } = createFakeEntryGateway({ entries: [finalizedEntry] });
    renderScreen(gateway, finalizedEntry.header.logbookEntryId);
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getByTestId('entry-badge').textContent).toContain('finalised');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByLabelText('Location').hasAttribute('readonly')).toBe(true);
  });

  it('closing a modified form asks; yes closes without a change', async () => {
    const onClose = vi.fn();
    const { gateway } = createFakeEntryGateway({});
    renderScreen(gateway, null, onClose);
    await screen.findByText('Preparation service');
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Basel' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(false));
  });
  it('tells the page once that it closed, though the page re-renders with a new onClose', async () => {
    const told = vi.fn();
    const { gateway } = createFakeEntryGateway({});
    const services = { entryDrawerMachine: createEntryDrawerMachine(gateway, vi.fn()) };
    // Like the list page: every close re-renders it (a list reload) with a new onClose function.
    function Page() {
      const [closes, setCloses] = useState(0);
      return (
        <EntryDrawerServicesProvider value={services}>
          <span data-testid="closes">{closes}</span>
          <EntryDrawerScreen
            organisationId="org-rail-1"
            vehicleId={101}
            vehicleName="V 100 Lisa"
            entryId={null}
            open
            onClose={(changed) => {
              told(changed);
              setCloses((n) => n + 1);
            }}
          />
        </EntryDrawerServicesProvider>
      );
    }
    renderWithProviders(<Page />, { language: 'en-GB' });
    await screen.findByText('Preparation service');
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Kiel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('entry-snackbar');
    await waitFor(() => expect(screen.getByTestId('entry-badge').textContent).toContain('started'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(told).toHaveBeenCalledWith(true));
    expect(screen.getByTestId('closes').textContent).toBe('1');
    expect(told).toHaveBeenCalledTimes(1);
  });
});
