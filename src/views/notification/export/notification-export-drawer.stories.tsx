import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fixtureNotificationChoices } from '../../../machines/notifications/notification-export.fixtures';
import { ExportDrawerView, type ExportDrawerViewProps } from '../../shared/export-drawer/export-drawer.view';
import { notificationExportLook } from './notification-export-drawer.screen';

const offered = fixtureNotificationChoices.filter((v) => !v.isCrane);

/** The run under the grid: nothing running yet. */
const run: NonNullable<ExportDrawerViewProps['run']> = {
  demo: false,
  phase: 'choosing',
  progress: { done: 0, total: 0 },
  fileName: null,
  error: null,
  onStop: fn(),
  onRetry: fn(),
  onDownload: fn(),
  onDismiss: fn(),
};

const meta = {
  title: 'Notifications/Export drawer',
  component: ExportDrawerView,
  parameters: { layout: 'fullscreen' },
  // The page's look is not an editable control.
  argTypes: { look: { control: false } },
  args: {
    look: notificationExportLook,
    open: true,
    vehicles: offered,
    offeredCount: offered.length,
    selected: new Set([101, 102]),
    selectAll: 'indeterminate',
    filter: '',
    dateRange: <span>08.11.2026 – 22.11.2026</span>,
    periodInFuture: false,
    canExport: true,
    run,
    onToggle: fn(),
    onSelectAll: fn(),
    onFilter: fn(),
    onExport: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ExportDrawerView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two of three locomotives selected (the crane is not offered). */
export const Choosing: Story = {};

/** English. */
export const English: Story = { globals: { locale: 'en-GB' } };

/** Nothing selected: Export disabled. */
export const NothingSelected: Story = { args: { selected: new Set(), selectAll: false, canExport: false } };

/** Loading the export's pages. */
export const Fetching: Story = {
  args: { run: { ...run, phase: 'fetching', progress: { done: 1, total: 2 } } },
};

/** The file is saved; it can be downloaded again. */
export const Done: Story = {
  args: { run: { ...run, phase: 'done', fileName: '08-11-2026-22-11-2026-Notifications-Export.xlsx' } },
};

/** A page failed (HTTP 500): Try again. */
export const Failed: Story = {
  args: { run: { ...run, phase: 'fetchFailed', error: { stage: 'fetch', status: 500 } } },
};

/** The demo user: Export disabled with the reason. */
export const Demo: Story = { args: { run: { ...run, demo: true }, canExport: false } };
