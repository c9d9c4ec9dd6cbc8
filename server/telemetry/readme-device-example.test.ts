import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';
import { expect, it } from 'vitest';
import { registerDeviceCommand } from '../cli/device-commands';
import { NORDBAHN } from '../fleet/test-fleet';
import { insertVehicles } from '../fleet/vehicle-store';
import { describeEachDatabase } from '../test-support/test-databases';

const README = fileURLToPath(new URL('../../README.md', import.meta.url));

/** The curl example of the README's "Connecting a real device" section, as a reader would copy it. */
const readmeExample = (): { script: string; answer: string } => {
  const text = readFileSync(README, 'utf8');
  const section = text.slice(text.indexOf('## Connecting a real device'));
  const script = /```sh\n(DEVICE_KEY=[\s\S]*?)```/.exec(section)?.[1] ?? '';
  expect(script, 'the README has the curl example').toContain('curl ');
  return { script, answer: /^# (\{.*\})$/m.exec(script)?.[1] ?? '' };
};

describeEachDatabase('the README’s device example', (getCtx) => {
  it('stores a record with curl and a key the command issued, answering what the README shows', async () => {
    const { app, db, clock } = getCtx();
    // The example dates its record with the machine's clock.
    clock.set(new Date());
    const [vehicle] = await insertVehicles(db, [
      {
        organisationId: NORDBAHN,
        wpId: 850_000 + Math.floor(Math.random() * 100_000),
        name: 'README vehicle',
        image: null,
        model: 'G 6',
        type: 'Lok',
        engine: 'diesel',
        fabricNr: 'R1',
      },
    ]);
    const printed = await registerDeviceCommand(db, { vehicle: String(vehicle), label: 'README device' });
    const key = /dk_[A-Za-z0-9_-]{43}/.exec(printed)?.[0] ?? '';
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    try {
      await new Promise<void>((resolve) => server.once('listening', () => resolve()));
      const { port } = server.address() as AddressInfo;
      const { script, answer } = readmeExample();
      const run = script
        .replace(/^DEVICE_KEY=.*$/m, `DEVICE_KEY=${key}`)
        .replace('http://localhost:8080/', `http://127.0.0.1:${port}/`);
      expect(run).toContain(`127.0.0.1:${port}`);
      const { stdout } = await promisify(execFile)('bash', ['-c', run]).catch((error: unknown) => {
        throw new Error(`The README's example failed (it needs bash and curl): ${String(error)}`);
      });
      expect(stdout.trim()).toBe(answer);
      expect(answer).toBe('{"accepted":1,"duplicates":0,"rejected":[]}');
      const stored = await db.query('SELECT status, speed FROM positions WHERE vehicle_id = $1', [vehicle]);
      expect(stored).toEqual([{ status: 4, speed: 42.5 }]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
