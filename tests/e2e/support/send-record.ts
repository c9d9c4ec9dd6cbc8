import { expect } from 'vitest';

const GW = '/logbook/api/logbook/v1';

/** A record of a driving locomotive at `at` (epoch ms) and `where`, as its device sends it; the rest ordinary. */
export const drivingRecord = (
  speed: number,
  where: { readonly lat: number; readonly lng: number },
  at: number,
) => ({
  timestamp: new Date(at).toISOString(),
  ...where,
  speed,
  bearing: 90,
  status: 'driving',
  gpsSatellites: 11,
  gsmSignal: 20,
  mileageKm: 120_345.6,
  externalPowerVoltage: 24.3,
  temperature: 12.5,
});

/**
 * Sends one record of a driving locomotive, stamped now (or at `at`, epoch ms: a record the device kept
 * while offline), to the ingestion API as its device does (with the device key `issueDeviceKey` made),
 * and expects it accepted.
 */
export const sendDrivingRecord = async (
  portalUrl: string,
  deviceKey: string,
  speed: number,
  where: { readonly lat: number; readonly lng: number },
  at: number = Date.now(),
): Promise<void> => {
  const response = await fetch(`${portalUrl}${GW}/telemetry`, {
    method: 'POST',
    headers: { authorization: `Bearer ${deviceKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ records: [drivingRecord(speed, where, at)] }),
  });
  expect(await response.json()).toMatchObject({ accepted: 1 });
};
