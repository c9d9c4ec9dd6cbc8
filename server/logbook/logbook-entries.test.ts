/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import { beforeAll, expect, it } from 'vitest';
import { ALPEN, createTestFleet, NORDBAHN, type TestFleet } from '../fleet/test-fleet';
import { call, sessionFor } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import { asUpdate, fullEntry, logbookClient, orgPath, SIGNATURE, type Logbook } from './test-logbook';

const NOW = new Date('2026-05-10T12:00:00Z');
const REF = '2026-05-10T08:00:00.000Z';

describeEachDatabase('logbook entries: create, read, update, finalise, delete', (getCtx) => {
  let fleet: TestFleet;
  let lb: Logbook;
  let driver: string;
  let opadmin: string;
  let admin: string;
  beforeAll(async () => {
    const { app, db, clock } = getCtx();
    clock.set(NOW);
    fleet = await createTestFleet(db, 'entries');
    lb = logbookClient(app, NORDBAHN);
    driver = (await sessionFor(app, 'driver')).accessToken;
    opadmin = (await sessionFor(app, 'opadmin')).accessToken;
    admin = (await sessionFor(app, 'admin')).accessToken;
  });

  it('creates an entry and answers it back whole, normalised', async () => {
    const entry = fullEntry(fleet.diesel.id, REF, {
      vehicleState: { sandState: 'ok', isSandAdded: true, motorOilState: 'not_ok', motorOilAdded_l: 4 },
      inspections: {
        selectedV: 'V3',
        inspectionPerformedTimestamp_V1: '2026-05-10T07:00:00Z',
        inspectionPerformedTimestamp_V3: '2026-05-10T09:00:00+02:00',
      },
      defects: { description: 'Bremse', state: 'open' },
    });
    const created = await lb.create(driver, entry);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toEqual({ resourceId: created.id, notificationResultCode: null });
    const got = await lb.get(driver, created.id);
    expect(got.status).toBe(200);
    expect(got.body.header).toMatchObject({
      logbookEntryId: created.id,
      vehicleIdRef: fleet.diesel.id,
      status: 'created',
      referenceTimestamp: REF,
      entryState: 'open',
      creatorAccountFirstName: 'Lukas',
      creatorAccountLastName: 'Wagner',
      commentsCount: 0,
    });
    expect(got.body.vehicleState).toMatchObject({
      isSandAdded: null,
      motorOilAdded_l: 4,
      hydraulicsState: null,
    });
    expect(got.body.inspections).toEqual({
      inspectionPerformedTimestamp_A1: null,
      inspectionPerformedTimestamp_V1: null,
      inspectionPerformedTimestamp_V3: '2026-05-10T07:00:00.000Z',
      inspectionPerformedTimestamp_F1: null,
      selectedV: 'V3',
    });
    expect(got.body.defects).toEqual({ description: 'Bremse', measuresDescription: null, state: 'open' });
    expect(got.body.hasSignatureImage).toBe(false);
  });

  it('is idempotent by id for the same author; another author gets a 409', async () => {
    const entry = fullEntry(fleet.diesel.id, REF);
    const first = await lb.create(driver, entry);
    const again = await lb.create(driver, entry, first.id);
    expect(again.status).toBe(201);
    expect(again.body.resourceId).toBe(first.id);
    const filtered = await lb.list(
      driver,
      `?filter=${encodeURIComponent(`logbookEntryId in ('${first.id}')`)}`,
    );
    expect(filtered.body.items).toHaveLength(1);
    const other = await lb.create(opadmin, entry, first.id);
    expect(other.status).toBe(409);
  });

  it('refuses future inspection times with section.field and the rule', async () => {
    const entry = fullEntry(fleet.diesel.id, REF, {
      inspections: { inspectionPerformedTimestamp_A1: '2026-05-11T08:00:00Z', selectedV: null },
    });
    const refused = await lb.create(driver, entry);
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([
      { field: 'inspections.inspectionPerformedTimestamp_A1', message: 'future' },
    ]);
    expect((await lb.get(driver, refused.id)).status).toBe(404);
  });

  it('updates only its own drafts, finalises with a PNG, then refuses changes', async () => {
    const entry = fullEntry(fleet.eloc.id, REF);
    const { id } = await lb.create(driver, entry);
    const changed = { ...entry, header: { ...entry.header, remarks: 'Geändert' } };
    expect((await lb.update(driver, id, asUpdate(changed))).status).toBe(200);
    expect((await lb.get(driver, id)).body.header.remarks).toBe('Geändert');
    const foreign = await lb.update(opadmin, id, asUpdate(changed));
    expect(foreign.status).toBe(403);
    expect(foreign.body.resultCode).toBe('err_forbidden_request');
    const notPng = await lb.finalize(
      driver,
      id,
      Buffer.from('GIF89a-not-a-png-at-all-not-at-all').toString('base64'),
    );
    expect(notPng.status).toBe(400);
    expect(notPng.body.field).toBe('signatureImage');
    const done = await lb.finalize(driver, id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const read = await lb.get(driver, id);
    expect(read.body.header.status).toBe('finalized');
    expect(read.body.hasSignatureImage).toBe(true);
    const image = await getCtx().app.request(
      `http://portal.test${orgPath(NORDBAHN)}/entries/${id}/signature`,
      {
        headers: { authorization: `Bearer ${driver}` },
      },
    );
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).toString('base64')).toBe(SIGNATURE);
    for (const refused of [
      await lb.update(driver, id, asUpdate(changed)),
      await lb.finalize(driver, id),
      await lb.remove(driver, id),
    ]) {
      expect(refused.status).toBe(409);
      expect(refused.body.resultCode).toBe('err_already_finalized');
    }
  });

  it('finalises only under the strict rules, naming each missing field', async () => {
    const entry = fullEntry(fleet.crane.id, REF, {
      header: { vehicleIdRef: fleet.crane.id, referenceTimestamp: REF },
      vehicleState: { ...fullEntry(0, REF).vehicleState, mileage_km: null },
      inspections: { selectedV: 'V3' },
      stoppage: { startTimestamp: '2026-05-10T06:00:00Z', vehicleLocation: 'Seelze', description: 'Stand' },
    });
    const { id } = await lb.create(driver, entry);
    const refused = await lb.finalize(driver, id);
    expect(refused.status).toBe(400);
    const fields = (refused.body.issues as { field: string; message: string }[]).map((i) => i.field);
    expect(fields).toEqual([
      'header.referenceLocation',
      'vehicleState.mileage_km',
      'inspections.inspectionPerformedTimestamp_V3',
      'inspections.inspectionPerformedTimestamp_A1',
      'stoppage.state',
      'stoppage.lastOperationMode',
      'stoppage.wasAuxiliaryVehicleUsed',
    ]);
    expect(refused.body.issues[0].message).toBe('required');
    expect((await lb.get(driver, id)).body.header.status).toBe('created');
  });

  it('asks for A1 only 24 h after the last finalised one', async () => {
    const first = await lb.create(
      admin,
      fullEntry(fleet.alpen.id, '2026-05-01T08:00:00.000Z'),
      undefined,
      ALPEN,
    );
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect((await lb.finalize(admin, first.id, undefined, ALPEN)).status).toBe(200);
    const a1 = await call(
      getCtx().app,
      'GET',
      `${orgPath(ALPEN)}/vehicles/${fleet.alpen.id}/inspections/a1`,
      {
        accessToken: admin,
      },
    );
    expect(a1.body).toEqual({ lastInspectionPerformedTimestamp_A1: '2026-05-01T07:30:00.000Z' });
    const noA1 = (ref: string) => {
      const entry = fullEntry(fleet.alpen.id, ref);
      return { ...entry, inspections: { ...entry.inspections, inspectionPerformedTimestamp_A1: null } };
    };
    const within = await lb.create(admin, noA1('2026-05-02T07:00:00.000Z'), undefined, ALPEN);
    expect((await lb.finalize(admin, within.id, undefined, ALPEN)).status).toBe(200);
    const after = await lb.create(admin, noA1('2026-05-02T07:30:00.000Z'), undefined, ALPEN);
    const refused = await lb.finalize(admin, after.id, undefined, ALPEN);
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([
      { field: 'inspections.inspectionPerformedTimestamp_A1', message: 'required' },
    ]);
  });

  it('deletes own drafts; a second delete is 404 err_unknown_entry', async () => {
    const { id } = await lb.create(driver, fullEntry(fleet.diesel.id, REF));
    const deleted = await lb.remove(driver, id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ resultCode: 'successfully_deleted' });
    const again = await lb.remove(driver, id);
    expect(again.status).toBe(404);
    expect(again.body.resultCode).toBe('err_unknown_entry');
  });
  it('raises the version on every change; an update from a stale version is a 409 that changes nothing', async () => {
    const entry = fullEntry(fleet.crane.id, REF, { defects: { description: 'Kupplung', state: 'open' } });
    const { id } = await lb.create(driver, entry);
    const version = async () => (await lb.get(driver, id)).body.version as number;
    expect(await version()).toBe(1);
    const change = (remarks: string) => asUpdate({ ...entry, header: { ...entry.header, remarks } });
    expect((await lb.update(driver, id, { ...change('Eins'), baseVersion: 1 })).status).toBe(200);
    expect(await version()).toBe(2);
    // The same content again changes nothing, not even the version.
    expect((await lb.update(driver, id, change('Eins'))).status).toBe(200);
    expect(await version()).toBe(2);
    const before: unknown = (await lb.get(driver, id)).body;
    const stale = await lb.update(driver, id, { ...change('Zwei'), baseVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'conflict', resultCode: 'err_version_conflict' });
    expect((await lb.get(driver, id)).body).toEqual(before);
    // Without baseVersion the update applies as before.
    expect((await lb.update(driver, id, change('Drei'))).status).toBe(200);
    expect(await version()).toBe(3);
    expect((await lb.finalize(driver, id)).status).toBe(200);
    expect(await version()).toBe(4);
    // Finalised wins over any version: err_already_finalized, also from the current one.
    const late = await lb.update(driver, id, { ...change('Vier'), baseVersion: 4 });
    expect(late.status).toBe(409);
    expect(late.body.resultCode).toBe('err_already_finalized');
    expect((await lb.comment(opadmin, id, { remarks: 'Behoben', newEntryState: 'resolved' })).status).toBe(
      201,
    );
    expect(await version()).toBe(5);
  });
});
