import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { NOTIFICATION_LABELS, NOTIFICATION_UNITS, type NotificationSetting } from '../../api/contract';
import { httpError, networkError } from '../session/session.fixtures';
import { done, failed } from '../fleet/fleet.fixtures';
import type { SettingsSaved } from './settings-form.actors';
import { isFormValid } from './settings-form.rules';
import type {
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

/** Test and story data for the settings form machine. Not imported by the app. */
export const settingsFormFixtures: {
  readonly inputs: Readonly<Record<'vehicle' | 'demoUser' | 'noVehicle' | 'drawerOpen', SettingsFormInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    vehicle: { vehicle: fixtureSettingsVehicle, isDemoUser: false },
    demoUser: { vehicle: fixtureSettingsVehicle, isDemoUser: true },
    noVehicle: { vehicle: null, isDemoUser: false },
    // No vehicle (the empty form can be applied at once), two locomotives picked.
    drawerOpen: { vehicle: null, isDemoUser: false, choices: fixtureChoices, selected: [102, 103] },
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
    'xstate.done.actor.loadSettings': [done('loadSettings', fixtureSettings())],
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
  });
};
