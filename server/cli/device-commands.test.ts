import { beforeAll, expect, it } from 'vitest';
import { sha256Hex } from '../accounts/random';
import { NORDBAHN, telemetryRecord } from '../fleet/test-fleet';
import { insertVehicles } from '../fleet/vehicle-store';
import { call } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import { CliError } from './cli-error';
import {
  listDevicesCommand,
  registerDeviceCommand,
  revokeDeviceKeyCommand,
  rotateDeviceKeyCommand,
} from './device-commands';

const KEY = /dk_[A-Za-z0-9_-]{43}/g;

/** The one key a command printed (and fails unless there is exactly one). */
const keyIn = (output: string): string => {
  const keys = output.match(KEY) ?? [];
  expect(keys).toHaveLength(1);
  return keys[0] ?? '';
};

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

describeEachDatabase(
  'device keys on the command line',
  (getCtx) => {
    let vehicle: number;
    let second: number;
    let seconds = 0;
    /** Sends one record (a new timestamp each time) with the key and answers the status. */
    const ingest = async (key: string) => {
      seconds += 10;
      const response = await call(getCtx().app, 'POST', '/logbook/api/logbook/v1/telemetry', {
        headers: { authorization: `Bearer ${key}` },
        body: { records: [telemetryRecord(new Date(Date.UTC(2026, 2, 12, 9, 0, seconds)).toISOString())] },
      });
      return response.status;
    };

    beforeAll(async () => {
      getCtx().clock.set(new Date('2026-03-12T10:00:00Z'));
      const base = { organisationId: NORDBAHN, image: null, model: 'G 6', type: 'Lok', engine: 'diesel' };
      const wpId = 840_000 + Math.floor(Math.random() * 1000) * 10;
      [vehicle, second] = (await insertVehicles(getCtx().db, [
        { ...base, wpId, name: 'Device test 1', fabricNr: 'D1' },
        { ...base, wpId: wpId + 1, name: 'Device test 2', fabricNr: 'D2' },
      ])) as [number, number];
    });

    it('registers a device whose key ingests; the key is printed once and stored only as its hash', async () => {
      const { db } = getCtx();
      const output = await registerDeviceCommand(db, { vehicle: String(vehicle), label: 'SN 4711' });
      expect(output).toMatch(
        /Device "SN 4711" registered for vehicle \d+ \(Device test 1\).*shown this once/s,
      );
      const key = keyIn(output);
      expect(await ingest(key)).toBe(200);
      const rows = await db.query<{ row: string; key_hash: string }>(
        'SELECT to_jsonb(d)::text AS row, key_hash FROM vehicle_devices d WHERE vehicle_id = $1',
        [vehicle],
      );
      expect(rows[0]?.key_hash).toBe(sha256Hex(key));
      expect(rows[0]?.row).not.toContain(key.slice(7));
      const listing = await listDevicesCommand(db);
      expect(listing).toMatch(new RegExp(`${vehicle}\\s+Device test 1\\s+SN 4711\\s+${key.slice(0, 7)}…`));
      expect(listing).not.toMatch(KEY);
      const again = await failure(registerDeviceCommand(db, { vehicle: String(vehicle), label: 'SN 4712' }));
      expect(again).toBeInstanceOf(CliError);
      expect((again as Error).message).toMatch(/already has a working device \("SN 4711"\)/);
      expect(await ingest(key)).toBe(200);
    });

    it('rotates: the old key is refused with 401, the new one works', async () => {
      const { db } = getCtx();
      const first = keyIn(await registerDeviceCommand(db, { vehicle: String(second), label: 'Box A' }));
      const rotated = keyIn(await rotateDeviceKeyCommand(db, { vehicle: String(second) }));
      expect(rotated).not.toBe(first);
      expect(await ingest(first)).toBe(401);
      expect(await ingest(rotated)).toBe(200);
    });

    it('revokes: the key is refused with 401 until a device is registered again', async () => {
      const { db } = getCtx();
      const key = keyIn(await rotateDeviceKeyCommand(db, { vehicle: String(second) }));
      expect(await revokeDeviceKeyCommand(db, { vehicle: String(second) })).toMatch(/revoked/);
      expect(await ingest(key)).toBe(401);
      expect(await listDevicesCommand(db)).toMatch(
        new RegExp(`${second}\\s+Device test 2\\s+Box A\\s+revoked`),
      );
      await expect(rotateDeviceKeyCommand(db, { vehicle: String(second) })).rejects.toThrow(
        /has no device with a working key: register-device/,
      );
      await expect(revokeDeviceKeyCommand(db, { vehicle: String(second) })).rejects.toThrow(/no device/);
      const replacement = keyIn(await registerDeviceCommand(db, { vehicle: String(second), label: 'Box B' }));
      expect(await ingest(key)).toBe(401);
      expect(await ingest(replacement)).toBe(200);
    });

    it('names an unknown vehicle or a bad id clearly, and changes nothing', async () => {
      const { db } = getCtx();
      const before = await db.query('SELECT * FROM vehicle_devices ORDER BY vehicle_id');
      const commands = [
        (v: string) => registerDeviceCommand(db, { vehicle: v, label: 'x' }),
        (v: string) => rotateDeviceKeyCommand(db, { vehicle: v }),
        (v: string) => revokeDeviceKeyCommand(db, { vehicle: v }),
      ];
      for (const command of commands) {
        await expect(command('999999')).rejects.toThrow(/^No vehicle has the id 999999\./);
        for (const bad of ['0x10', '1e3', '-4', '', '99999999999'])
          await expect(command(bad)).rejects.toThrow(/--vehicle/);
      }
      await expect(registerDeviceCommand(db, { vehicle: String(vehicle), label: ' ' })).rejects.toThrow(
        /--label is required/,
      );
      expect(await db.query('SELECT * FROM vehicle_devices ORDER BY vehicle_id')).toEqual(before);
    });
  },
  { bothDatabases: true },
);
