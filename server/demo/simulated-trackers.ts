import type { Db } from '../db/db';
import { revokeDeviceKey } from '../telemetry/device-keys';
import { simulatedImei } from '../telemetry/simulator/record-sink';
import { assignTracker, findTrackerVehicle, revokeTracker } from '../telemetry/tracker-devices';

/**
 * Makes each simulated vehicle's device a Teltonika box with its simulated IMEI (SIMULATOR_PROTOCOL
 * =teltonika, the demo fleet only): a vehicle's key or other tracker is revoked first, as an operator
 * swapping the device would. Answers how many vehicles changed.
 */
export const ensureSimulatedTrackers = async (
  db: Db,
  vehicleIds: readonly number[],
  now: Date,
): Promise<number> => {
  let changed = 0;
  for (const vehicleId of vehicleIds) {
    const imei = simulatedImei(vehicleId);
    if ((await findTrackerVehicle(db, 'teltonika', imei)) === vehicleId) continue;
    await db.transaction(async (tx) => {
      await revokeDeviceKey(tx, vehicleId, now);
      await revokeTracker(tx, vehicleId, now);
      const result = await assignTracker(tx, {
        vehicleId,
        protocol: 'teltonika',
        identifier: imei,
        label: `Simulated Teltonika ${imei}`,
        now,
      });
      if (result.status !== 'assigned') throw new Error(`Vehicle ${vehicleId}: ${result.status}`);
    });
    changed += 1;
  }
  return changed;
};
