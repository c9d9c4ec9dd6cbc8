/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call -- tests read the loosely typed JSON answers */
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { createTestFleet, GW, telemetryRecord, type TestFleet } from '../fleet/test-fleet';
import { ingestRecords } from '../telemetry/ingestion.service';
import { call, sessionFor } from '../test-support/http-client';
import { createTestAccount, TEST_PASSWORD } from '../test-support/test-accounts';
import { describeEachDatabase } from '../test-support/test-databases';
import { adminCall, NOW } from './test-admin';
import { createOtherOrganisation } from './test-admin-users';

const NORDBAHN_NAME = 'Nordbahn Logistik GmbH';
const ALPEN_NAME = 'Alpen Rail Service AG';

describeEachDatabase('administration: users and their vehicle access windows', (getCtx) => {
  const api = adminCall(() => getCtx().app);
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let fleet: TestFleet;
  let other: Awaited<ReturnType<typeof createOtherOrganisation>>;

  const windowRow = async (accountId: string, vehicleId: number) =>
    getCtx().db.query<{ start_date: string | null; end_date: string | null }>(
      `SELECT to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date
       FROM vehicle_access_windows WHERE account_id = $1 AND vehicle_id = $2`,
      [accountId, vehicleId],
    );
  const auditCount = async () =>
    Number((await getCtx().db.query<{ n: string }>('SELECT count(*) AS n FROM admin_audit_log'))[0]?.n);
  const setWindow = (token: string, userId: string, vehicleId: number | string, body: unknown) =>
    api('PUT', `/users/${encodeURIComponent(userId)}/vehicles/${vehicleId}`, token, body);

  beforeAll(async () => {
    const { db, app, clock } = getCtx();
    clock.set(NOW);
    fleet = await createTestFleet(db, 'users');
    other = await createOtherOrganisation(db);
    const rows = await db.query<{ id: string; account_name: string }>(
      'SELECT id, account_name FROM accounts',
    );
    for (const row of rows) ids[row.account_name] = row.id;
    for (const name of ['admin', 'opadmin', 'dispatcher', 'driver', 'demo', 'guest']) {
      tokens[name] = (await sessionFor(app, name)).accessToken;
    }
  });

  beforeEach(async () => {
    getCtx().clock.set(NOW);
    await getCtx().db.query('DELETE FROM vehicle_access_windows');
  });

  it('refuses every operation without a token (401) and to plain and demo users (403)', async () => {
    const guest = ids['guest'] ?? '';
    const calls: [string, string, unknown?][] = [
      ['GET', '/users'],
      ['GET', `/users/${guest}/vehicles`],
      ['PUT', `/users/${guest}/vehicles/${fleet.alpen.id}`, { startDate: '2026-03-01', endDate: null }],
    ];
    for (const [method, path, body] of calls) {
      expect((await api(method, path, '', body)).status, `${method} ${path}`).toBe(401);
      for (const name of ['dispatcher', 'driver', 'demo', 'guest']) {
        const answer = await api(method, path, tokens[name] ?? '', body);
        expect(answer.status, `${name}: ${method} ${path}`).toBe(403);
      }
    }
    expect(await windowRow(guest, fleet.alpen.id)).toEqual([]);
    expect(await auditCount()).toBe(0);
  });

  it('lists the users of the caller’s organisations with company and role, never another organisation’s', async () => {
    const list = await api('GET', '/users?top=200', tokens['admin'] ?? '');
    expect(list.status).toBe(200);
    const items = list.body.items as { userName: string }[];
    const byName = new Map(items.map((u) => [u.userName, u]));
    expect(list.body.totalCount).toBe(list.body.items.length);
    expect(byName.get('admin')).toEqual({
      userId: ids['admin'],
      userName: 'admin',
      firstName: 'Anna',
      lastName: 'Hoffmann',
      company: `${ALPEN_NAME}, ${NORDBAHN_NAME}`,
      role: 'administrator',
      imageUrl: null,
    });
    expect(byName.get('guest')).toMatchObject({ company: ALPEN_NAME, role: 'user', lastName: 'Bernasconi' });
    expect(byName.get('opadmin')).toMatchObject({ company: NORDBAHN_NAME, role: 'operator_admin' });
    expect(byName.get('demo')).toMatchObject({ role: 'demo' });
    expect(byName.has(other.user.accountName)).toBe(false);
    expect(byName.has(other.admin.accountName)).toBe(false);
    const names = list.body.items.map((u: { userName: string }) => u.userName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));

    // The operator's admin is in Nordbahn only: no guest, and the admin's company is Nordbahn alone.
    const theirs = await api('GET', '/users', tokens['opadmin'] ?? '');
    const theirNames = theirs.body.items.map((u: { userName: string }) => u.userName);
    expect(theirNames).toContain('dispatcher');
    expect(theirNames).not.toContain('guest');
    expect(theirs.body.items.find((u: { userName: string }) => u.userName === 'admin').company).toBe(
      NORDBAHN_NAME,
    );
    // And the other organisation's administrator sees only their own people.
    const { accessToken } = await sessionFor(getCtx().app, other.admin.accountName, TEST_PASSWORD);
    const foreign = await api('GET', '/users', accessToken);
    expect(foreign.body.items.map((u: { userName: string }) => u.userName).sort()).toEqual(
      [other.admin.accountName, other.user.accountName].sort(),
    );
  });

  it('searches, pages and bounds the list in the contract', async () => {
    const admin = tokens['admin'] ?? '';
    const search = await api('GET', `/users?search=${encodeURIComponent('marco BERN')}`, admin);
    expect(search.body).toMatchObject({ totalCount: 1, items: [{ userName: 'guest' }] });
    const byCompany = await api('GET', '/users?search=alpen%20rail', admin);
    expect(byCompany.body.items.map((u: { userName: string }) => u.userName)).toEqual(['admin', 'guest']);
    // LIKE wildcards are plain text here.
    expect((await api('GET', '/users?search=%25', admin)).body.totalCount).toBe(0);
    const page = await api('GET', '/users?top=2&skip=1', admin);
    const all = await api('GET', '/users?top=200', admin);
    expect(page.body.items).toEqual(all.body.items.slice(1, 3));
    expect(page.body.totalCount).toBe(all.body.totalCount);
    const past = await api('GET', '/users?skip=500', admin);
    expect(past.body).toEqual({ items: [], totalCount: all.body.totalCount });
    for (const [query, field] of [
      ['top=0', 'query.top'],
      ['top=201', 'query.top'],
      ['top=two', 'query.top'],
      ['skip=-1', 'query.skip'],
      ['skip=1000000001', 'query.skip'],
      [`search=${'x'.repeat(101)}`, 'query.search'],
    ]) {
      const answer = await api('GET', `/users?${query}`, admin);
      expect(answer.status, query).toBe(400);
      expect(answer.body.field, query).toBe(field);
    }
  });

  it('gives a user with an avatar the signed avatar URL the accounts module serves', async () => {
    const { db, app } = getCtx();
    const pictured = await createTestAccount(db, { organisations: [other.organisationId] });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await db.query(
      `UPDATE accounts SET avatar_image = $2, avatar_content_type = 'image/png', avatar_version = 3 WHERE id = $1`,
      [pictured.accountId, png],
    );
    const { accessToken } = await sessionFor(app, other.admin.accountName, TEST_PASSWORD);
    const list = await api('GET', `/users?search=${pictured.accountName}`, accessToken);
    const url: string = list.body.items[0].imageUrl;
    expect(url).toMatch(
      new RegExp(`^/um/v1/accounts/${pictured.accountId}/avatar-image\\?signature=\\d+\\.[A-Za-z0-9_-]{43}$`),
    );
    const image = await call(app, 'GET', url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('lists the vehicles of the organisations caller and user share, with their windows', async () => {
    const admin = tokens['admin'] ?? '';
    const guest = ids['guest'] ?? '';
    const rows = await api('GET', `/users/${guest}/vehicles`, admin);
    expect(rows.status).toBe(200);
    // The guest is in Alpen only: no Nordbahn vehicle, none of the other organisation.
    expect(rows.body.items).toContainEqual({
      vehicleId: fleet.alpen.id,
      locName: 'Alpen users',
      startDate: null,
      endDate: null,
    });
    const vehicleIds = rows.body.items.map((r: { vehicleId: number }) => r.vehicleId);
    expect(vehicleIds).not.toContain(fleet.diesel.id);
    expect(vehicleIds).not.toContain(other.vehicleId);
    const dispatcher = await api('GET', `/users/${ids['dispatcher']}/vehicles`, admin);
    expect(dispatcher.body.items.map((r: { vehicleId: number }) => r.vehicleId)).toEqual(
      expect.arrayContaining([fleet.diesel.id, fleet.eloc.id, fleet.crane.id]),
    );
    expect(dispatcher.body.items.map((r: { vehicleId: number }) => r.vehicleId)).not.toContain(
      fleet.alpen.id,
    );
    // A user of no shared organisation, of another one, or unknown: 404.
    expect((await api('GET', `/users/${guest}/vehicles`, tokens['opadmin'] ?? '')).status).toBe(404);
    expect((await api('GET', `/users/${other.user.accountId}/vehicles`, admin)).status).toBe(404);
    expect((await api('GET', '/users/no-such-user/vehicles', admin)).status).toBe(404);
    expect((await api('GET', `/users/${'x'.repeat(65)}/vehicles`, admin)).status).toBe(400);
  });

  it('sets, changes and lifts a window, answering the row and auditing before and after', async () => {
    const admin = tokens['admin'] ?? '';
    const guest = ids['guest'] ?? '';
    const before = await auditCount();
    const set = await setWindow(admin, guest, fleet.alpen.id, {
      startDate: '2026-03-01',
      endDate: '2026-03-09',
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({
      vehicleId: fleet.alpen.id,
      locName: 'Alpen users',
      startDate: '2026-03-01',
      endDate: '2026-03-09',
    });
    expect(await windowRow(guest, fleet.alpen.id)).toEqual([
      { start_date: '2026-03-01', end_date: '2026-03-09' },
    ]);
    const rows = await api('GET', `/users/${guest}/vehicles`, admin);
    expect(rows.body.items).toContainEqual(set.body);

    const open = await setWindow(admin, guest, fleet.alpen.id, { startDate: null, endDate: '2026-03-20' });
    expect(open.body).toMatchObject({ startDate: null, endDate: '2026-03-20' });
    // Unchanged: no write, no entry.
    await setWindow(admin, guest, fleet.alpen.id, { startDate: null, endDate: '2026-03-20' });
    const lifted = await setWindow(admin, guest, fleet.alpen.id, { startDate: null, endDate: null });
    expect(lifted.body).toMatchObject({ startDate: null, endDate: null });
    expect(await windowRow(guest, fleet.alpen.id)).toEqual([]);

    expect(await auditCount()).toBe(before + 3);
    const log = await api('GET', '/audit-log?top=3', admin);
    expect(log.body.items.map((i: { before: unknown; after: unknown }) => [i.before, i.after])).toEqual([
      [
        { startDate: null, endDate: '2026-03-20' },
        { startDate: null, endDate: null },
      ],
      [
        { startDate: '2026-03-01', endDate: '2026-03-09' },
        { startDate: null, endDate: '2026-03-20' },
      ],
      [
        { startDate: null, endDate: null },
        { startDate: '2026-03-01', endDate: '2026-03-09' },
      ],
    ]);
    expect(log.body.items[0]).toMatchObject({
      accountName: 'admin',
      action: 'setUserVehicleWindow',
      target: `guest / Alpen users (${fleet.alpen.id})`,
    });
  });

  it('refuses an end before the start and malformed dates with 400 naming the field, storing nothing', async () => {
    const admin = tokens['admin'] ?? '';
    const guest = ids['guest'] ?? '';
    await setWindow(admin, guest, fleet.alpen.id, { startDate: '2026-03-01', endDate: null });
    const audited = await auditCount();
    const bad: [unknown, string][] = [
      [{ startDate: '2026-03-10', endDate: '2026-03-09' }, 'endDate'],
      [{ startDate: '2026-02-30', endDate: null }, 'startDate'],
      [{ startDate: null, endDate: '09.03.2026' }, 'endDate'],
      [{ startDate: '2026-3-1', endDate: null }, 'startDate'],
      [{ startDate: 20260301, endDate: null }, 'startDate'],
      [{ startDate: null }, 'endDate'],
      [{ startDate: null, endDate: null, extra: 1 }, 'extra'],
    ];
    for (const [body, field] of bad) {
      const answer = await setWindow(admin, guest, fleet.alpen.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.field, JSON.stringify(body)).toBe(field);
    }
    expect((await setWindow(admin, guest, 'abc', { startDate: null, endDate: null })).body.field).toBe(
      'path.vehicleId',
    );
    expect(await windowRow(guest, fleet.alpen.id)).toEqual([{ start_date: '2026-03-01', end_date: null }]);
    expect(await auditCount()).toBe(audited);
  });

  it('answers 404 for a vehicle or user outside the organisations caller and user share', async () => {
    const admin = tokens['admin'] ?? '';
    const guest = ids['guest'] ?? '';
    const body = { startDate: '2026-03-01', endDate: '2026-03-31' };
    const audited = await auditCount();
    const cases: [string, string, number][] = [
      ['another organisation’s vehicle', guest, other.vehicleId],
      ['a vehicle of the caller the user cannot see', guest, fleet.diesel.id],
      ['an unknown vehicle', guest, 2_147_483_000],
      ['another organisation’s user', other.user.accountId, other.vehicleId],
      ['an unknown user', 'no-such-user', fleet.alpen.id],
    ];
    for (const [what, userId, vehicleId] of cases) {
      expect((await setWindow(admin, userId, vehicleId, body)).status, what).toBe(404);
    }
    expect((await setWindow(tokens['opadmin'] ?? '', guest, fleet.alpen.id, body)).status).toBe(404);
    const stored = await getCtx().db.query('SELECT 1 FROM vehicle_access_windows');
    expect(stored).toEqual([]);
    expect(await auditCount()).toBe(audited);
  });

  it('limits what the guest reads of the vehicle from the moment the administrator sets the window', async () => {
    const { db, app, clock } = getCtx();
    const today = new Date('2026-03-10T10:00:00Z'); // 11:00 in Berlin
    clock.set(today);
    await ingestRecords(
      db,
      fleet.alpen.id,
      [
        telemetryRecord('2026-03-09T10:00:00Z', { status: 'driving', mileageKm: 100 }),
        telemetryRecord('2026-03-10T09:50:00Z', { status: 'driving', mileageKm: 105 }),
        telemetryRecord('2026-03-10T09:55:00Z', { status: 'idle', mileageKm: 111 }),
      ],
      today,
    );
    const { accessToken: admin } = await sessionFor(app, 'admin');
    const { accessToken: guest } = await sessionFor(app, 'guest');
    const live = async () => {
      const answer = await call(app, 'GET', `${GW}/live-data?vehicleIds=${fleet.alpen.id}`, {
        accessToken: guest,
      });
      expect(answer.status).toBe(200);
      return answer.body.items[0] as unknown;
    };
    expect(await live()).toMatchObject({ endDate: null, live: { statusVehicle: 'idle', mileageKm: 111 } });

    // The window ends yesterday: today's position and figures are no longer the guest's to see.
    const set = await setWindow(admin, ids['guest'] ?? '', fleet.alpen.id, {
      startDate: '2026-03-01',
      endDate: '2026-03-09',
    });
    expect(set.status).toBe(200);
    expect(await live()).toMatchObject({
      startDate: '01.03.2026',
      endDate: '09.03.2026',
      live: null,
      dailyMileageKm: 0,
    });
    const list = await call(app, 'GET', `${GW}/vehicles`, { accessToken: guest });
    expect(list.body.items.find((v: { vehicleId: number }) => v.vehicleId === fleet.alpen.id)).toMatchObject({
      live: { statusVehicle: null },
      endDate: '09.03.2026',
    });

    // Lifted again: everything is back.
    await setWindow(admin, ids['guest'] ?? '', fleet.alpen.id, { startDate: null, endDate: null });
    expect(await live()).toMatchObject({ endDate: null, live: { statusVehicle: 'idle' } });
  });
});
