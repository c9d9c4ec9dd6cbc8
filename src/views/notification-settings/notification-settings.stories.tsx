import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { emptyRows } from '../../machines/notifications/settings-form.rules';
import { NotificationSettingsView } from './notification-settings.view';
import { invalidIssues, invalidRows, storyRows } from './settings-view.fixtures';

const meta = {
  title: 'Notifications/Settings page',
  component: NotificationSettingsView,
  parameters: { layout: 'fullscreen' },
  args: {
    vehicleName: 'V 100 Lisa',
    loading: false,
    loadFailed: false,
    onRetry: fn(),
    rows: storyRows,
    issues: {},
    disabled: false,
    isDemoUser: false,
    invalid: false,
    canSave: true,
    canApplyToMany: true,
    saving: false,
    outcome: null,
    pickVehicle: false,
    onToggle: fn(),
    onLimit: fn(),
    onSave: fn(),
    onApplyToMany: fn(),
    onDismiss: fn(),
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

export const Saved: Story = { args: { outcome: { kind: 'saved', count: 1 } } };

export const SavedForSeveral: Story = { args: { outcome: { kind: 'saved', count: 12 } } };

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
