import { fixtureActiveRestriction } from '../../../../machines/restrictions/fleet-restrictions.fixtures';
import { groupByVehicle } from '../../../../machines/restrictions/fleet-restrictions.rules';

/**
 * Restriction notices on the fixture fleet (issue 30 §2), for stories and view tests: BR 261 021-4
 * (1001) has two with speed limits (the lower 60 km/h), G 1206 Nr. 5 (1005) one without a limit that
 * ends on 6 March 2026 at 17:00 Berlin time. Not imported by the app.
 */
export const FLEET_RESTRICTIONS = groupByVehicle([
  fixtureActiveRestriction({ id: 31, vehicleId: 1001, text: 'Pantograph damaged', speedLimitKmh: 60 }),
  fixtureActiveRestriction({ id: 30, vehicleId: 1001, text: 'Sanding out of order', speedLimitKmh: 80 }),
  fixtureActiveRestriction({
    id: 32,
    vehicleId: 1005,
    text: 'Brake test due',
    speedLimitKmh: null,
    validUntil: '2026-03-06T16:00:00.000Z',
  }),
]);
