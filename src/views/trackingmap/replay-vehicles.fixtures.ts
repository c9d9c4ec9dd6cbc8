import type { ReplayVehicleOption } from './replay-vehicles.view';

/** A fleet of `count` vehicles for the picker's stories and tests: 'Lok 001', 'Lok 002', … (ids 1001 on). */
export const replayFleet = (count: number): readonly ReplayVehicleOption[] =>
  Array.from({ length: count }, (_, i) => ({
    vehicleId: 1001 + i,
    name: `Lok ${String(i + 1).padStart(3, '0')}`,
  }));
