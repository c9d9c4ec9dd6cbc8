import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SignByNameFields } from './sign-by-name.view';

const meta = {
  title: 'Logbook/Sign by name',
  component: SignByNameFields,
  args: {
    fullName: '',
    passkey: '',
    onFullNameChange: fn(),
    onPasskeyChange: fn(),
    error: null,
    busy: false,
  },
} satisfies Meta<typeof SignByNameFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The two fields and what they are for. */
export const Empty: Story = {};

/** Filled in, being checked by the server (the status is read out to a screen reader). */
export const Checking: Story = { args: { fullName: 'Lukas Wagner', passkey: '••••••••', busy: true } };

/** The name is not the account's: the reason as an alert, tied to the fields. */
export const NotTheAccountsName: Story = {
  args: {
    fullName: 'L. Wagner',
    passkey: '••••••••',
    error: 'Geben Sie Ihren Vor- und Nachnamen so ein, wie er in Ihrem Konto steht.',
  },
};
