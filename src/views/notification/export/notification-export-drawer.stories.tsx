import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fixtureNotificationChoices } from '../../../machines/notifications/notification-export.fixtures';
import { NotificationExportDrawerView } from './notification-export-drawer.view';

const offered = fixtureNotificationChoices.filter((v) => !v.isCrane);

const meta = {
  title: 'Notifications/Export drawer',
  component: NotificationExportDrawerView,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    vehicles: offered,
    offeredCount: offered.length,
    selected: new Set([101, 102]),
    selectAll: 'indeterminate',
    filter: '',
    dateRange: <span>08.11.2026 – 22.11.2026</span>,
    periodInFuture: false,
    demo: false,
    canExport: true,
    phase: 'choosing',
    progress: { done: 0, total: 0 },
    fileName: null,
    error: null,
    onToggle: fn(),
    onSelectAll: fn(),
    onFilter: fn(),
    onExport: fn(),
    onStop: fn(),
    onRetry: fn(),
    onDownload: fn(),
    onDismiss: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof NotificationExportDrawerView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two of three locomotives selected (the crane is not offered). */
export const Choosing: Story = {};

/** English. */
export const English: Story = { globals: { locale: 'en-GB' } };

/** Nothing selected: Export disabled. */
export const NothingSelected: Story = { args: { selected: new Set(), selectAll: false, canExport: false } };

/** Loading the export's pages. */
export const Fetching: Story = { args: { phase: 'fetching', progress: { done: 1, total: 2 } } };

/** The file is saved; it can be downloaded again. */
export const Done: Story = {
  args: { phase: 'done', fileName: '08-11-2026-22-11-2026-Notifications-Export.xlsx' },
};

/** A page failed (HTTP 500): Try again. */
export const Failed: Story = { args: { phase: 'fetchFailed', error: { stage: 'fetch', status: 500 } } };

/** The demo user: Export disabled with the reason. */
export const Demo: Story = { args: { demo: true, canExport: false } };
