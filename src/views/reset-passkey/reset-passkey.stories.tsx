import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ResetPasskeyView } from './reset-passkey.view';

const meta = {
  title: 'Pages/Reset password',
  component: ResetPasskeyView,
  parameters: { path: '/reset-passkey' },
  render: (args, { globals }) => (
    <ResetPasskeyView {...args} language={globals['locale'] === 'en-GB' ? 'en-GB' : 'de-DE'} />
  ),
  args: {
    language: 'de-DE',
    onLanguageChange: fn(),
    token: null,
    status: 'editing',
    onRequest: fn(),
    onReset: fn(),
    loginHref: '/login',
    requestHref: '/reset-passkey',
  },
} satisfies Meta<typeof ResetPasskeyView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RequestForm: Story = {};

export const RequestFilled: Story = { args: { initialAccountName: 'dispatcher' } };

export const RequestSent: Story = { args: { status: 'requestSent' } };

export const RequestFailed: Story = { args: { status: 'requestFailed', initialAccountName: 'nobody' } };

export const RequestError: Story = { args: { status: 'requestError', initialAccountName: 'dispatcher' } };
/** The connection used its budget of failed logins and reset requests (429 with Retry-After). */
export const RequestThrottled: Story = {
  args: { status: 'requestError', initialAccountName: 'dispatcher', retryAfterSeconds: 601 },
};

export const TokenForm: Story = { args: { token: 'reset-token' } };

export const TokenFormWithViolations: Story = {
  args: { token: 'reset-token', initialPasskey: 'passwört 1', initialConfirmation: 'passwort' },
};

export const TokenFormValid: Story = {
  args: {
    token: 'reset-token',
    initialPasskey: 'Portal-Demo-2026!',
    initialConfirmation: 'Portal-Demo-2026!',
  },
};

export const Success: Story = { args: { token: 'reset-token', status: 'resetDone' } };

export const Failure: Story = {
  args: {
    token: 'reset-token',
    status: 'resetFailed',
    initialPasskey: 'Portal-Demo-2026!',
    initialConfirmation: 'Portal-Demo-2026!',
  },
};
