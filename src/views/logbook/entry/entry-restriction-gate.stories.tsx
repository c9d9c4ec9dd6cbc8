import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fixtureRestriction } from '../../../machines/restrictions/vehicle-restrictions.fixtures';
import { EntryRestrictionGateView } from './entry-restriction-gate.view';

const meta = {
  title: 'Logbook/Entry restriction gate',
  component: EntryRestrictionGateView,
  args: {
    pending: [
      fixtureRestriction(),
      fixtureRestriction({ id: 12, text: 'Pantograph 2 locked down', speedLimitKmh: null }),
    ],
    busy: false,
    onAcknowledge: fn(),
  },
} satisfies Meta<typeof EntryRestrictionGateView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two restrictions the driver has not acknowledged: saving the entry waits for both. */
export const TwoToAcknowledge: Story = {};

/** An acknowledgement on its way: the buttons wait. */
export const Acknowledging: Story = { args: { busy: true } };

/** On a phone: each restriction's button under its text, beside its limit and end; who set it left out. */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };

/** In English. */
export const English: Story = { globals: { locale: 'en-GB' } };
