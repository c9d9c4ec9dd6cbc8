/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-assignment -- tests read the loosely typed JSON answers */
import { beforeAll, expect, it } from 'vitest';
import { createTestFleet, NORDBAHN, type TestFleet } from '../fleet/test-fleet';
import { call, sessionFor } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import { fullEntry, logbookClient, orgPath, SIGNATURE, type Logbook } from './test-logbook';

const NOW = new Date('2026-08-10T12:00:00Z');
const DEFECT = { description: 'Bremse zieht', state: 'open' };

describeEachDatabase('logbook comments', (getCtx) => {
  let fleet: TestFleet;
  let lb: Logbook;
  let driver: string;
  let opadmin: string;
  const finalisedWithDefect = async (ref: string) => {
    const { id } = await lb.create(driver, fullEntry(fleet.diesel.id, ref, { defects: DEFECT }));
    expect((await lb.finalize(driver, id)).status).toBe(200);
    return id;
  };
  beforeAll(async () => {
    const { app, db, clock } = getCtx();
    clock.set(NOW);
    fleet = await createTestFleet(db, 'comments');
    lb = logbookClient(app, NORDBAHN);
    driver = (await sessionFor(app, 'driver')).accessToken;
    opadmin = (await sessionFor(app, 'opadmin')).accessToken;
  });

  it('takes comments only on finalised entries', async () => {
    const { id } = await lb.create(driver, fullEntry(fleet.eloc.id, '2026-08-10T08:00:00Z'));
    const refused = await lb.comment(opadmin, id, { remarks: 'x' });
    expect(refused.status).toBe(409);
    expect(refused.body.resultCode).toBe('err_forbidden_request');
  });

  it('needs remarks and a new state on entries with defects, and a PNG signature', async () => {
    const id = await finalisedWithDefect('2026-08-01T08:00:00Z');
    const missing = await lb.comment(opadmin, id, {});
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toEqual([
      { field: 'remarks', message: 'required' },
      { field: 'newEntryState', message: 'required' },
    ]);
    const notPng = await lb.comment(opadmin, id, {
      remarks: 'x',
      newEntryState: 'open',
      signatureImage: Buffer.from('not an image, just some text here....').toString('base64'),
    });
    expect(notPng.status).toBe(400);
    expect(notPng.body.field).toBe('signatureImage');
    const mismatch = await lb.comment(opadmin, id, {
      remarks: 'x',
      newEntryState: 'open',
      resolveAllPriorDefects: true,
    });
    expect(mismatch.status).toBe(400);
    expect((await lb.get(opadmin, id)).body.header.commentsCount).toBe(0);
  });

  it('sets the entry state, counts, lists oldest first and serves the signature', async () => {
    const { app } = getCtx();
    const id = await finalisedWithDefect('2026-08-02T08:00:00Z');
    const first = await lb.comment(opadmin, id, { remarks: 'Werkstatt informiert', newEntryState: 'open' });
    expect(first.status).toBe(201);
    getCtx().clock.set(new Date(NOW.getTime() + 60_000));
    const second = await lb.comment(driver, id, { remarks: 'Behoben', newEntryState: 'resolved' });
    expect(second.status).toBe(201);
    const entry = await lb.get(driver, id);
    expect(entry.body.header).toMatchObject({ entryState: 'resolved', commentsCount: 2 });
    expect(entry.body.lastComment).toEqual({
      remarks: 'Behoben',
      creatorAccountFirstName: 'Lukas',
      creatorAccountLastName: 'Wagner',
      createTimestamp: new Date(NOW.getTime() + 60_000).toISOString(),
    });
    const list = await call(app, 'GET', `${orgPath(NORDBAHN)}/entries/${id}/comments`, {
      accessToken: driver,
    });
    expect(list.body.data.items.map((c: { remarks: string }) => c.remarks)).toEqual([
      'Werkstatt informiert',
      'Behoben',
    ]);
    expect(list.body.data.items[0]).toMatchObject({
      logbookEntryCommentId: first.body.resourceId,
      newEntryState: 'open',
      resolveAllPriorDefects: false,
      hasSignatureImage: true,
      creatorAccountLastName: 'Brandt',
    });
    const desc = await call(
      app,
      'GET',
      `${orgPath(NORDBAHN)}/entries/${id}/comments?orderby=createTimestamp%20desc&top=1`,
      {
        accessToken: driver,
      },
    );
    expect(desc.body.data.items.map((c: { remarks: string }) => c.remarks)).toEqual(['Behoben']);
    const image = await app.request(
      `http://portal.test${orgPath(NORDBAHN)}/entries/${id}/comments/${first.body.resourceId}/signature`,
      { headers: { authorization: `Bearer ${driver}` } },
    );
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).toString('base64')).toBe(SIGNATURE);
    const wrongEntry = await finalisedWithDefect('2026-08-02T09:00:00Z');
    const elsewhere = await call(
      app,
      'GET',
      `${orgPath(NORDBAHN)}/entries/${wrongEntry}/comments/${first.body.resourceId}/signature`,
      { accessToken: driver },
    );
    expect(elsewhere.status).toBe(404);
  });

  it('resolves all earlier open entries of the vehicle when asked', async () => {
    const older = await finalisedWithDefect('2026-08-03T08:00:00Z');
    const old2 = await finalisedWithDefect('2026-08-04T08:00:00Z');
    const latest = await finalisedWithDefect('2026-08-05T08:00:00Z');
    const later = await finalisedWithDefect('2026-08-06T08:00:00Z');
    const { id: otherVehicle } = await lb.create(
      driver,
      fullEntry(fleet.eloc.id, '2026-08-01T08:00:00Z', { defects: DEFECT }),
    );
    const response = await lb.comment(opadmin, latest, {
      remarks: 'Alles behoben',
      newEntryState: 'resolved',
      resolveAllPriorDefects: true,
    });
    expect(response.status).toBe(201);
    const state = async (id: string) => (await lb.get(driver, id)).body.header.entryState as string;
    expect([await state(older), await state(old2), await state(latest)]).toEqual([
      'resolved',
      'resolved',
      'resolved',
    ]);
    expect(await state(later)).toBe('open');
    expect(await state(otherVehicle)).toBe('open');
  });
});
