import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { DEFAULT_FUEL_CONSUMPTION } from '../../api/contract';
import { httpError, networkError } from '../session/session.fixtures';
import { done, failed, fixtureDatasheet } from './fleet.fixtures';
import type { DatasheetContext, DatasheetInput, DatasheetLocomotive } from './datasheet.types';

/** The fixture locomotive (vehicle 101). */
export const fixtureLocomotive: DatasheetLocomotive = {
  vehicleId: 101,
  wpId: 9101,
  name: 'V 100 Lisa',
  fuelConsumption: JSON.stringify(DEFAULT_FUEL_CONSUMPTION),
};

const edited = { ...DEFAULT_FUEL_CONSUMPTION, isActive: true, usageTypePercentage: 30 };

/** Test and story data for the datasheet machine. Not imported by the app. */
export const datasheetFixtures: {
  readonly inputs: Readonly<Record<'locomotive' | 'demoUser' | 'noLocomotive', DatasheetInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    locomotive: { locomotive: fixtureLocomotive, isDemoUser: false },
    demoUser: { locomotive: fixtureLocomotive, isDemoUser: true },
    noLocomotive: { locomotive: null, isDemoUser: false },
  },
  eventVariants: {
    'view.locomotiveChanged': [
      { type: 'view.locomotiveChanged', locomotive: { ...fixtureLocomotive, vehicleId: 102, wpId: 9102 } },
      { type: 'view.locomotiveChanged', locomotive: null },
    ],
    'user.editFuelConsumption': [{ type: 'user.editFuelConsumption', fuelConsumption: edited }],
    'user.editComment': [{ type: 'user.editComment', comment: 'Brakes checked' }],
    'user.saveDatasheet': [
      { type: 'user.saveDatasheet', comment: 'Brakes checked', fuelConsumption: edited },
    ],
    'xstate.done.actor.loadDatasheet': [done('loadDatasheet', fixtureDatasheet())],
    'xstate.error.actor.loadDatasheet': [failed('loadDatasheet', httpError(404))],
    'xstate.done.actor.saveDatasheet': [done('saveDatasheet', undefined)],
    'xstate.error.actor.saveDatasheet': [
      failed('saveDatasheet', httpError(403)),
      failed('saveDatasheet', networkError()),
    ],
  },
};

/** The model's "same state": the value and what the save guard reads. */
export const serializeDatasheet = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as DatasheetContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    demo: context.isDemoUser,
    locomotive: context.locomotive !== null,
  });
};
