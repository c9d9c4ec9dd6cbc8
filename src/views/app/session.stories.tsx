import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SessionInvalidDialog } from './session-invalid-dialog.view';
import { SessionPendingView } from './session-pending.view';
import { RouteLoadFailedView } from './route-views/route-load-failed.view';

const meta = {
  title: 'Shell/Session states',
  component: SessionPendingView,
  args: { error: null, onRetry: fn(), onLogout: fn() },
} satisfies Meta<typeof SessionPendingView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadingAccount: Story = {};

export const AccountLoadFailed: Story = { args: { error: { status: 503 } } };

export const SessionInvalid: Story = {
  render: () => <SessionInvalidDialog open onClose={fn()} />,
};

/** A page whose code could not be loaded (offline on a first visit): in place of the page, with a retry. */
export const PageLoadFailed: Story = {
  render: () => <RouteLoadFailedView onRetry={fn()} />,
};
