import { fullEntry } from '../../server/logbook/test-logbook';

/**
 * A complete logbook entry as a driver makes it offline (it passes the finalise rules), dated
 * `minutesAgo` before now, every seventh with an open defect: what the sync benchmarks push, over
 * HTTP and through the app.
 */
export const offlineEntry = (vehicleId: number, minutesAgo: number, i: number) => {
  const referenceTimestamp = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  return fullEntry(vehicleId, referenceTimestamp, {
    header: {
      vehicleIdRef: vehicleId,
      remarks: `Offline-Eintrag ${i + 1}`,
      referenceTimestamp,
      referenceLocation: 'Hamburg-Harburg',
    },
    vehicleState: {
      hydraulicsState: 'ok',
      vehicleOperatingHours_h: 1200 + i,
      mileage_km: 50_000 + i * 10,
      fuelFillingLevel_l: 2000,
      fuelAdded_l: 0,
      sandState: 'ok',
      motorOilState: 'ok',
    },
    defects: i % 7 === 0 ? { description: `Mangel ${i + 1}`, state: 'open' } : null,
  });
};
