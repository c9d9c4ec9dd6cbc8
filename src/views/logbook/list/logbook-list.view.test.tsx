import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fixturePage } from '../../../machines/logbook/list/logbook-list.fixtures';
import { renderWithProviders } from '../../shared/testing/render';
import { LogbookListView, type LogbookListViewProps } from './logbook-list.view';
import type { LogbookTableProps } from './logbook-table.view';

const page = fixturePage(1, 45);

const table = (overrides: Partial<LogbookTableProps> = {}): LogbookTableProps => ({
  caption: 'Fahrtenbucheinträge',
  entries: page.items,
  isSelected: (id) => id === page.items[1]?.header.logbookEntryId,
  pageSelected: false,
  onToggleEntry: vi.fn(),
  onTogglePage: vi.fn(),
  orderby: 'createTimestamp desc',
  onSort: vi.fn(),
  canReadComments: true,
  onOpenEntry: vi.fn(),
  empty: 'Keine Einträge gefunden',
  timeZone: 'Europe/Berlin',
  ...overrides,
});

const props = (overrides: Partial<LogbookListViewProps> = {}): LogbookListViewProps => ({
  title: 'Fahrtenbuch',
  vehicleName: null,
  canCreate: true,
  onAddEntry: vi.fn(),
  selectedCount: 1,
  table: table(),
  page: 1,
  totalPages: 3,
  onPage: vi.fn(),
  spinner: false,
  failed: false,
  onRetry: vi.fn(),
  snackbar: null,
  foundCount: 45,
  onSelectAll: vi.fn(),
  onDeselectAll: vi.fn(),
  onExport: vi.fn(),
  openEntries: 0,
  exportDialog: {
    open: false,
    count: 0,
    format: 'csv',
    onFormatChange: vi.fn(),
    onConfirm: vi.fn(),
    onCancel: vi.fn(),
  },
  onChooseVehicle: vi.fn(),
  ...overrides,
});

