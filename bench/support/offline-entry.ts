/**
 * A complete logbook entry as a driver makes it offline (it passes the finalise rules), dated
 * `minutesAgo` before now: what the sync benchmarks push, over HTTP and through the app.
 */
export const offlineEntry = (vehicleId: number, minutesAgo: number, i: number) => {
  const ref = Date.now() - minutesAgo * 60_000;
  const before = (minutes: number) => new Date(ref - minutes * 60_000).toISOString();
  return {
    header: {
      vehicleIdRef: vehicleId,
      remarks: `Offline-Eintrag ${i + 1}`,
      referenceTimestamp: new Date(ref).toISOString(),
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
    inspections: {
      inspectionPerformedTimestamp_A1: before(30),
      inspectionPerformedTimestamp_V1: before(20),
      selectedV: 'V1',
    },
    defects: i % 7 === 0 ? { description: `Mangel ${i + 1}`, state: 'open' } : null,
    stoppage: null,
  };
};
