import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProfileView, type ProfileViewProps } from './profile.view';

const NEW = 'Portal-Demo-2027!';

const base: ProfileViewProps = {
  account: { accountName: 'driver', firstName: 'Dirk', lastName: 'Driver', email: 'driver@example.org' },
  isDemoUser: false,
  credentials: {
    passkey: { current: '', next: '', confirmation: '' },
    email: { email: '', confirmation: '' },
    emailInvalid: false,
    emailMismatch: false,
    canSave: false,
    locked: false,
    saving: false,
    onPasskeyChange: fn(),
    onEmailChange: fn(),
    onSave: fn(),
  },
  language: {
    language: 'de-DE',
    canSave: false,
    locked: false,
    saving: false,
    onChoose: fn(),
    onSave: fn(),
  },
  messages: { time: 'standard', onChange: fn() },
  outcome: null,
  onDismiss: fn(),
};

const meta = {
  title: 'Profile/Profile page',
  component: ProfileView,
  parameters: { layout: 'fullscreen' },
  args: base,
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: both saves are disabled. */
export const Empty: Story = {};

/** This device keeps messages on screen ten times as long (issue 36). */
export const LongerMessages: Story = {
  args: { messages: { ...base.messages, time: 'long' } },
};

/** A new password that breaks rules, and a mismatched e-mail confirmation. */
export const RulesBroken: Story = {
  args: {
    credentials: {
      ...base.credentials,
      passkey: { current: '', next: 'abc', confirmation: 'abd' },
      email: { email: 'dirk@rail.example.de', confirmation: 'dirk@rail.example.com' },
      emailMismatch: true,
    },
  },
};

/** A complete password change and another language chosen: both saves are enabled. */
export const ReadyToSave: Story = {
  args: {
    credentials: {
      ...base.credentials,
      passkey: { current: 'Portal-Demo-2026!', next: NEW, confirmation: NEW },
      canSave: true,
    },
    language: { ...base.language, language: 'en-GB', canSave: true },
  },
};

/** The success dialog (closes itself after 2 s in the app). */
export const Saved: Story = { args: { outcome: { kind: 'saved', saved: 'profile' } } };

/** The failure dialog for a wrong current password (closes itself after 4 s in the app). */
export const WrongPassword: Story = { args: { outcome: { kind: 'failed', reason: 'wrongPasskey' } } };

/** The demo user: a notice, and every field and save disabled. */
export const DemoUser: Story = {
  args: {
    isDemoUser: true,
    credentials: { ...base.credentials, locked: true },
    language: { ...base.language, locked: true },
  },
};