describe('logbook list view: whose entries, and the way to the vehicle choice', () => {
  it('without a vehicle: the spec label, every visible vehicle listed, "Choose vehicle" as the way on', () => {
    const args = props();
    renderWithProviders(<LogbookListView {...args} />);
    expect(screen.getByTestId('logbook-vehicle').textContent).toBe('Kein Fahrzeug ausgewählt');
    expect(screen.getByTestId('logbook-scope').textContent).toBe(
      'Einträge aller Fahrzeuge, die Sie sehen dürfen. Wählen Sie ein Fahrzeug, um einen Eintrag anzulegen.',
    );
    expect(screen.getByTestId<HTMLButtonElement>('add-entry').disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Fahrzeug wählen' }));
    expect(args.onChooseVehicle).toHaveBeenCalledTimes(1);
  });

  it('read only: what is listed, without the hint about adding', () => {
    renderWithProviders(<LogbookListView {...props({ canCreate: false })} />, { language: 'en-GB' });
    expect(screen.getByTestId('logbook-scope').textContent).toBe('Entries of all vehicles you may see');
    expect(screen.getByRole('button', { name: 'Choose vehicle' })).toBeTruthy();
  });

  it('with a vehicle: its name and "Change vehicle"; no button without a way to the choice', () => {
    const { unmount } = renderWithProviders(<LogbookListView {...props({ vehicleName: 'G 6 – 650 081' })} />);
    expect(screen.getByTestId('logbook-vehicle').textContent).toBe('G 6 – 650 081');
    expect(screen.queryByTestId('logbook-scope')).toBeNull();
    expect(screen.getByRole('button', { name: 'Fahrzeug wechseln' })).toBeTruthy();
    unmount();
    const { onChooseVehicle: _, ...without } = props();
    renderWithProviders(<LogbookListView {...without} />);
    expect(screen.queryByTestId('choose-vehicle')).toBeNull();
  });
});

describe('logbook list view: the entries as cards (narrow lists)', () => {
  it('one card per entry with its facts; a tap opens it, its checkbox selects it', () => {
    const args = props({ table: table({ layout: 'cards' }) });
    renderWithProviders(<LogbookListView {...args} />);
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Fahrtenbucheinträge' });
    const cards = within(list).getAllByTestId('logbook-row');
    expect(cards).toHaveLength(page.items.length);
    const [first, second] = cards;
    const entry = page.items[0]!;
    expect(first!.getAttribute('data-entry-id')).toBe(entry.header.logbookEntryId);
    expect(first!.textContent).toMatch(/\d\d\.\d\d\.\d{4} \d\d:\d\d/);
    expect(first!.textContent).toContain(entry.header.creatorAccountLastName);
    expect(first!.textContent).toContain('Mängel');
    expect(first!.textContent).toContain('Kommentare');
    expect(second!.getAttribute('data-selected')).toBe('true');
    expect(first!.getAttribute('data-selected')).toBeNull();

    fireEvent.click(first!.querySelector('button.logbook-open')!);
    expect(args.table.onOpenEntry).toHaveBeenCalledWith(entry.header.logbookEntryId);
    fireEvent.click(within(first!).getByRole('checkbox'));
    expect(args.table.onToggleEntry).toHaveBeenCalledWith(entry.header.logbookEntryId);
    expect(args.table.onOpenEntry).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Alle Einträge dieser Seite auswählen' }));
    expect(args.table.onTogglePage).toHaveBeenCalledWith(true);
  });

  it('sorts with a choice of each column in both directions, in place of the header clicks', () => {
    const args = props({ table: table({ layout: 'cards' }) });
    renderWithProviders(<LogbookListView {...args} />);
    const sort = screen.getByLabelText<HTMLSelectElement>('Sortieren nach');
    expect(sort.value).toBe('createTimestamp desc');
    expect([...sort.options].map((o) => o.value)).toEqual([
      'status asc',
      'status desc',
      'creatorAccountLastName asc',
      'creatorAccountLastName desc',
      'createTimestamp desc',
      'createTimestamp asc',
      'commentsCount asc',
      'commentsCount desc',
      'defectsState asc',
      'defectsState desc',
    ]);
    fireEvent.change(sort, { target: { value: 'defectsState desc' } });
    expect(args.table.onSort).toHaveBeenCalledWith('defectsState desc');
  });

  it('without comment read: no comment facts and no comment sort; empty: the empty text', () => {
    const { unmount } = renderWithProviders(
      <LogbookListView {...props({ table: table({ layout: 'cards', canReadComments: false }) })} />,
    );
    expect(screen.getAllByTestId('logbook-row')[0]!.textContent).not.toContain('Kommentare');
    const sort = screen.getByLabelText<HTMLSelectElement>('Sortieren nach');
    expect([...sort.options].some((o) => o.value.startsWith('commentsCount'))).toBe(false);
    unmount();
    renderWithProviders(<LogbookListView {...props({ table: table({ layout: 'cards', entries: [] }) })} />);
    expect(screen.getByText('Keine Einträge gefunden')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Alle Einträge dieser Seite auswählen' })).toBeTruthy();
  });

  it('lays out as a table where the list has room (jsdom measures nothing: the table)', () => {
    renderWithProviders(<LogbookListView {...props()} />);
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.queryByTestId('logbook-cards')).toBeNull();
  });
});

describe.each(['table', 'cards'] as const)(
  'logbook list view (%s): the entries are one tab stop (issue 36)',
  (layout) => {
    const tabStops = () =>
      [...document.querySelectorAll<HTMLElement>('[data-roving-key]')].filter((el) => el.tabIndex === 0);

    it('only the current entry is in the tab order; up, down, Home and End move along one control', () => {
      renderWithProviders(<LogbookListView {...props({ table: table({ layout }) })} />, {
        language: 'en-GB',
      });
      const ids = page.items.map((entry) => entry.header.logbookEntryId);
      const control = (id: string, part: 'check' | 'open') =>
        document.querySelector<HTMLElement>(`[data-roving-key="${id}"][data-roving-part="${part}"]`)!;
      // The first entry's checkbox and open button, nothing of the other entries.
      expect(tabStops().map((el) => [el.dataset['rovingKey'], el.dataset['rovingPart']])).toEqual([
        [ids[0], 'check'],
        [ids[0], 'open'],
      ]);
      act(() => control(ids[0]!, 'open').focus());
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
      expect(document.activeElement).toBe(control(ids[1]!, 'open'));
      expect(tabStops().map((el) => el.dataset['rovingKey'])).toEqual([ids[1], ids[1]]);
      fireEvent.keyDown(document.activeElement!, { key: 'End' });
      expect(document.activeElement).toBe(control(ids.at(-1)!, 'open'));
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
      expect(document.activeElement).toBe(control(ids.at(-1)!, 'open'));
      // The checkbox column keeps to the checkboxes; left and right are not the list's.
      act(() => control(ids[2]!, 'check').focus());
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
      expect(document.activeElement).toBe(control(ids[1]!, 'check'));
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
      expect(document.activeElement).toBe(control(ids[1]!, 'check'));
      fireEvent.keyDown(document.activeElement!, { key: 'Home' });
      expect(document.activeElement).toBe(control(ids[0]!, 'check'));
      // The keys are told to a screen reader with the list's name.
      expect(document.body.textContent).toContain(
        'Use the up and down arrow keys to move between the entries',
      );
    });
  },
);
