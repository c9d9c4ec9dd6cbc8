import type { FleetVehicle } from '../fleet/fleet.types';
import type { SelectionFactSnapshot } from '../fleet/fleet.facts';
import { selectLastActive } from '../fleet/vehicle-selection.types';
import { watchFact, type FactSource } from '../shared/fact-watch';
import { createSettingsFormActors, type SettingsFormDeps } from './settings-form.actors';
import { settingsFormMachine, type SettingsFormMachine } from './settings-form.machine';
import type { ManyChoice, SettingsVehicle, SettingsVehicleChanged } from './settings-form.types';

/** What the page and the drawer need: the calls and the app-wide vehicle selection. */
export interface SettingsFormMachineDeps extends SettingsFormDeps {
  readonly selection: FactSource<SelectionFactSnapshot>;
}

/** The form's vehicle: the last active one (notificationsettings is a single-select view). */
export const settingsVehicleOf = (vehicle: FleetVehicle | null): SettingsVehicle | null =>
  vehicle && { vehicleId: vehicle.vehicleId, wpId: vehicle.wpId, name: vehicle.name };

/** The form's vehicle, at the screen's start. */
export const selectSettingsVehicle = (snapshot: SelectionFactSnapshot): SettingsVehicle | null =>
  settingsVehicleOf(selectLastActive(snapshot));

/** The user's vehicles as apply-to-many may offer them (the machine leaves cranes out). */
export const selectManyChoices = ({ context }: SelectionFactSnapshot): readonly ManyChoice[] =>
  context.vehicles.map((v) => ({ vehicleId: v.vehicleId, wpId: v.wpId, name: v.name, isCrane: v.isCrane }));

const built = new WeakMap<SettingsFormMachineDeps, SettingsFormMachine>();

/**
 * The form machine with its calls and its vehicle watcher provided, built once per deps (the screens
 * ask on every mount). It lives in the notificationsettings route's chunk, not in the first load.
 */
export const settingsFormMachineFor = (deps: SettingsFormMachineDeps): SettingsFormMachine => {
  let machine = built.get(deps);
  if (!machine) {
    machine = settingsFormMachine.provide({
      actors: {
        ...createSettingsFormActors(deps),
        watchVehicle: watchFact({
          source: deps.selection,
          select: selectSettingsVehicle,
          equals: (a, b) => a?.vehicleId === b?.vehicleId && a?.wpId === b?.wpId,
          toEvent: (vehicle): SettingsVehicleChanged => ({ type: 'view.vehicleChanged', vehicle }),
        }),
      },
    });
    built.set(deps, machine);
  }
  return machine;
};
