import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { emptyRows } from '../../machines/notifications/settings-form.rules';
import { NotificationSettingsView } from './notification-settings.view';
import { invalidIssues, invalidRows, storySettingsArgs, storyTemporary } from './settings-view.fixtures';

const meta = {
  title: 'Notifications/Settings page',
  component: NotificationSettingsView,
  parameters: { layout: 'fullscreen' },
  args: {
    ...storySettingsArgs(fn),
  },
} satisfies Meta<typeof NotificationSettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A locomotive's settings: the speed limit on (max 80 km/h), the rest off (their fields disabled). */
export const Loaded: Story = {};

export const Loading: Story = { args: { loading: true, rows: emptyRows(), disabled: true } };

export const LoadFailed: Story = { args: { loadFailed: true, rows: emptyRows(), disabled: true } };

/** No vehicle picked: the notice; Save opens the pick-a-locomotive dialog. */
export const NoVehicle: Story = { args: { vehicleName: null, rows: emptyRows() } };

export const PickVehicleDialog: Story = { args: { vehicleName: null, rows: emptyRows(), pickVehicle: true } };

/** Min above max and a temperature below -273 °C: the rules under the fields, Save disabled. */
export const Invalid: Story = {
  args: { rows: invalidRows, issues: invalidIssues, invalid: true, canSave: false },
};

export const Saving: Story = { args: { saving: true, disabled: true, canSave: false } };

export const Saved: Story = { args: { outcome: { kind: 'saved', count: 1, period: null } } };

export const SavedForSeveral: Story = { args: { outcome: { kind: 'saved', count: 12, period: null } } };

/** Temporary settings saved for two locomotives from the 24th to the 28th. */
export const SavedTemporary: Story = {
  args: { outcome: { kind: 'saved', count: 2, period: { from: '2026-11-24', to: '2026-11-28' } } },
};

/** The locomotive's temporary settings under its rows: each can be ended at once. */
export const TemporarySettings: Story = {
  args: { temporary: { items: storyTemporary, canRemove: true, removingId: null, onRemove: fn() } },
};

/** One being ended; the others wait. */
export const RemovingTemporary: Story = {
  args: { temporary: { items: storyTemporary, canRemove: false, removingId: 7, onRemove: fn() } },
};

/** Demo users see them but cannot end them. */
export const TemporaryForDemoUser: Story = {
  args: {
    isDemoUser: true,
    canSave: false,
    canApplyToMany: false,
    temporary: { items: storyTemporary, canRemove: false, removingId: null, onRemove: fn() },
  },
};

export const SaveFailedOffline: Story = {
  args: { outcome: { kind: 'failed', failure: { _tag: 'NetworkError', message: 'Failed to fetch' } } },
};

export const SaveFailedForbidden: Story = {
  args: {
    outcome: {
      kind: 'failed',
      failure: { _tag: 'HttpError', status: 403, body: null, retryAfterSeconds: null },
    },
  },
};

export const SaveFailedServer: Story = {
  args: {
    outcome: {
      kind: 'failed',
      failure: { _tag: 'HttpError', status: 500, body: null, retryAfterSeconds: null },
    },
  },
};

/** Demo users: Save and apply-to-many disabled, with the reason. */
export const DemoUser: Story = { args: { isDemoUser: true, canSave: false, canApplyToMany: false } };

const PHONE = { viewport: { value: 'mobile2', isRotated: false } } as const;

/**
 * A phone (390 px): each rule a stacked row, name and switch on one line, the Min and Max fields below
 * with their column's name; apply-to-many and Save below each other, wholly visible.
 */
export const Phone: Story = { globals: PHONE };

/** No vehicle on a phone: the hint leads to the header's "Choose vehicle" (the panel is a drawer). */
export const NoVehicleOnPhone: Story = {
  globals: { ...PHONE, locale: 'en-GB' },
  args: { vehicleName: null, rows: emptyRows(), vehicleChoice: 'drawer' },
};
