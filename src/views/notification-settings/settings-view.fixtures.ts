import type { TemporaryNotificationSetting } from '../../api/contract';
import {
  fixtureChoices,
  fixtureSettings,
  fixtureTemporary,
} from '../../machines/notifications/settings-form.fixtures';
import { formIssues, rowsOf, updateRow } from '../../machines/notifications/settings-form.rules';
import type { SettingsRow } from '../../machines/notifications/settings-form.types';
import type { SettingsStatusProps } from './notification-settings.view';
import type { SettingsPanelViewProps } from './settings-panel.view';

/**
 * Data of the settings views' stories and tests (callbacks are added by each: `fn()` or `vi.fn()`).
 * Not imported by the app.
 */

/** The fixture vehicle's settings: the speed limit on at 80 km/h, the temperature range kept off. */
export const storyRows: readonly SettingsRow[] = rowsOf(fixtureSettings());

/** Min above max on the speed limit, and a temperature max below -273 °C. */
export const invalidRows: readonly SettingsRow[] = updateRow(
  updateRow(storyRows, 'NSSpeedlimitExeeded', { min: 90, max: 50 }),
  'NSOutsideTemperature',
  { status: true, max: -300 },
);

export const invalidIssues = formIssues(invalidRows);

/** The drawer's vehicles (the crane of the machine fixtures left out, as the machine does). */
export const storyChoices = fixtureChoices.filter((vehicle) => !vehicle.isCrane);

/** Forty locomotives, to show the drawer's grid full. */
export const manyChoices = Array.from({ length: 40 }, (_, i) => ({
  vehicleId: 2000 + i,
  wpId: 11_000 + i,
  name: `${i % 3 === 0 ? 'E-Lok' : 'V 100'} ${String(i + 1).padStart(3, '0')}`,
  isCrane: false,
}));

/** The fixture vehicle's temporary settings: 50 km/h during track works, and the cold start off for a day. */
export const storyTemporary: readonly TemporaryNotificationSetting[] = [
  ...fixtureTemporary(),
  {
    id: 8,
    period: { from: '2026-12-01', to: '2026-12-01' },
    setting: {
      label: 'NSSuspectedColdStart',
      unit: null,
      status: false,
      min: { value: null, text: '' },
      max: { value: null, text: '' },
    },
    savedAt: '2026-11-22T16:30:00.000Z',
    savedBy: null,
  },
];

/**
 * The settings form's props that the page's and the drawer's stories start from: the fixture vehicle's
 * rows, valid and unsaved, no temporary settings. `callback` makes each callback (`fn` in stories).
 */
export const storySettingsArgs = (
  callback: () => () => void,
): SettingsPanelViewProps & SettingsStatusProps => ({
  vehicleName: 'V 100 Lisa',
  vehicleChoice: 'panel',
  loading: false,
  loadFailed: false,
  onRetry: callback(),
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
  onToggle: callback(),
  onLimit: callback(),
  onSave: callback(),
  onApplyToMany: callback(),
  onDismiss: callback(),
  temporary: { items: [], canRemove: true, removingId: null, onRemove: callback() },
});
