import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { emptyRows } from '../../machines/notifications/settings-form.rules';
import { NotificationSettingsDrawerView } from './notification-settings-drawer.view';
import { invalidIssues, invalidRows, storySettingsArgs } from './settings-view.fixtures';

const meta = {
  title: 'Notifications/Settings drawer',
  component: NotificationSettingsDrawerView,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onClose: fn(),
    ...storySettingsArgs(fn),
  },
} satisfies Meta<typeof NotificationSettingsDrawerView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's form in a side drawer (the notifications page, development mode only). */
export const Loaded: Story = {};

export const NoVehicle: Story = { args: { vehicleName: null, rows: emptyRows() } };

export const Invalid: Story = {
  args: { rows: invalidRows, issues: invalidIssues, invalid: true, canSave: false },
};

export const Saved: Story = { args: { outcome: { kind: 'saved', count: 1, period: null } } };

export const DemoUser: Story = { args: { isDemoUser: true, canSave: false, canApplyToMany: false } };
