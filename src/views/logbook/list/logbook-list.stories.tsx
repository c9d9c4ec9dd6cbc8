import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FIXTURE_LIST_PERIOD, fixturePage } from '../../../machines/logbook/list/logbook-list.fixtures';
import { OPEN_WINDOW } from '../../../machines/period/period.rules';
import { NO_SELECTION } from '../../../machines/period/period.types';
import { DateRangePickerView } from '../../shared/date-range/date-range-picker.view';
import { LogbookListView } from './logbook-list.view';
import { storyPageArgs, storyTable } from './logbook-page.fixtures';

const page = fixturePage(1, 1234);
const table = storyTable({ caption: 'Fahrtenbucheinträge', entries: page.items });

/** The toolbar's date range (the screen binds it to a period actor), open or not. */
const dateRange = (open = false, label = 'Erstellt im Zeitraum') => (
  <DateRangePickerView
    period={FIXTURE_LIST_PERIOD}
    pending={NO_SELECTION}
    open={open}
    disabled={false}
    rules={{ kind: 'other', today: FIXTURE_LIST_PERIOD.endDate, window: OPEN_WINDOW }}
    onOpenChange={fn()}
    onSelect={fn()}
    label={label}
  />
);

const meta = {
  title: 'Logbook/List',
  component: LogbookListView,
  parameters: { layout: 'fullscreen' },
  args: {
    ...storyPageArgs({ title: 'Fahrtenbuch', table: table(), totalPages: 62 }),
    foundCount: 1234,
    onSelectAll: fn(),
    onDeselectAll: fn(),
    onExport: fn(),
    dateRange: dateRange(),
    onChooseVehicle: fn(),
    openEntries: 3,
    exportDialog: {
      open: false,
      count: 0,
      format: 'csv',
      onFormatChange: fn(),
      onConfirm: fn(),
      onCancel: fn(),
    },
  },
} satisfies Meta<typeof LogbookListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A vehicle's entries, page 1 of 62, with open entries to link to. */
export const Entries: Story = {};

/** The date range open: the entries created on the picked days are listed (and exported). */
export const DateRangeOpen: Story = { args: { dateRange: dateRange(true) } };

/** English, the date range reading "Created in". */
export const English: Story = {
  globals: { locale: 'en-GB' },
  args: { title: 'Logbook', dateRange: dateRange(false, 'Created in') },
};

/** Read only (no create right) and no comment read: no add button, no comment columns. */
export const ReadOnly: Story = {
  args: { canCreate: false, openEntries: 0, table: table({ canReadComments: false }) },
};

/**
 * No vehicle selected: the spec's label, then whose entries are listed (every vehicle the user may
 * see) and "Choose vehicle", the way to adding an entry; add is disabled.
 */
export const NoVehicle: Story = { args: { vehicleName: null } };

/** The same in English. */
export const NoVehicleEnglish: Story = {
  globals: { locale: 'en-GB' },
  args: { title: 'Logbook', vehicleName: null, dateRange: dateRange(false, 'Created in') },
};

/** Read only without a vehicle: what is listed, no hint about adding. */
export const NoVehicleReadOnly: Story = { args: { vehicleName: null, canCreate: false } };

const PHONE = { viewport: { value: 'mobile2', isRotated: false } } as const;

/**
 * A phone (390 px): each entry a card (time, status, creator, defects, comments), opened with a tap,
 * its checkbox beside it; the page's checkbox and the sort choice above the cards.
 */
export const PhoneCards: Story = { globals: PHONE };

/** A phone without a vehicle: the hint and "Choose vehicle" above the cards of every vehicle. */
export const PhoneCardsNoVehicle: Story = { globals: PHONE, args: { vehicleName: null } };

/** A phone in English, two entries selected, read only for comments (no comment facts). */
export const PhoneCardsSelectedEnglish: Story = {
  globals: { ...PHONE, locale: 'en-GB' },
  args: {
    title: 'Logbook',
    dateRange: dateRange(false, 'Created in'),
    selectedCount: 2,
    table: table({ isSelected: (id) => id.endsWith('01') || id.endsWith('03'), canReadComments: false }),
  },
};

/** Cards wherever the list is narrow (here fixed): no entries found. */
export const CardsEmpty: Story = {
  args: {
    foundCount: 0,
    totalPages: 0,
    openEntries: 0,
    table: table({ entries: [], layout: 'cards' }),
  },
};

/** Every page selected but two rows: export enabled. */
export const AllPagesSelected: Story = {
  args: {
    selectedCount: 1232,
    page: 10,
    table: table({ isSelected: (id) => !id.endsWith('01') && !id.endsWith('02'), pageSelected: false }),
  },
};

/** The export format dialog. */
export const ExportDialog: Story = {
  args: {
    selectedCount: 2,
    exportDialog: { ...meta.args.exportDialog, open: true, count: 2, format: 'spreadsheet' },
  },
};

/** Nothing found. */
export const Empty: Story = {
  args: { foundCount: 0, totalPages: 0, openEntries: 0, table: table({ entries: [] }) },
};

/** Slow fetch: the spinner. */
export const Loading: Story = { args: { spinner: true, table: table({ entries: [], empty: null }) } };

/** The fetch failed: the retry notice and the snackbar "errors (status)". */
export const Failed: Story = {
  args: {
    failed: true,
    table: table({ entries: [], empty: null }),
    snackbar: { message: 'Fehler (503)', tone: 'error', onDismiss: fn() },
  },
};

/** The export is downloading. */
export const Downloading: Story = {
  args: { selectedCount: 2, snackbar: { message: 'Download läuft', tone: 'info', onDismiss: fn() } },
};
