import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SessionInvalidDialog } from './session-invalid-dialog.view';
import { SessionPendingView } from './session-pending.view';

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
