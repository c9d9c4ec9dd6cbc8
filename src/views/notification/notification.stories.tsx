import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fixtureHistoryPage } from '../../machines/notifications/history-list.fixtures';
import { NotificationView } from './notification.view';

const page = fixtureHistoryPage(1, 120);
const names = new Map([
  [101, 'V 100 Lisa'],
  [102, 'G 1206 Berta'],
]);

const meta = {
  title: 'Notifications/Page',
  component: NotificationView,
  parameters: { layout: 'fullscreen' },
  args: {
    selectedCount: 2,
    events: page.items,
    names,
    sort: { key: 'timestamp', direction: 'desc' },
    page: 1,
    pageSize: 50,
    total: page.total,
    loading: false,
    failed: false,
    empty: false,
    onSort: fn(),
    onPage: fn(),
    onRetry: fn(),
    demo: false,
    onExport: fn(),
    devMode: false,
    onQuickExport: fn(),
    quickExport: null,
    onQuickStop: fn(),
    onQuickRetry: fn(),
    onQuickDismiss: fn(),
    timeZone: 'Europe/Berlin',
  },
} satisfies Meta<typeof NotificationView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of 120 events of two selected locomotives, newest first. */
export const FirstPage: Story = {};

/** English. */
export const English: Story = { globals: { locale: 'en-GB' } };

/** Sorted by type, ascending; the third page. */
export const SortedByType: Story = {
  args: { sort: { key: 'type', direction: 'asc' }, page: 3, events: fixtureHistoryPage(3, 120).items },
};

/** No selection: every locomotive of the user. */
export const AllLocomotives: Story = { args: { selectedCount: 0 } };

/** The next page is loading (the shown one stays). */
export const Loading: Story = { args: { loading: true } };

/** Nothing in the period. */
export const Empty: Story = { args: { events: [], total: 0, empty: true } };

/** The fetch failed: 'Try again'. */
export const Failed: Story = { args: { events: [], total: 0, failed: true } };

/** The demo user: Export disabled with the reason. */
export const Demo: Story = { args: { demo: true } };

/** Development mode: the settings button (its drawer mounted) and the Quick Export. */
export const DevMode: Story = { args: { devMode: true, onOpenSettings: fn() } };

/** Development mode, the Quick Export loading pages. */
export const QuickExportRunning: Story = {
  args: { devMode: true, quickExport: { phase: 'fetching', done: 1000, total: 2500 } },
};

/** Development mode, the Quick Export saved its file. */
export const QuickExportDone: Story = {
  args: {
    devMode: true,
    quickExport: { phase: 'done', fileName: '08-11-2026-22-11-2026-Notifications-Export.xlsx' },
  },
};
