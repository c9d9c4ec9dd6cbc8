import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SettingsManyDrawerView } from './settings-many-drawer.view';
import { SaveFailureView } from './settings-panel.view';
import { FIXTURE_SETTINGS_TODAY } from '../../machines/notifications/settings-form.fixtures';
import { manyChoices, storyChoices } from './settings-view.fixtures';

const meta = {
  title: 'Notifications/Apply to several vehicles',
  component: SettingsManyDrawerView,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    vehicles: storyChoices,
    offeredCount: storyChoices.length,
    selected: new Set<number>(),
    selectAll: false,
    filter: '',
    canSave: false,
    saving: false,
    onToggle: fn(),
    onSelectAll: fn(),
    onFilter: fn(),
    onSave: fn(),
    onClose: fn(),
    period: null,
    today: FIXTURE_SETTINGS_TODAY,
    onPeriod: fn(),
    nothingChanged: false,
  },
} satisfies Meta<typeof SettingsManyDrawerView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just opened: nothing selected, Save disabled. */
export const Opened: Story = {};

export const TwoSelected: Story = {
  args: { selected: new Set([102, 103]), selectAll: 'indeterminate', canSave: true },
};

/** Forty vehicles, filtered to "V 100", all of those selected. */
export const FilteredAndAllSelected: Story = {
  args: (() => {
    const shown = manyChoices.filter((v) => v.name.startsWith('V 100'));
    return {
      vehicles: shown,
      offeredCount: manyChoices.length,
      filter: 'v 100',
      selected: new Set(shown.map((v) => v.vehicleId)),
      selectAll: true,
      canSave: true,
    };
  })(),
};

/** A temporary setting: two locomotives, only from the 24th to the 28th (track works). */
export const WithDateRange: Story = {
  args: {
    selected: new Set([102, 103]),
    selectAll: 'indeterminate',
    canSave: true,
    period: { from: '2026-11-24', to: '2026-11-28' },
  },
};

/** A date range, but no rule changed in the form: the notice, Save disabled. */
export const DateRangeNothingChanged: Story = {
  args: {
    selected: new Set([102]),
    canSave: false,
    period: { from: '2026-11-24', to: '2026-11-24' },
    nothingChanged: true,
  },
};

export const NoVehicles: Story = { args: { vehicles: [], offeredCount: 0, filter: 'xyz' } };

export const Saving: Story = { args: { selected: new Set([102, 103]), canSave: false, saving: true } };

export const SaveFailed: Story = {
  args: {
    selected: new Set([102, 103]),
    canSave: true,
    failure: (
      <SaveFailureView
        failure={{ _tag: 'HttpError', status: 400, body: null, retryAfterSeconds: null }}
        onDismiss={fn()}
      />
    ),
  },
};
