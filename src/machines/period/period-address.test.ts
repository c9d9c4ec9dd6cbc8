import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { periodMachine } from './period.machine';
import {
  addressWriter,
  createAddressWatcher,
  memoryAddressPort,
  readAddress,
  writeAddress,
} from './period-address';
import { periodVehicles } from './period.fixtures';

describe('period address', () => {
  it('reads the vehicle and a valid period; anything else is null', () => {
    expect(readAddress('?vehicle=12&from=2026-11-08&to=2026-11-22')).toEqual({
      vehicleId: 12,
      period: { startDate: '2026-11-08', endDate: '2026-11-22' },
    });
    expect(readAddress('vehicle=012&from=2026-11-22&to=2026-11-08')).toEqual({
      vehicleId: null,
      period: null,
    });
    expect(readAddress('?vehicle=0x1&from=2026-02-30&to=2026-03-01')).toEqual({
      vehicleId: null,
      period: null,
    });
    expect(readAddress('?vehicle=99999999999')).toEqual({ vehicleId: null, period: null });
    expect(readAddress('')).toEqual({ vehicleId: null, period: null });
  });

  it('writes vehicle and period, keeps other parameters, keeps the vehicle when undefined', () => {
    const period = { startDate: '2026-11-08', endDate: '2026-11-22' };
    expect(writeAddress('?debug=1', { vehicleId: 12, period })).toBe(
      '?debug=1&vehicle=12&from=2026-11-08&to=2026-11-22',
    );
    expect(writeAddress('?vehicle=12', { vehicleId: undefined, period })).toBe(
      '?vehicle=12&from=2026-11-08&to=2026-11-22',
    );
    expect(writeAddress('?vehicle=12&from=x&to=y', { vehicleId: null, period: null })).toBe('');
  });

  it('the machine with the port: opens a shared link, follows the vehicle, replaces only on change', () => {
    const port = memoryAddressPort('?vehicle=101&from=2026-11-01&to=2026-11-05');
    const actor = createActor(
      periodMachine.provide({
        actors: { watchAddress: createAddressWatcher(port) },
        actions: { writeAddress: addressWriter(port) },
      }),
      {
        input: {
          kind: 'other',
          today: '2026-11-22',
          lockForCranes: true,
          initialPeriod: readAddress(port.read()).period,
        },
      },
    ).start();
    expect(actor.getSnapshot().context.applied).toEqual({ startDate: '2026-11-01', endDate: '2026-11-05' });
    expect(port.writes).toEqual([]);
    actor.send({ type: 'vehicle.changed', vehicle: periodVehicles.october });
    expect(port.read()).toBe('?vehicle=102&from=2026-10-25&to=2026-10-31');
    actor.send({ type: 'vehicle.changed', vehicle: periodVehicles.open });
    expect(port.read()).toBe('?vehicle=101&from=2026-11-01&to=2026-11-05');
    // Someone edits the address: the machine follows it.
    port.replace('?vehicle=101&from=2026-11-03&to=2026-11-04');
    expect(actor.getSnapshot().context.applied).toEqual({ startDate: '2026-11-03', endDate: '2026-11-04' });
    expect(port.writes).toHaveLength(3);
    actor.stop();
  });
});
