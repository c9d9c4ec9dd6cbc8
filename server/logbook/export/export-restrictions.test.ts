import type { Hono } from 'hono';
import { expect, it } from 'vitest';
import { allOf, vehicleClause } from '../../../src/api/contract';
import { addRestriction } from '../../fleet/restrictions/test-restrictions';
import { GW, NORDBAHN } from '../../fleet/test-fleet';
import { NOW, newVehicle } from '../../notifications/rules/test-rules';
import { call, sessionFor } from '../../test-support/http-client';
import { describeEachDatabase } from '../../test-support/test-databases';
import { insertTestEntries } from './test-entries';
import { readXlsx } from './test-files';

const ORGS = '/logbook/api/logbook/v1/organisations';
const HOUR = 3_600_000;

/** Prepares a spreadsheet export of `filter` and reads its restriction sheet back. */
const restrictionSheetOf = async (app: Hono, token: string, filter: string, language: string) => {
  const created = await call(app, 'POST', `${ORGS}/${NORDBAHN}/exports`, {
    accessToken: token,
    body: { filter, format: 'spreadsheet', language },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const response = await app.request(
    `http://portal.test${ORGS}/${NORDBAHN}/exports/${(created.body as { resourceId: string }).resourceId}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect((await readXlsx(bytes)).sheetCount).toBe(2);
  return readXlsx(bytes, 1);
};

describeEachDatabase('the logbook export lists the vehicles’ restriction notices (issue 30 §2)', (getCtx) => {
  it('a second sheet holds every restriction of the exported vehicles, with who attached, acknowledged and lifted it', async () => {
    const { app, db, clock } = getCtx();
    clock.set(NOW);
    let admin = (await sessionFor(app, 'admin')).accessToken;
    const driver = (await sessionFor(app, 'driver')).accessToken;
    const [restricted, plain, notExported] = [
      await newVehicle(db),
      await newVehicle(db),
      await newVehicle(db),
    ];
    for (const vehicleId of [restricted, plain, notExported])
      await insertTestEntries(db, { organisationId: NORDBAHN, vehicleId, count: 2 });

    const lifted = await addRestriction(app, admin, restricted, { text: 'Sanding out of order' });
    const ack = await call(
      app,
      'POST',
      `${GW}/vehicles/${restricted}/restrictions/${lifted.id}/acknowledge`,
      {
        accessToken: driver,
        body: {},
      },
    );
    expect(ack.status).toBe(200);
    clock.set(new Date(NOW.getTime() + HOUR));
    admin = (await sessionFor(app, 'admin')).accessToken;
    const lift = await call(app, 'POST', `${GW}/vehicles/${restricted}/restrictions/${lifted.id}/lift`, {
      accessToken: admin,
      body: { remark: 'Sander repaired' },
    });
    expect(lift.status).toBe(200);
    await addRestriction(app, admin, restricted, {
      text: 'Max 80 km/h',
      speedLimitKmh: 80,
      validUntil: new Date(NOW.getTime() + 48 * HOUR).toISOString(),
    });
    await addRestriction(app, admin, notExported, { text: 'Not in this export' });

    const german = await restrictionSheetOf(app, admin, allOf(vehicleClause(restricted)), 'de-DE');
    expect(german.name).toBe('Einschränkungen');
    const [head = [], ...rows] = german.rows;
    expect(head).toEqual([
      'Fahrzeug',
      'Fahrzeug-ID',
      'Einschränkung',
      'Höchstgeschwindigkeit (km/h)',
      'Gültig bis',
      'Erfasst am',
      'Erfasst von',
      'Status',
      'Aufgehoben am',
      'Aufgehoben von',
      'Bemerkung zur Aufhebung',
      'Zur Kenntnis genommen',
    ]);
    const col = (title: string) => head.indexOf(title);
    // Oldest first, only the exported vehicle's (not the other vehicle's), times as the portal shows them.
    expect(rows.map((r) => r[col('Einschränkung')])).toEqual(['Sanding out of order', 'Max 80 km/h']);
    const [first = [], second = []] = rows;
    expect(first[col('Fahrzeug-ID')]).toBe(restricted);
    expect(first[col('Status')]).toBe('Aufgehoben');
    expect(first[col('Erfasst von')]).toBe('Anna Hoffmann');
    expect(first[col('Bemerkung zur Aufhebung')]).toBe('Sander repaired');
    expect(first[col('Aufgehoben am')]).toBeInstanceOf(Date);
    expect(first[col('Zur Kenntnis genommen')]).toMatch(/^.+ \(\d\d\.\d\d\.\d{4} \d\d:\d\d\)$/);
    expect(second[col('Status')]).toBe('Aktiv');
    expect(second[col('Höchstgeschwindigkeit (km/h)')]).toBe(80);
    expect(second[col('Gültig bis')]).toBeInstanceOf(Date);
    expect(second[col('Aufgehoben am')]).toBeNull();

    const english = await restrictionSheetOf(app, admin, allOf(vehicleClause(plain)), 'en-GB');
    expect(english.name).toBe('Restrictions');
    // A vehicle without restrictions: the titles alone.
    expect(english.rows).toHaveLength(1);
    expect(english.rows[0]?.[0]).toBe('Vehicle');
  });
});
