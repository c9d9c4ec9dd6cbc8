import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoginView } from './login.view';

const meta = {
  title: 'Pages/Login',
  component: LoginView,
  parameters: { path: '/login' },
  // The language the view shows follows the toolbar's language.
  render: (args, { globals }) => (
    <LoginView {...args} language={globals['locale'] === 'en-GB' ? 'en-GB' : 'de-DE'} />
  ),
  args: {
    language: 'de-DE',
    onLanguageChange: fn(),
    online: true,
    busy: false,
    error: null,
    hasStoredUser: false,
    onSwitchUser: fn(),
    privacyPolicyUrl: 'https://www.example.com/datenschutz/',
    resetPasskeyHref: '/reset-passkey',
    onLogin: fn(),
  },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { initialAccountName: 'dispatcher', initialPasskey: 'Portal-Demo-2026!' },
};

export const LoggingIn: Story = {
  args: { initialAccountName: 'dispatcher', initialPasskey: 'Portal-Demo-2026!', busy: true },
};

export const WrongPassword: Story = {
  args: { initialAccountName: 'dispatcher', initialPasskey: 'wrong', error: { kind: 'invalidCredentials' } },
};

export const Throttled: Story = {
  args: {
    initialAccountName: 'dispatcher',
    initialPasskey: 'wrong',
    error: { kind: 'throttled', retryAfterSeconds: 125 },
  },
};

export const Offline: Story = {
  args: { initialAccountName: 'dispatcher', initialPasskey: 'Portal-Demo-2026!', online: false },
};

export const ServerError: Story = { args: { error: { kind: 'server', status: 503 } } };

export const SwitchUser: Story = { args: { hasStoredUser: true } };

export const English: Story = { globals: { locale: 'en-GB' } };
