/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call -- tests read the loosely typed JSON answers */
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { ALPEN, createTestFleet, NORDBAHN, type TestFleet } from '../fleet/test-fleet';
import { sessionFor } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import { verifyDeviceKey } from '../telemetry/device-keys';
import { findTrackerVehicle, noteUnknownDevice } from '../telemetry/tracker-devices';
import { adminCall, NOW } from './test-admin';
import { createOtherOrganisation, insertBareVehicle } from './test-admin-users';

describeEachDatabase('administration: device keys', (getCtx) => {
  const api = adminCall(() => getCtx().app);
  const tokens: Record<string, string> = {};
  let fleet: TestFleet;
  let other: Awaited<ReturnType<typeof createOtherOrganisation>>;

  const works = async (key: string) =>
    verifyDeviceKey(getCtx().db, key).then(
      (device) => device.vehicleId,
      () => null,
    );
  const auditCount = async () =>
    Number((await getCtx().db.query<{ n: string }>('SELECT count(*) AS n FROM admin_audit_log'))[0]?.n);
  const rowOf = async (vehicleId: number, token = tokens['admin'] ?? ''): Promise<unknown> => {
    const items = (await api('GET', '/device-keys', token)).body.items as { vehicleId: number }[];
    return items.find((r) => r.vehicleId === vehicleId);
  };
  /** Whether a key appears anywhere the server keeps or says things: the audit log, its own log. */
  const leaked = async (key: string) => {
    const rows = await getCtx().db.query<{ text: string }>(
      "SELECT coalesce(before::text, '') || coalesce(after::text, '') || coalesce(target, '') AS text FROM admin_audit_log",
    );
    return rows.some((r) => r.text.includes(key)) || getCtx().logs.some((line) => line.includes(key));
  };

  beforeAll(async () => {
    const { db, app } = getCtx();
    getCtx().clock.set(NOW);
    fleet = await createTestFleet(db, 'keys');
    other = await createOtherOrganisation(db);
    for (const name of ['admin', 'opadmin', 'dispatcher', 'driver', 'demo', 'guest']) {
      tokens[name] = (await sessionFor(app, name)).accessToken;
    }
  });

  beforeEach(() => {
    getCtx().clock.set(NOW);
  });

  it('refuses every operation without a token (401) and to plain and demo users (403)', async () => {
    const id = fleet.diesel.id;
    const calls: [string, string, unknown?][] = [
      ['GET', '/device-keys'],
      ['POST', `/device-keys/${id}`, { label: 'SN-1' }],
      ['POST', `/device-keys/${id}/rotate`],
      ['DELETE', `/device-keys/${id}`],
      ['PUT', `/device-keys/${id}/tracker`, { protocol: 'teltonika', identifier: '352093081452251' }],
      ['DELETE', `/device-keys/${id}/tracker`],
      ['GET', '/unknown-devices'],
    ];
    for (const [method, path, body] of calls) {
      expect((await api(method, path, '', body)).status, `${method} ${path}`).toBe(401);
      for (const name of ['dispatcher', 'driver', 'demo', 'guest']) {
        expect((await api(method, path, tokens[name] ?? '', body)).status, `${name}: ${method} ${path}`).toBe(
          403,
        );
      }
    }
    expect(await works(fleet.diesel.key)).toBe(fleet.diesel.id);
    expect(await auditCount()).toBe(0);
  });

  it('lists the vehicles of the caller’s organisations with their devices, keys only as hints', async () => {
    const bare = await insertBareVehicle(getCtx().db, NORDBAHN, 'Bare list');
    const list = await api('GET', '/device-keys', tokens['admin'] ?? '');
    expect(list.status).toBe(200);
    expect(list.body.items.find((r: { vehicleId: number }) => r.vehicleId === fleet.diesel.id)).toEqual({
      vehicleId: fleet.diesel.id,
      vehicleName: 'Diesel keys',
      label: 'Device of Diesel keys',
      kind: 'key',
      identifier: null,
      keyHint: fleet.diesel.key.slice(0, 7),
      // The fixture issued the key at the real time.
      registeredAt: expect.any(String) as string,
      keyIssuedAt: expect.any(String) as string,
      revokedAt: null,
      status: 'active',
    });
    expect(list.body.items.find((r: { vehicleId: number }) => r.vehicleId === bare)).toEqual({
      vehicleId: bare,
      vehicleName: 'Bare list',
      label: null,
      kind: null,
      identifier: null,
      keyHint: null,
      registeredAt: null,
      keyIssuedAt: null,
      revokedAt: null,
      status: 'none',
    });
    const vehicleIds = list.body.items.map((r: { vehicleId: number }) => r.vehicleId);
    expect(vehicleIds).toContain(fleet.alpen.id);
    expect(vehicleIds).not.toContain(other.vehicleId);
    expect(JSON.stringify(list.body)).not.toContain(fleet.diesel.key);
    // The operator's admin is in Nordbahn only.
    const theirs = await api('GET', '/device-keys', tokens['opadmin'] ?? '');
    expect(theirs.body.items.map((r: { vehicleId: number }) => r.vehicleId)).not.toContain(fleet.alpen.id);
  });

  it('registers a device once, answering its key this once; a working key is a 409', async () => {
    const vehicleId = await insertBareVehicle(getCtx().db, ALPEN, 'Bare register');
    const admin = tokens['admin'] ?? '';
    const registered = await api('POST', `/device-keys/${vehicleId}`, admin, { label: '  SN-4711 ' });
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({
      vehicleId,
      vehicleName: 'Bare register',
      key: expect.stringMatching(/^dk_[A-Za-z0-9_-]{43}$/) as string,
    });
    const key: string = registered.body.key;
    expect(await works(key)).toBe(vehicleId);
    expect(await rowOf(vehicleId)).toMatchObject({
      label: 'SN-4711',
      keyHint: key.slice(0, 7),
      status: 'active',
    });
    expect((await api('GET', '/audit-log?top=1', admin)).body.items[0]).toMatchObject({
      accountName: 'admin',
      action: 'registerDevice',
      target: `Bare register (${vehicleId})`,
      before: { label: null, keyHint: null, status: 'none' },
      after: { label: 'SN-4711', keyHint: key.slice(0, 7), status: 'active' },
    });

    const audited = await auditCount();
    const again = await api('POST', `/device-keys/${vehicleId}`, admin, { label: 'SN-9999' });
    expect(again.status).toBe(409);
    expect(await works(key)).toBe(vehicleId);
    expect(await rowOf(vehicleId)).toMatchObject({ label: 'SN-4711' });
    expect(await auditCount()).toBe(audited);
    expect(await leaked(key)).toBe(false);
  });

  it('rotates a working key: the old one stops at once; without a working key 409', async () => {
    const admin = tokens['opadmin'] ?? '';
    const rotated = await api('POST', `/device-keys/${fleet.eloc.id}/rotate`, admin);
    expect(rotated.status).toBe(200);
    expect(rotated.body).toMatchObject({ vehicleId: fleet.eloc.id, vehicleName: 'Eloc keys' });
    const key: string = rotated.body.key;
    expect(await works(fleet.eloc.key)).toBeNull();
    expect(await works(key)).toBe(fleet.eloc.id);
    expect((await api('GET', '/audit-log?top=1', tokens['admin'] ?? '')).body.items[0]).toMatchObject({
      accountName: 'opadmin',
      action: 'rotateDeviceKey',
      before: { keyHint: fleet.eloc.key.slice(0, 7), status: 'active' },
      after: { keyHint: key.slice(0, 7), status: 'active' },
    });
    expect(await leaked(key)).toBe(false);

    const bare = await insertBareVehicle(getCtx().db, NORDBAHN, 'Bare rotate');
    const audited = await auditCount();
    expect((await api('POST', `/device-keys/${bare}/rotate`, admin)).status).toBe(409);
    expect(await rowOf(bare)).toMatchObject({ status: 'none' });
    expect(await auditCount()).toBe(audited);
  });

  it('revokes a key at once, keeps the device listed as revoked, and lets a new device register', async () => {
    const admin = tokens['admin'] ?? '';
    const revoked = await api('DELETE', `/device-keys/${fleet.crane.id}`, admin);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({
      vehicleId: fleet.crane.id,
      vehicleName: 'Crane keys',
      label: 'Device of Crane keys',
      kind: 'key',
      identifier: null,
      keyHint: null,
      registeredAt: expect.any(String) as string,
      keyIssuedAt: null,
      revokedAt: NOW.toISOString(),
      status: 'revoked',
    });
    expect(await works(fleet.crane.key)).toBeNull();
    expect((await api('GET', '/audit-log?top=1', admin)).body.items[0]).toMatchObject({
      action: 'revokeDeviceKey',
      after: { keyHint: null, status: 'revoked' },
    });
    const audited = await auditCount();
    expect((await api('DELETE', `/device-keys/${fleet.crane.id}`, admin)).status).toBe(409);
    expect((await api('POST', `/device-keys/${fleet.crane.id}/rotate`, admin)).status).toBe(409);
    expect(await auditCount()).toBe(audited);
    const replaced = await api('POST', `/device-keys/${fleet.crane.id}`, admin, { label: 'SN-new' });
    expect(replaced.status).toBe(201);
    expect(await works(replaced.body.key as string)).toBe(fleet.crane.id);
    expect(await rowOf(fleet.crane.id)).toMatchObject({ label: 'SN-new', status: 'active', revokedAt: null });
  });

  it('answers 404 for another organisation’s or an unknown vehicle and 400 for bad input, changing nothing', async () => {
    const admin = tokens['admin'] ?? '';
    const audited = await auditCount();
    for (const [token, vehicleId] of [
      [admin, other.vehicleId],
      [admin, 2_147_483_000],
      [tokens['opadmin'] ?? '', fleet.alpen.id],
    ] as const) {
      expect((await api('POST', `/device-keys/${vehicleId}`, token, { label: 'SN' })).status).toBe(404);
      expect((await api('POST', `/device-keys/${vehicleId}/rotate`, token)).status).toBe(404);
      expect((await api('DELETE', `/device-keys/${vehicleId}`, token)).status).toBe(404);
    }
    expect(await works(fleet.alpen.key)).toBe(fleet.alpen.id);
    const [device] = await getCtx().db.query('SELECT 1 FROM vehicle_devices WHERE vehicle_id = $1', [
      other.vehicleId,
    ]);
    expect(device).toBeUndefined();

    const bare = await insertBareVehicle(getCtx().db, NORDBAHN, 'Bare input');
    for (const [body, field] of [
      [{ label: '   ' }, 'label'],
      [{ label: 'x'.repeat(201) }, 'label'],
      [{ label: 7 }, 'label'],
      [{}, 'label'],
      [undefined, 'body'],
    ] as const) {
      const answer = await api('POST', `/device-keys/${bare}`, admin, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.field, JSON.stringify(body)).toBe(field);
    }
    for (const id of ['abc', '0', '2147483648', '01']) {
      const answer = await api('DELETE', `/device-keys/${id}`, admin);
      expect(answer.status, id).toBe(400);
      expect(answer.body.field, id).toBe('path.vehicleId');
    }
    expect(await rowOf(bare)).toMatchObject({ status: 'none' });
    expect(await auditCount()).toBe(audited);
  });

  it('assigns a tracker that connected unknown in one step, refuses what would break the one-device rule, revokes it', async () => {
    const { db } = getCtx();
    const admin = tokens['admin'] ?? '';
    const imei = '356307042441013';
    await noteUnknownDevice(db, { protocol: 'teltonika', identifier: imei, address: '10.0.0.9', now: NOW });
    const unknown = await api('GET', '/unknown-devices', tokens['opadmin'] ?? '');
    expect(unknown.status).toBe(200);
    expect(unknown.body.items).toContainEqual({
      protocol: 'teltonika',
      identifier: imei,
      firstSeen: NOW.toISOString(),
      lastSeen: NOW.toISOString(),
      attempts: 1,
      lastAddress: '10.0.0.9',
    });
    const body = { protocol: 'teltonika', identifier: imei };
    // The diesel has a working key: one device per vehicle.
    const busy = await api('PUT', `/device-keys/${fleet.diesel.id}/tracker`, admin, body);
    expect(busy.status).toBe(409);
    const bare = await insertBareVehicle(db, NORDBAHN, 'Bare tracker');
    const assigned = await api('PUT', `/device-keys/${bare}/tracker`, admin, body);
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({
      vehicleId: bare,
      label: `Teltonika ${imei}`,
      kind: 'teltonika',
      identifier: imei,
      keyHint: null,
      status: 'active',
    });
    expect(await findTrackerVehicle(db, 'teltonika', imei)).toBe(bare);
    expect((await api('GET', '/unknown-devices', admin)).body.items).not.toContainEqual(
      expect.objectContaining({ identifier: imei }),
    );
    expect((await api('GET', '/audit-log?top=1', admin)).body.items[0]).toMatchObject({
      action: 'assignTracker',
      target: `Bare tracker (${bare})`,
      before: { kind: null, status: 'none' },
      after: { kind: 'teltonika', identifier: imei, status: 'active' },
    });
    // The IMEI is that vehicle's: another one cannot take it (409 naming the field).
    const other = await insertBareVehicle(db, NORDBAHN, 'Bare other');
    const taken = await api('PUT', `/device-keys/${other}/tracker`, admin, body);
    expect(taken.status).toBe(409);
    expect(taken.body.field).toBe('identifier');

    const revoked = await api('DELETE', `/device-keys/${bare}/tracker`, admin);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({
      kind: 'teltonika',
      status: 'revoked',
      revokedAt: NOW.toISOString(),
    });
    expect(await findTrackerVehicle(db, 'teltonika', imei)).toBeNull();
    expect((await api('DELETE', `/device-keys/${bare}/tracker`, admin)).status).toBe(409);
    // A revoked device is replaced: a phone now.
    const phone = await api('PUT', `/device-keys/${bare}/tracker`, admin, {
      protocol: 'osmand',
      identifier: 'cab-7',
      label: ' Driver phone ',
    });
    expect(phone.body).toMatchObject({
      kind: 'osmand',
      identifier: 'cab-7',
      label: 'Driver phone',
      status: 'active',
    });
  });

  it('refuses a bad tracker with 400 naming the field, storing nothing', async () => {
    const admin = tokens['admin'] ?? '';
    const bare = await insertBareVehicle(getCtx().db, NORDBAHN, 'Bare bad tracker');
    const audited = await auditCount();
    for (const [body, field] of [
      [{ protocol: 'teltonika', identifier: '35630704244101' }, 'identifier'],
      [{ protocol: 'teltonika', identifier: 'abc' }, 'identifier'],
      [{ protocol: 'osmand', identifier: 'cab 7' }, 'identifier'],
      [{ protocol: 'osmand', identifier: '' }, 'identifier'],
      [{ protocol: 'gt06', identifier: '1' }, 'protocol'],
      [{ protocol: 'osmand', identifier: 'cab-7', label: 'x'.repeat(201) }, 'label'],
    ] as const) {
      const answer = await api('PUT', `/device-keys/${bare}/tracker`, admin, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.field, JSON.stringify(body)).toBe(field);
    }
    expect(await rowOf(bare)).toMatchObject({ status: 'none' });
    expect(await auditCount()).toBe(audited);
  });
});
