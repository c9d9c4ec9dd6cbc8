import { beforeAll, expect, it } from 'vitest';
import { NORDBAHN } from '../fleet/test-fleet';
import { insertVehicles } from '../fleet/vehicle-store';
import { noteUnknownDevice } from '../telemetry/tracker-devices';
import { describeEachDatabase } from '../test-support/test-databases';
import { listDevicesCommand } from './device-commands';
import { assignTrackerCommand, listUnknownDevicesCommand, revokeTrackerCommand } from './tracker-commands';

const NOW = new Date('2026-03-12T10:00:00Z');
const IMEI = '352093081452251';

describeEachDatabase(
  'trackers on the command line',
  (getCtx) => {
    let vehicle: number;
    beforeAll(async () => {
      const base = { organisationId: NORDBAHN, image: null, model: 'G 6', type: 'Lok', engine: 'diesel' };
      const wpId = 850_000 + Math.floor(Math.random() * 1000) * 10;
      [vehicle] = (await insertVehicles(getCtx().db, [
        { ...base, wpId, name: 'Tracker test 1', fabricNr: 'T1' },
      ])) as [number];
    });

    it.each([
      [{ imei: IMEI }, /--vehicle is required/],
      [{ vehicle: 'x1', imei: IMEI }, /--vehicle "x1" is not a vehicle id/],
      [{ vehicle: '1' }, /--imei is required/],
      [{ vehicle: '1', imei: '35209308145225' }, /--imei "35209308145225" is not an IMEI \(15 digits\)/],
      [{ vehicle: '2147483000', imei: IMEI }, /No vehicle has the id 2147483000/],
      [{ vehicle: '1', imei: IMEI, phone: 'cab-7' }, /--imei \(a Teltonika box\) or --phone .*not both/],
      [{ vehicle: '1', phone: 'cab 7' }, /--phone "cab 7" is not a device identifier/],
    ])('refuses %o naming what is wrong', async (options, message) => {
      await expect(assignTrackerCommand(getCtx().db, options, NOW)).rejects.toThrow(message);
    });

    it('assigns an IMEI that connected unknown: it leaves the unknown list and shows in the devices', async () => {
      const { db } = getCtx();
      await noteUnknownDevice(db, { protocol: 'teltonika', identifier: IMEI, address: '10.1.2.3', now: NOW });
      expect(await listUnknownDevicesCommand(db)).toMatch(
        new RegExp(`teltonika\\s+${IMEI}\\s+2026-03-12 10:00\\s+2026-03-12 10:00\\s+1\\s+10.1.2.3`),
      );
      expect(await assignTrackerCommand(db, { vehicle: String(vehicle), imei: IMEI }, NOW)).toMatch(
        `IMEI ${IMEI} is the device of vehicle ${vehicle} (Tracker test 1)`,
      );
      expect(await listUnknownDevicesCommand(db)).not.toContain(IMEI);
      expect(await listDevicesCommand(db)).toMatch(
        new RegExp(
          `${vehicle}\\s+Tracker test 1\\s+Teltonika ${IMEI}\\s+teltonika ${IMEI}\\s+2026-03-12 10:00`,
        ),
      );
      await expect(assignTrackerCommand(db, { vehicle: String(vehicle), imei: IMEI }, NOW)).rejects.toThrow(
        /already has a working device/,
      );
      expect(await revokeTrackerCommand(db, { vehicle: String(vehicle) }, NOW)).toMatch(/revoked/);
      await expect(revokeTrackerCommand(db, { vehicle: String(vehicle) }, NOW)).rejects.toThrow(
        /no working tracker/,
      );
      expect(await listDevicesCommand(db)).toMatch(
        new RegExp(`${vehicle}\\s+Tracker test 1\\s+Teltonika ${IMEI}\\s+revoked`),
      );
    });

    it('assigns a phone by its identifier after the box was revoked', async () => {
      const { db } = getCtx();
      await noteUnknownDevice(db, { protocol: 'osmand', identifier: 'cab-7', address: '10.1.2.4', now: NOW });
      expect(await assignTrackerCommand(db, { vehicle: String(vehicle), phone: 'cab-7' }, NOW)).toMatch(
        `Phone cab-7 is the device of vehicle ${vehicle} (Tracker test 1)`,
      );
      expect(await listUnknownDevicesCommand(db)).not.toContain('cab-7');
      expect(await listDevicesCommand(db)).toMatch(
        new RegExp(`${vehicle}\\s+Tracker test 1\\s+Phone cab-7\\s+osmand cab-7`),
      );
    });

    it('keeps the latest unknown devices only: made-up identifiers cannot grow the list without end', async () => {
      const { db } = getCtx();
      for (let i = 0; i < 4; i += 1) {
        const at = new Date(NOW.getTime() + (i + 1) * 60_000);
        await noteUnknownDevice(
          db,
          { protocol: 'osmand', identifier: `made-up-${i}`, address: null, now: at },
          3,
        );
      }
      const listed = await listUnknownDevicesCommand(db);
      expect(
        ['made-up-0', 'made-up-1', 'made-up-2', 'made-up-3'].filter((id) => listed.includes(id)),
      ).toEqual(['made-up-1', 'made-up-2', 'made-up-3']);
    });
  },
  { bothDatabases: true },
);
