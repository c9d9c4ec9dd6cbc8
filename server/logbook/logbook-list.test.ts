/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment -- tests read the loosely typed JSON answers */
import { beforeAll, expect, it } from 'vitest';
import {
  allOf,
  createdClause,
  idsClause,
  statusClause,
  vehicleClause,
} from '../../src/api/contract/logbook-filter';
import { createTestFleet, NORDBAHN, type TestFleet } from '../fleet/test-fleet';
import { call, sessionFor } from '../test-support/http-client';
import { createTestAccount } from '../test-support/test-accounts';
import { describeEachDatabase } from '../test-support/test-databases';
import { fullEntry, logbookClient, orgPath, type Logbook } from './test-logbook';

const NOW = new Date('2026-07-10T12:00:00Z');
const RIGHTS = {
  logbook_entries: { read: true, create: true },
  'logbook_entries/comments': { read: true, create: true },
} as const;

const ids = (body: { items: { header: { logbookEntryId: string } }[] }) =>
  body.items.map((i) => i.header.logbookEntryId);

describeEachDatabase('logbook list: filters, sorting, pages', (getCtx) => {
  let fleet: TestFleet;
  let lb: Logbook;
  let token: string;
  let account: { accountName: string; password: string };
  /** Oldest first: 5 on the diesel (2 finalised), 3 on the eloc. */
  const made: { id: string; vehicle: 'diesel' | 'eloc'; finalised: boolean }[] = [];
  const q = (query: Record<string, string>) => `?${new URLSearchParams(query).toString()}`;
  beforeAll(async () => {
    const { app, db, clock } = getCtx();
    clock.set(NOW);
    fleet = await createTestFleet(db, 'list');
    // An account of its own in a fresh fleet: the list holds exactly the entries made here.
    account = await createTestAccount(db, { rights: RIGHTS });
    token = (await sessionFor(app, account.accountName, account.password)).accessToken;
    lb = logbookClient(app, NORDBAHN);
    for (let i = 0; i < 8; i++) {
      const vehicle = i < 5 ? 'diesel' : 'eloc';
      clock.set(new Date(NOW.getTime() + i * 60_000));
      const ref = new Date(Date.UTC(2026, 6, 1 + i, 8)).toISOString();
      const { id, status } = await lb.create(token, fullEntry(fleet[vehicle].id, ref));
      expect(status).toBe(201);
      const finalised = vehicle === 'diesel' && i % 2 === 1;
      if (finalised) expect((await lb.finalize(token, id)).status).toBe(200);
      made.push({ id, vehicle, finalised });
    }
  });
  const mine = (filter: string) => allOf(`vehicleIdRef ne null`, filter);
  const inFleet = () =>
    idsClause(
      'include',
      made.map((m) => m.id),
    );

  it('lists newest first by default with the pagination of spec 001 §3', async () => {
    const first = await lb.list(token, q({ filter: inFleet(), top: '3' }));
    expect(first.status).toBe(200);
    expect(ids(first.body)).toEqual(
      made
        .map((m) => m.id)
        .reverse()
        .slice(0, 3),
    );
    expect(first.body.pagination).toEqual({
      foundCount: 8,
      totalCount: expect.any(Number),
      page: 1,
      totalPages: 3,
      hasPrevPage: false,
      hasNextPage: true,
      prevPage: null,
      nextPage: 2,
    });
    const last = await lb.list(token, q({ filter: inFleet(), top: '3', skip: '6' }));
    expect(ids(last.body)).toEqual(
      made
        .map((m) => m.id)
        .reverse()
        .slice(6),
    );
    expect(last.body.pagination).toMatchObject({ page: 3, hasNextPage: false, nextPage: null, prevPage: 2 });
    const defaults = await lb.list(token);
    expect(defaults.body.items.length).toBeLessThanOrEqual(20);
  });

  it('filters by vehicle, status and ids, alone and combined', async () => {
    const expectIds = async (filter: string, wanted: typeof made) => {
      const response = await lb.list(
        token,
        q({ filter: mine(filter), orderby: 'createTimestamp asc', top: '100' }),
      );
      expect(response.status, filter).toBe(200);
      const got = ids(response.body).filter((id) => made.some((m) => m.id === id));
      expect(got, filter).toEqual(wanted.map((m) => m.id));
      return response;
    };
    await expectIds(
      vehicleClause(fleet.diesel.id),
      made.filter((m) => m.vehicle === 'diesel'),
    );
    await expectIds(
      allOf(vehicleClause(fleet.eloc.id), inFleet()),
      made.filter((m) => m.vehicle === 'eloc'),
    );
    await expectIds(
      allOf(vehicleClause(fleet.diesel.id), statusClause('finalized')),
      made.filter((m) => m.finalised),
    );
    await expectIds(
      allOf(statusClause('created'), inFleet()),
      made.filter((m) => !m.finalised),
    );
    const twoOut = made.slice(0, 2).map((m) => m.id);
    const response = await expectIds(allOf(inFleet(), idsClause('exclude', twoOut)), made.slice(2));
    expect(response.body.pagination.foundCount).toBe(6);
  });

  it('filters by the created day in the organisation’s zone (Europe/Berlin), midnight there the border', async () => {
    const { app, clock } = getCtx();
    const at = async (iso: string) => {
      clock.set(new Date(iso));
      // Access tokens live 10 minutes: one of that time.
      const fresh = (await sessionFor(app, account.accountName, account.password)).accessToken;
      // On the diesel: the eloc's newest entry is checked below.
      const created = await lb.create(fresh, fullEntry(fleet.diesel.id, '2026-07-01T08:00:00Z'));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.id;
    };
    // 23:59 and 00:00 in Berlin (summer time, UTC+2): the 11th and the 12th of July.
    const late = await at('2026-07-11T21:59:00Z');
    const early = await at('2026-07-11T22:00:00Z');
    clock.set(NOW);
    token = (await sessionFor(app, account.accountName, account.password)).accessToken;
    const listed = async (startDate: string, endDate: string) => {
      const filter = allOf(createdClause({ startDate, endDate }), idsClause('include', [late, early]));
      const response = await lb.list(token, q({ filter, orderby: 'createTimestamp asc' }));
      expect(response.status, filter).toBe(200);
      return ids(response.body);
    };
    expect(await listed('2026-07-11', '2026-07-11')).toEqual([late]);
    expect(await listed('2026-07-12', '2026-07-12')).toEqual([early]);
    expect(await listed('2026-07-01', '2026-07-31')).toEqual([late, early]);
    expect(await listed('2026-07-13', '2026-07-20')).toEqual([]);
    const bad = await lb.list(token, q({ filter: "createDay ge '2026-02-30'" }));
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('filter');
  });

  it('sorts by every sortable column with a stable tiebreak', async () => {
    for (const field of [
      'referenceTimestamp',
      'status',
      'entryState',
      'commentsCount',
      'defectsState',
      'creatorAccountLastName',
    ]) {
      const asc = await lb.list(token, q({ filter: inFleet(), orderby: `${field} asc`, top: '100' }));
      const desc = await lb.list(token, q({ filter: inFleet(), orderby: `${field} desc`, top: '100' }));
      expect(asc.status, field).toBe(200);
      expect(ids(asc.body).length).toBe(8);
      if (field === 'referenceTimestamp') expect(ids(asc.body)).toEqual(made.map((m) => m.id));
      expect(ids(desc.body), field).toEqual([...ids(asc.body)].reverse());
    }
  });

  it('refuses bad filters with a 400 on the field filter; injection attempts stay text', async () => {
    for (const filter of [
      "status eq 'created' or 1=1",
      'vehicleIdRef eq 1; DELETE FROM logbook_entries',
      "logbookEntryId in ('1'); DROP TABLE logbook_entries; --')",
      'mileage gt 5',
    ]) {
      const response = await lb.list(token, q({ filter }));
      expect(response.status, filter).toBe(400);
      expect(response.body.field).toBe('filter');
    }
    const count = await getCtx().db.query<{ n: number }>('SELECT count(*)::int AS n FROM logbook_entries');
    expect(count[0]?.n).toBeGreaterThanOrEqual(8);
    const bad = await lb.list(token, q({ orderby: 'remarks asc' }));
    expect(bad.status).toBe(400);
  });

  it('answers the newest entry of a vehicle and deletes selected ids with a code per id', async () => {
    const { app } = getCtx();
    const newest = await call(app, 'GET', `${orgPath(NORDBAHN)}/vehicles/${fleet.eloc.id}/entries/newest`, {
      accessToken: token,
    });
    expect(newest.body.item.header.logbookEntryId).toBe(made[7]?.id);
    const empty = await call(app, 'GET', `${orgPath(NORDBAHN)}/vehicles/${fleet.crane.id}/entries/newest`, {
      accessToken: token,
    });
    expect(empty.body).toEqual({ item: null });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const draft = made.find((m) => !m.finalised && m.vehicle === 'diesel')?.id ?? '';
    const done = made.find((m) => m.finalised)?.id ?? '';
    const other = (await sessionFor(app, 'driver')).accessToken;
    const othersDraft = (await lb.create(other, fullEntry(fleet.diesel.id, '2026-07-01T08:00:00Z'))).id;
    const response = await call(app, 'POST', `${orgPath(NORDBAHN)}/entries/delete`, {
      accessToken: token,
      body: { ids: [draft, done, unknown, othersDraft] },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      resultCode: 'err_multiple_error_occurred',
      results: [
        { logbookEntryId: draft, resultCode: 'successfully_deleted' },
        { logbookEntryId: done, resultCode: 'err_already_finalized' },
        { logbookEntryId: unknown, resultCode: 'err_unknown_entry' },
        { logbookEntryId: othersDraft, resultCode: 'err_forbidden_request' },
      ],
    });
    expect((await lb.get(token, draft)).status).toBe(404);
    expect((await lb.get(token, done)).status).toBe(200);
    const ok = await call(app, 'POST', `${orgPath(NORDBAHN)}/entries/delete`, {
      accessToken: other,
      body: { ids: [othersDraft] },
    });
    expect(ok.body.resultCode).toBe('successfully_deleted');
  });

  /** How a case names its two fresh drafts (`a`, `b`): a JSON list or one comma-separated string. */
  type IdsOf = (a: string, b: string) => unknown;
  it.each<[string, number, string | null, IdsOf]>([
    ['a JSON list', 200, null, (a, b) => [a, b]],
    ['a comma-separated string', 200, null, (a, b) => `${a},${b}`],
    ['a string with blanks around the commas', 200, null, (a, b) => ` ${a} , ${b} `],
    ['a string naming one id twice (deleted once)', 200, null, (a, b) => `${a},${b},${a.toUpperCase()}`],
    ['a string with an empty part', 400, 'ids', (a, b) => `${a},,${b}`],
    ['a string with a trailing comma', 400, 'ids', (a, b) => `${a},${b},`],
    ['an empty string', 400, 'ids', () => ''],
    ['a string with a part that is no id', 400, 'ids.2', (a, b) => `${a},${b},42`],
    ['a list with an item that is no id', 400, 'ids.1', (a, b) => [a, 'x', b]],
    ['an empty list', 400, 'ids', () => []],
    ['a number', 400, 'ids', () => 42],
  ])('bulk delete with %s: %i (field %s), nothing half-deleted', async (_name, status, field, idsOf) => {
    const { app } = getCtx();
    const [a, b] = [
      (await lb.create(token, fullEntry(fleet.diesel.id, '2026-07-02T08:00:00Z'))).id,
      (await lb.create(token, fullEntry(fleet.diesel.id, '2026-07-02T09:00:00Z'))).id,
    ];
    const response = await call(app, 'POST', `${orgPath(NORDBAHN)}/entries/delete`, {
      accessToken: token,
      body: { ids: idsOf(a, b) },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    if (field === null) {
      expect(response.body).toEqual({
        resultCode: 'successfully_deleted',
        results: [
          { logbookEntryId: a, resultCode: 'successfully_deleted' },
          { logbookEntryId: b, resultCode: 'successfully_deleted' },
        ],
      });
    } else {
      expect(response.body.field).toBe(field);
      expect(response.body.message).toContain(`Invalid ${field}`);
    }
    // Deleted both or neither: a refused request deletes nothing.
    for (const id of [a, b]) expect((await lb.get(token, id)).status).toBe(field === null ? 404 : 200);
  });
});
