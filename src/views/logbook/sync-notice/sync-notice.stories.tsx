import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SyncNoticeSnackbar } from './sync-notice.view';

const meta = {
  title: 'Logbook/Sync notice',
  component: SyncNoticeSnackbar,
  args: { notice: { kind: 'synced', pushed: 4 }, onDismiss: fn() },
} satisfies Meta<typeof SyncNoticeSnackbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back online: the entries kept on the device reached the server. */
export const Synced: Story = {};

/** The Synchronise button's sync failed: "Error (status)". */
export const Failed: Story = { args: { notice: { kind: 'failed', status: 503 } } };

/** The button was answered without a sync: the session needs a new login. */
export const LoginRequired: Story = { args: { notice: { kind: 'notRun', answer: 'new_login_required' } } };

/** The button was answered without a sync: no connection. */
export const Offline: Story = { args: { notice: { kind: 'notRun', answer: 'system_is_offline' } } };
