import type { FactSource } from '../shared/fact-watch';
import { addressWriter, createAddressWatcher, type AddressPort } from './period-address';
import { createPeriodVehicleWatcher, type PeriodSelectionSnapshot } from './period.facts';
import { periodMachine, type PeriodMachine } from './period.machine';

/** What a view's period machine subscribes to: the app-wide selection and, for the page's own, the address. */
export interface PeriodMachineDeps {
  readonly selection: FactSource<PeriodSelectionSnapshot>;
  /** The page's period lives in the address; a drawer's own period (graph, export) has none. */
  readonly address?: AddressPort;
}

/** The period machine with its watchers and address output provided (one per picker). */
export const providePeriodMachine = ({ selection, address }: PeriodMachineDeps): PeriodMachine =>
  periodMachine.provide({
    actors: {
      watchVehicle: createPeriodVehicleWatcher(selection),
      ...(address ? { watchAddress: createAddressWatcher(address) } : {}),
    },
    actions: address ? { writeAddress: addressWriter(address) } : {},
  });
