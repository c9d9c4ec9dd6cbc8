import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import {
  NOTIFICATION_LABELS,
  NOTIFICATION_UNITS,
  type NotificationSetting,
  type TemporaryNotificationSetting,
} from '../../api/contract';
import { httpError, networkError } from '../session/session.fixtures';
import { done, failed } from '../fleet/fleet.fixtures';
import type { SettingsSaved } from './settings-form.actors';
import { isFormValid } from './settings-form.rules';
import type {
  LoadedSettings,
  ManyChoice,
  SettingsFormContext,
  SettingsFormInput,
  SettingsVehicle,
} from './settings-form.types';

/** The fixture locomotive (vehicle 101, wpId 9101, as the fleet fixtures). */
export const fixtureSettingsVehicle: SettingsVehicle = { vehicleId: 101, wpId: 9101, name: 'V 100 Lisa' };

/** The settings of a vehicle: the speed limit on (max 80 km/h), the temperature range off, the rest unset. */
export const fixtureSettings = (): NotificationSetting[] =>
  NOTIFICATION_LABELS.map((label) => ({
    label,
    unit: NOTIFICATION_UNITS[label],
    status: label === 'NSSpeedlimitExeeded',
    min: { value: label === 'NSOutsideTemperature' ? -20 : null, text: '' },
    max: {
      value: label === 'NSSpeedlimitExeeded' ? 80 : label === 'NSOutsideTemperature' ? 45 : null,
      text: '',
    },
  }));

/** Today in the fixtures (the machine tests' clock: 23 November 2026). */
export const FIXTURE_SETTINGS_TODAY = '2026-11-23';

/** A temporary setting of the fixture locomotive: 50 km/h during track works from the 24th to the 28th. */
export const fixtureTemporary = (): TemporaryNotificationSetting[] => [
  {
    id: 7,
    period: { from: '2026-11-24', to: '2026-11-28' },
    setting: {
      label: 'NSSpeedlimitExeeded',
      unit: 'kmPerHr',
      status: true,
      min: { value: 0, text: '' },
      max: { value: 50, text: '' },
    },
    savedAt: '2026-11-22T15:04:00.000Z',
    savedBy: 'dispatcher',
  },
];

/** What `loadSettings` answers for the fixture locomotive. */
export const fixtureLoaded = (): LoadedSettings => ({
  settings: fixtureSettings(),
  temporary: fixtureTemporary(),
});

/** The apply-to-many choices: three locomotives and a crane (which the drawer leaves out). */
export const fixtureChoices: readonly ManyChoice[] = [
  { ...fixtureSettingsVehicle, isCrane: false },
  { vehicleId: 102, wpId: 9102, name: 'V 100 Karl', isCrane: false },
  { vehicleId: 103, wpId: 9103, name: 'BR 218 Anna', isCrane: false },
  { vehicleId: 301, wpId: 9301, name: 'Kran 1', isCrane: true },
];

/** A save's answer for the given wpIds. */
export const fixtureSaved = (wpIds: readonly number[]): SettingsSaved => ({
  items: wpIds.map((wpId) => ({ wpId, vehicleId: wpId - 9000, settings: fixtureSettings() })),
});

/**
 * The drawer open with a date range, the shown locomotive and another picked: a temporary save
 * (stories; the model reaches it from \`vehicle\` by events).
 */
export const drawerPeriodInput: SettingsFormInput = {
  vehicle: fixtureSettingsVehicle,
  isDemoUser: false,
  choices: fixtureChoices,
  selected: [101, 102],
  today: FIXTURE_SETTINGS_TODAY,
  period: { from: '2026-11-24', to: '2026-11-28' },
};

/** Test and story data for the settings form machine. Not imported by the app. */
export const settingsFormFixtures: {
  readonly inputs: Readonly<Record<'vehicle' | 'demoUser' | 'noVehicle' | 'drawerOpen', SettingsFormInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    vehicle: { vehicle: fixtureSettingsVehicle, isDemoUser: false, today: FIXTURE_SETTINGS_TODAY },
    demoUser: { vehicle: fixtureSettingsVehicle, isDemoUser: true, today: FIXTURE_SETTINGS_TODAY },
    noVehicle: { vehicle: null, isDemoUser: false, today: FIXTURE_SETTINGS_TODAY },
    // No vehicle (the empty form can be applied at once), two locomotives picked.
    drawerOpen: {
      vehicle: null,
      isDemoUser: false,
      choices: fixtureChoices,
      selected: [102, 103],
      today: FIXTURE_SETTINGS_TODAY,
    },
  },
  eventVariants: {
    'view.vehicleChanged': [
      { type: 'view.vehicleChanged', vehicle: { vehicleId: 102, wpId: 9102, name: 'V 100 Karl' } },
      { type: 'view.vehicleChanged', vehicle: null },
    ],
    'user.toggleRule': [{ type: 'user.toggleRule', label: 'NSSpeedlimitExeeded', status: true }],
    'user.editLimit': [
      // Min above max: the form is invalid until it is fixed.
      { type: 'user.editLimit', label: 'NSSpeedlimitExeeded', field: 'min', value: 200 },
      { type: 'user.editLimit', label: 'NSSpeedlimitExeeded', field: 'min', value: null },
    ],
    'user.openMany': [{ type: 'user.openMany', choices: fixtureChoices }],
    'user.toggleVehicle': [{ type: 'user.toggleVehicle', vehicleId: 102 }],
    'user.selectAll': [{ type: 'user.selectAll', selected: true }],
    'user.filterVehicles': [{ type: 'user.filterVehicles', text: 'v 100' }],
    'user.setPeriod': [
      { type: 'user.setPeriod', period: { from: '2026-11-25', to: '2026-11-27' } },
      { type: 'user.setPeriod', period: null },
      // Starts yesterday: refused.
      { type: 'user.setPeriod', period: { from: '2026-11-22', to: '2026-11-23' } },
    ],
    'user.removeTemporary': [{ type: 'user.removeTemporary', id: 7 }],
    'internal.reload': [{ type: 'internal.reload' }],
    'xstate.done.actor.loadSettings': [done('loadSettings', fixtureLoaded())],
    'xstate.done.actor.removeTemporary': [done('removeTemporary', undefined)],
    'xstate.error.actor.removeTemporary': [failed('removeTemporary', httpError(403))],
    'xstate.error.actor.loadSettings': [failed('loadSettings', httpError(404))],
    'xstate.done.actor.saveSettings': [done('saveSettings', fixtureSaved([9101]))],
    'xstate.error.actor.saveSettings': [
      failed('saveSettings', httpError(403)),
      failed('saveSettings', networkError()),
    ],
  },
};

/** The model's "same state": the value and what the guards read. */
export const serializeSettingsForm = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as SettingsFormContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    demo: context.isDemoUser,
    vehicle: context.vehicle !== null,
    valid: isFormValid(context.rows),
    selected: context.selected.length > 0,
    period: context.period !== null,
  });
};
