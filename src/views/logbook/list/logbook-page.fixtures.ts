import { fn } from 'storybook/test';
import type { LogbookPageProps } from './logbook-page.view';
import type { LogbookTableProps } from './logbook-table.view';

/**
 * The stories' table (list and drafts): the page's entries with nothing selected, sorted by creation,
 * German texts, Berlin times and spies for every callback; `overrides` per story.
 */
export const storyTable =
  (base: Pick<LogbookTableProps, 'caption' | 'entries'>) =>
  (overrides: Partial<LogbookTableProps> = {}): LogbookTableProps => ({
    ...base,
    isSelected: () => false,
    pageSelected: false,
    onToggleEntry: fn(),
    onTogglePage: fn(),
    orderby: 'createTimestamp desc',
    onSort: fn(),
    canReadComments: true,
    onOpenEntry: fn(),
    empty: 'Keine Einträge gefunden',
    timeZone: 'Europe/Berlin',
    ...overrides,
  });

/** The stories' page args (list and drafts): page 1, a vehicle selected, create right, nothing selected. */
export const storyPageArgs = (
  page: Pick<LogbookPageProps, 'title' | 'table' | 'totalPages'>,
): LogbookPageProps => ({
  vehicleName: 'G 1206 – 1206 004',
  canCreate: true,
  onAddEntry: fn(),
  selectedCount: 0,
  page: 1,
  onPage: fn(),
  spinner: false,
  failed: false,
  onRetry: fn(),
  snackbar: null,
  ...page,
});
