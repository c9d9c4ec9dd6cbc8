/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import type { Hono } from 'hono';
import { beforeAll, expect, it } from 'vitest';
import { allOf, createdClause, idsClause, vehicleClause } from '../../../src/api/contract';
import { createTestFleet, type TestFleet } from '../../fleet/test-fleet';
import { call, sessionFor } from '../../test-support/http-client';
import { createTestAccount } from '../../test-support/test-accounts';
import { describeEachDatabase } from '../../test-support/test-databases';
import { NORDBAHN, ALPEN } from '../../fleet/test-fleet';
import { insertTestComment, insertTestEntries, type TestEntry } from './test-entries';
import { parseCsv, readXlsx } from './test-files';

const ORGS = '/logbook/api/logbook/v1/organisations';
const READ = { read: true, create: false };

interface Sessions {
  reader: string;
  noComments: string;
  colleague: string;
  alpen: string;
  noRights: string;
}

/** Prepares an export and downloads it; the answer's bytes and headers. */
const exportFile = async (
  app: Hono,
  token: string,
  body: Record<string, unknown>,
  organisationId: string = NORDBAHN,
) => {
  const created = await call(app, 'POST', `${ORGS}/${organisationId}/exports`, { accessToken: token, body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.resourceId as string;
  const response = await app.request(`http://portal.test${ORGS}/${organisationId}/exports/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { id, response, bytes: new Uint8Array(await response.arrayBuffer()) };
};

const csvRows = (bytes: Uint8Array, separator: string) => {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [titles = [], ...rows] = parseCsv(text.slice(1), separator);
  return { titles, rows };
};

describeEachDatabase('logbook export', (getCtx) => {
  let fleet: TestFleet;
  let diesel: TestEntry[];
  let eloc: TestEntry[];
  let alpen: TestEntry[];
  const s = {} as Sessions;

  beforeAll(async () => {
    const { db, app } = getCtx();
    fleet = await createTestFleet(db, 'export');
    diesel = await insertTestEntries(db, { organisationId: NORDBAHN, vehicleId: fleet.diesel.id, count: 30 });
    eloc = await insertTestEntries(db, {
      organisationId: NORDBAHN,
      vehicleId: fleet.eloc.id,
      count: 10,
      start: new Date(Date.UTC(2026, 9, 2)),
      remarks: (i) => (i === 0 ? '=cmd|"/C calc"!A0' : `Eloc ${i}; ok`),
    });
    alpen = await insertTestEntries(db, { organisationId: ALPEN, vehicleId: fleet.alpen.id, count: 5 });
    await insertTestComment(db, diesel[1]!.id, { remarks: 'Erledigt, danke', createdAt: new Date() });
    const account = async (name: keyof Sessions, organisations: string[], rights: object) => {
      const { accountName, password } = await createTestAccount(db, { organisations, rights });
      s[name] = (await sessionFor(app, accountName, password)).accessToken;
    };
    const both = { logbook_entries: READ, 'logbook_entries/comments': READ };
    await account('reader', [NORDBAHN], both);
    await account('colleague', [NORDBAHN], both);
    await account('noComments', [NORDBAHN], { logbook_entries: READ });
    await account('alpen', [ALPEN], both);
    await account('noRights', [NORDBAHN], { 'gateway/telematics': READ });
  });

  it('CSV of included ids: exactly those entries, newest first, German formats and headers', async () => {
    const { app } = getCtx();
    const picked = [diesel[3]!, diesel[1]!, diesel[7]!];
    const filter = allOf(
      vehicleClause(fleet.diesel.id),
      idsClause(
        'include',
        picked.map((e) => e.id),
      ),
    );
    const { response, bytes } = await exportFile(app, s.reader, { filter, format: 'csv', language: 'de-DE' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="logbook-export-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const { titles, rows } = csvRows(bytes, ';');
    const col = (title: string) => titles.indexOf(title);
    expect(rows.map((r) => r[col('Eintrags-ID')])).toEqual([diesel[7]!.id, diesel[3]!.id, diesel[1]!.id]);
    const second = rows[2]!;
    expect(second[col('Erstellt am')]).toBe('01.10.2026 08:01');
    expect(second[col('Kilometerstand (km)')]).toBe('120.037');
    expect(second[col('Bemerkungen')]).toBe('Übergabe Nr. 1 in Görlitz');
    expect(second[col('Kommentare')]).toBe('1');
    expect(second[col('Letzter Kommentar')]).toBe('Erledigt, danke');
    expect(second[col('Mängel')]).toBe('Offen');
  });

  it('CSV and xlsx of all vehicles minus exclusions: every other entry of the organisation', async () => {
    const { app } = getCtx();
    const excluded = [diesel[0]!.id, eloc[4]!.id];
    const filter = allOf(vehicleClause(null), idsClause('exclude', excluded));
    // Every entry of the organisation (the demo logbook's too), newest first, less the two.
    const all = await getCtx().db.query<{ id: string }>(
      'SELECT id FROM logbook_entries WHERE organisation_id = $1 ORDER BY created_at DESC, id DESC',
      [NORDBAHN],
    );
    const expected = all.map((r) => r.id).filter((id) => !excluded.includes(id));
    expect(expected).toEqual(
      expect.arrayContaining([...diesel, ...eloc].map((e) => e.id).filter((id) => !excluded.includes(id))),
    );
    const csv = await exportFile(app, s.reader, { filter, format: 'csv', language: 'en-GB' });
    const { titles, rows } = csvRows(csv.bytes, ',');
    expect(rows.map((r) => r[titles.indexOf('Entry ID')])).toEqual(expected);
    expect(rows.find((r) => r[0] === eloc[0]!.id)?.[titles.indexOf('Remarks')]).toBe(`'=cmd|"/C calc"!A0`);
    expect(rows.find((r) => r[0] === eloc[1]!.id)?.[titles.indexOf('Remarks')]).toBe('Eloc 1; ok');

    const xlsx = await exportFile(app, s.reader, { filter, format: 'spreadsheet', language: 'de-DE' });
    expect(xlsx.response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.response.headers.get('content-disposition')).toMatch(
      /filename="logbook-export-[\d-]+\.xlsx"/,
    );
    const sheet = await readXlsx(xlsx.bytes);
    const [head = [], ...cells] = sheet.rows;
    expect(cells.map((r) => r[head.indexOf('Eintrags-ID')])).toEqual(expected);
    expect(cells.at(-1)?.[head.indexOf('Kilometerstand (km)')]).toBe(120_037);
    expect(cells.at(-1)?.[head.indexOf('Erstellt am')]).toEqual(new Date(Date.UTC(2026, 9, 1, 8, 1)));
  });

  it('the list’s date range carries into the export: only entries created on those Berlin days', async () => {
    const { app } = getCtx();
    // The eloc's entries were made from 02.10.2026 02:00 Berlin time, the diesel's on 01.10.
    const filter = allOf(
      vehicleClause(null),
      createdClause({ startDate: '2026-10-02', endDate: '2026-10-02' }),
      idsClause('exclude', [eloc[4]!.id]),
    );
    const { bytes } = await exportFile(app, s.reader, { filter, format: 'csv', language: 'en-GB' });
    const { titles, rows } = csvRows(bytes, ',');
    const exported = rows.map((r) => r[titles.indexOf('Entry ID')]);
    const wanted = eloc.filter((_, i) => i !== 4).map((e) => e.id);
    expect(exported.filter((id) => [...diesel, ...eloc].some((e) => e.id === id))).toEqual(wanted.reverse());
    const before = await exportFile(app, s.reader, {
      filter: allOf(
        vehicleClause(fleet.eloc.id),
        createdClause({ startDate: '2026-09-01', endDate: '2026-10-01' }),
      ),
      format: 'csv',
      language: 'en-GB',
    });
    expect(csvRows(before.bytes, ',').rows).toEqual([]);
  });

  it('sorted by another column (entry state, nullable) the rows still come once each', async () => {
    const { app } = getCtx();
    const filter = vehicleClause(fleet.diesel.id);
    for (const orderby of ['entryState asc', 'entryState desc', 'creatorAccountLastName asc']) {
      const { bytes } = await exportFile(app, s.reader, {
        filter,
        orderby,
        format: 'csv',
        language: 'en-GB',
      });
      const { rows } = csvRows(bytes, ',');
      expect(new Set(rows.map((r) => r[0])).size).toBe(diesel.length);
    }
  });

  it('without comments read: no comment columns', async () => {
    const { app } = getCtx();
    const filter = vehicleClause(fleet.diesel.id);
    const { bytes } = await exportFile(app, s.noComments, { filter, format: 'csv', language: 'de-DE' });
    const { titles, rows } = csvRows(bytes, ';');
    expect(titles).not.toContain('Letzter Kommentar');
    expect(titles).not.toContain('Kommentare');
    expect(rows).toHaveLength(diesel.length);
  });

  it('another organisation: 404 err_unknown_organisation; no logbook read: 403; its entries never appear', async () => {
    const { app } = getCtx();
    const body = { filter: vehicleClause(null), format: 'csv', language: 'de-DE' };
    const foreign = await call(app, 'POST', `${ORGS}/${ALPEN}/exports`, { accessToken: s.reader, body });
    expect(foreign.status).toBe(404);
    expect(foreign.body.resultCode).toBe('err_unknown_organisation');
    const denied = await call(app, 'POST', `${ORGS}/${NORDBAHN}/exports`, { accessToken: s.noRights, body });
    expect(denied.status).toBe(403);
    const own = await exportFile(app, s.alpen, body, ALPEN);
    expect(
      csvRows(own.bytes, ';')
        .rows.map((r) => r[0])
        .sort(),
    ).toEqual(alpen.map((e) => e.id).sort());
  });

  it('only the account that prepared an export downloads it', async () => {
    const { app } = getCtx();
    const { id } = await exportFile(app, s.reader, { filter: '', format: 'csv', language: 'de-DE' });
    const path = `${ORGS}/${NORDBAHN}/exports/${id}`;
    expect((await call(app, 'GET', path, { accessToken: s.colleague })).status).toBe(404);
    expect((await call(app, 'GET', `${ORGS}/${ALPEN}/exports/${id}`, { accessToken: s.alpen })).status).toBe(
      404,
    );
    expect((await call(app, 'GET', path, { accessToken: s.reader })).status).toBe(200);
  });

  it('a filter outside the language, a bad format or orderby: 400 naming the field', async () => {
    const { app } = getCtx();
    const post = (body: Record<string, unknown>) =>
      call(app, 'POST', `${ORGS}/${NORDBAHN}/exports`, { accessToken: s.reader, body });
    const bad = await post({ filter: "remarks eq 'x'; DROP TABLE x", format: 'csv', language: 'de-DE' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('filter');
    const format = await post({ filter: '', format: 'pdf', language: 'de-DE' });
    expect(format.status).toBe(400);
    expect(format.body.field).toBe('format');
    const order = await post({ filter: '', orderby: 'remarks asc', format: 'csv', language: 'de-DE' });
    expect(order.status).toBe(400);
    const id = await call(app, 'GET', `${ORGS}/${NORDBAHN}/exports/not-a-uuid`, { accessToken: s.reader });
    expect(id.status).toBe(400);
  });
  // Last: moving the clock expires the suite's access tokens too.
  it('an export expires after an hour', async () => {
    const { app, db, clock } = getCtx();
    const { accountName, password } = await createTestAccount(db, {
      rights: { logbook_entries: READ },
    });
    const { id } = await exportFile(app, (await sessionFor(app, accountName, password)).accessToken, {
      filter: '',
      format: 'spreadsheet',
      language: 'en-GB',
    });
    clock.advanceSeconds(61 * 60);
    const later = (await sessionFor(app, accountName, password)).accessToken;
    const expired = await call(app, 'GET', `${ORGS}/${NORDBAHN}/exports/${id}`, { accessToken: later });
    expect(expired.status).toBe(404);
  });
});
