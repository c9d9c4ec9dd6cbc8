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

/** No vehicle selected: every vehicle's entries; add is disabled. */
export const NoVehicle: Story = { args: { vehicleName: null } };

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
