import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProfileAnalyticsView } from './profile-analytics.view';

const meta = {
  title: 'Profile/Usage statistics',
  component: ProfileAnalyticsView,
  args: { granted: false, saving: false, saveFailed: false, onChange: fn(), onRetry: fn() },
} satisfies Meta<typeof ProfileAnalyticsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Declined (or never asked): the switch is off, nothing is loaded. */
export const Declined: Story = {};

/** Agreed: switching off revokes at once. */
export const Granted: Story = { args: { granted: true } };

/** The change is being stored. */
export const Saving: Story = { args: { granted: true, saving: true } };

/** The change applies, but could not be stored: try again. */
export const SaveFailed: Story = { args: { saveFailed: true }, globals: { locale: 'en-GB' } };
