/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- tests read the loosely typed JSON answers */
import { beforeAll, expect, it } from 'vitest';
import { ALPEN, createTestFleet, NORDBAHN, type TestFleet } from '../fleet/test-fleet';
import { call, sessionFor } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import { fullEntry, logbookClient, orgPath, type Logbook } from './test-logbook';

const NOW = new Date('2026-06-10T12:00:00Z');
const REF = '2026-06-10T08:00:00.000Z';
const ACCOUNTS = ['admin', 'opadmin', 'dispatcher', 'driver', 'demo', 'guest'] as const;
type Who = (typeof ACCOUNTS)[number];

/** What each demo account may do in Nordbahn (spec 001 §6; guest belongs to Alpen only). */
const EXPECTED: Record<Who, { read: number; create: number; readComments: number; comment: number }> = {
  admin: { read: 200, create: 201, readComments: 200, comment: 201 },
  opadmin: { read: 200, create: 201, readComments: 200, comment: 201 },
  dispatcher: { read: 200, create: 403, readComments: 200, comment: 403 },
  driver: { read: 200, create: 201, readComments: 200, comment: 201 },
  demo: { read: 200, create: 403, readComments: 403, comment: 403 },
  guest: { read: 404, create: 404, readComments: 404, comment: 404 },
};

const CODE: Record<number, string> = { 403: 'err_forbidden_request', 404: 'err_unknown_organisation' };

describeEachDatabase('logbook rights per organisation', (getCtx) => {
  let fleet: TestFleet;
  let lb: Logbook;
  const token: Partial<Record<Who, string>> = {};
  const t = (who: Who) => token[who] ?? '';
  let finalised: string;
  beforeAll(async () => {
    const { app, db, clock } = getCtx();
    clock.set(NOW);
    fleet = await createTestFleet(db, 'rights');
    lb = logbookClient(app, NORDBAHN);
    for (const who of ACCOUNTS) token[who] = (await sessionFor(app, who)).accessToken;
    finalised = (await lb.create(t('opadmin'), fullEntry(fleet.diesel.id, REF))).id;
    expect((await lb.finalize(t('opadmin'), finalised)).status).toBe(200);
    expect((await lb.comment(t('admin'), finalised, { remarks: 'Gesehen' })).status).toBe(201);
  });

  for (const who of ACCOUNTS) {
    it(`${who}: reads, creates and comments as the rights say`, async () => {
      const { app } = getCtx();
      const want = EXPECTED[who];
      const expectStatus = (response: { status: number; body: { resultCode?: string } }, status: number) => {
        expect(response.status, JSON.stringify(response.body)).toBe(status);
        if (CODE[status]) expect(response.body.resultCode).toBe(CODE[status]);
      };
      expectStatus(await lb.list(t(who)), want.read);
      expectStatus(await lb.get(t(who), finalised), want.read);
      expectStatus(
        await call(app, 'GET', `${orgPath(NORDBAHN)}/vehicles/${fleet.diesel.id}/entries/newest`, {
          accessToken: t(who),
        }),
        want.read,
      );
      expectStatus(await lb.create(t(who), fullEntry(fleet.eloc.id, REF)), want.create);
      expectStatus(
        await call(app, 'GET', `${orgPath(NORDBAHN)}/entries/${finalised}/comments`, { accessToken: t(who) }),
        want.readComments,
      );
      expectStatus(await lb.comment(t(who), finalised, { remarks: who }), want.comment);
    });
  }

  it('shows comment columns only to readers of comments', async () => {
    const withComments = await lb.get(t('dispatcher'), finalised);
    expect(withComments.body.header.commentsCount).toBeGreaterThanOrEqual(1);
    expect(withComments.body.lastComment).toMatchObject({ creatorAccountLastName: expect.any(String) });
    const demo = await lb.get(t('demo'), finalised);
    expect(demo.body.header.commentsCount).toBe(0);
    expect(demo.body.lastComment).toBeNull();
  });

  it('answers another organisation’s entry and vehicle with 404 and nothing of them', async () => {
    const { app } = getCtx();
    // admin belongs to both organisations: the Nordbahn entry does not exist under Alpen.
    const viaAlpen = await lb.get(t('admin'), finalised, ALPEN);
    expect(viaAlpen.status).toBe(404);
    expect(viaAlpen.body).toEqual({
      error: 'not_found',
      message: 'Entry not found.',
      resultCode: 'err_unknown_entry',
    });
    for (const path of [
      `${orgPath(ALPEN)}/entries/${finalised}/signature`,
      `${orgPath(ALPEN)}/entries/${finalised}/comments`,
      `${orgPath(ALPEN)}/vehicles/${fleet.diesel.id}/entries/newest`,
      `${orgPath(ALPEN)}/vehicles/${fleet.diesel.id}/inspections/a1`,
      `${orgPath(NORDBAHN)}/vehicles/${fleet.alpen.id}/entries/newest`,
    ]) {
      const response = await call(app, 'GET', path, { accessToken: t('admin') });
      expect(response.status, path).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain('Hamburg');
    }
    expect((await lb.remove(t('admin'), finalised, ALPEN)).status).toBe(404);
    expect((await lb.comment(t('admin'), finalised, { remarks: 'x' }, ALPEN)).status).toBe(404);
    const foreignVehicle = await lb.create(t('driver'), fullEntry(fleet.alpen.id, REF));
    expect(foreignVehicle.status).toBe(404);
    expect(foreignVehicle.body).toEqual({
      error: 'not_found',
      message: 'Vehicle not found.',
      field: 'entry.header.vehicleIdRef',
      resultCode: 'err_unknown_entry',
    });
    const list = await lb.list(t('admin'), '', ALPEN);
    expect(
      (list.body.items as { header: { logbookEntryId: string } }[]).map((i) => i.header.logbookEntryId),
    ).not.toContain(finalised);
  });

  it('lets only the author change, finalise or delete a draft', async () => {
    const draft = (await lb.create(t('driver'), fullEntry(fleet.eloc.id, REF))).id;
    for (const response of [await lb.finalize(t('opadmin'), draft), await lb.remove(t('admin'), draft)]) {
      expect(response.status).toBe(403);
      expect(response.body.resultCode).toBe('err_forbidden_request');
    }
    expect((await lb.remove(t('driver'), draft)).status).toBe(200);
    // A finalised entry is finalised for everyone: 409, whoever asks.
    const finalisedByOther = await lb.remove(t('admin'), finalised);
    expect(finalisedByOther.status).toBe(409);
    expect(finalisedByOther.body.resultCode).toBe('err_already_finalized');
  });
});
