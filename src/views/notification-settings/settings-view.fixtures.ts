import { fixtureChoices, fixtureSettings } from '../../machines/notifications/settings-form.fixtures';
import { formIssues, rowsOf, updateRow } from '../../machines/notifications/settings-form.rules';
import type { SettingsRow } from '../../machines/notifications/settings-form.types';

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
