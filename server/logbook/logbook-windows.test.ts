/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call -- tests read the loosely typed JSON answers */
import { beforeAll, expect, it } from 'vitest';
import { idsClause } from '../../src/api/contract/logbook-filter';
import { setAccessWindow } from '../fleet/vehicle-store';
import { createTestFleet, NORDBAHN, type TestFleet } from '../fleet/test-fleet';
import { call, sessionFor } from '../test-support/http-client';
import { createTestAccount } from '../test-support/test-accounts';
import { describeEachDatabase } from '../test-support/test-databases';
import { fullEntry, logbookClient, orgPath, type Logbook } from './test-logbook';

const NOW = new Date('2026-09-30T12:00:00Z');
const RIGHTS = {
  logbook_entries: { read: true, create: true },
  'logbook_entries/comments': { read: true, create: true },
} as const;

describeEachDatabase('logbook entries under limited-access windows', (getCtx) => {
  let fleet: TestFleet;
  let lb: Logbook;
  let limited: string;
  let opadmin: string;
  /** Reference times around the window 2026-09-10..2026-09-20 (Berlin days). */
  const entries: Record<'before' | 'firstDay' | 'lastDay' | 'after', string> = {
    before: '',
    firstDay: '',
    lastDay: '',
    after: '',
  };
  const REFS = {
    before: '2026-09-09T21:59:00.000Z', // 23:59 in Berlin on the 9th
    firstDay: '2026-09-09T22:00:00.000Z', // 00:00 in Berlin on the 10th
    lastDay: '2026-09-20T21:59:00.000Z',
    after: '2026-09-20T22:00:00.000Z',
  };
  beforeAll(async () => {
    const { app, db, clock } = getCtx();
    clock.set(NOW);
    fleet = await createTestFleet(db, 'windows');
    lb = logbookClient(app, NORDBAHN);
    const account = await createTestAccount(db, { rights: RIGHTS });
    await setAccessWindow(db, account.accountId, fleet.diesel.id, '2026-09-10', '2026-09-20');
    limited = (await sessionFor(app, account.accountName, account.password)).accessToken;
    opadmin = (await sessionFor(app, 'opadmin')).accessToken;
    for (const key of Object.keys(REFS) as (keyof typeof REFS)[]) {
      const { id, status } = await lb.create(opadmin, fullEntry(fleet.diesel.id, REFS[key]));
      expect(status).toBe(201);
      expect((await lb.finalize(opadmin, id)).status).toBe(200);
      entries[key] = id;
    }
  });

  it('shows only entries referenced within the window, in lists, counts and reads', async () => {
    const filter = idsClause('include', Object.values(entries));
    const list = await lb.list(
      limited,
      `?filter=${encodeURIComponent(filter)}&orderby=referenceTimestamp%20asc`,
    );
    expect(
      list.body.items.map((i: { header: { logbookEntryId: string } }) => i.header.logbookEntryId),
    ).toEqual([entries.firstDay, entries.lastDay]);
    expect(list.body.pagination.foundCount).toBe(2);
    const full = await lb.list(opadmin, `?filter=${encodeURIComponent(filter)}`);
    expect(full.body.pagination.foundCount).toBe(4);
    for (const key of ['before', 'after'] as const) {
      const hidden = await lb.get(limited, entries[key]);
      expect(hidden.status).toBe(404);
      expect(hidden.body.resultCode).toBe('err_unknown_entry');
      const image = await call(
        getCtx().app,
        'GET',
        `${orgPath(NORDBAHN)}/entries/${entries[key]}/signature`,
        {
          accessToken: limited,
        },
      );
      expect(image.status).toBe(404);
      expect((await lb.comment(limited, entries[key], { remarks: 'x' })).status).toBe(404);
    }
    expect((await lb.get(limited, entries.firstDay)).status).toBe(200);
  });

  it('answers the newest entry and the last A1 as seen through the window', async () => {
    const { app } = getCtx();
    const newest = await call(app, 'GET', `${orgPath(NORDBAHN)}/vehicles/${fleet.diesel.id}/entries/newest`, {
      accessToken: limited,
    });
    expect([entries.firstDay, entries.lastDay]).toContain(newest.body.item.header.logbookEntryId);
    const a1 = await call(app, 'GET', `${orgPath(NORDBAHN)}/vehicles/${fleet.diesel.id}/inspections/a1`, {
      accessToken: limited,
    });
    expect(a1.body.lastInspectionPerformedTimestamp_A1).toBe('2026-09-20T21:29:00.000Z');
  });

  it('refuses to create an entry referenced outside the window; other vehicles are not limited', async () => {
    const outside = await lb.create(limited, fullEntry(fleet.diesel.id, '2026-09-25T08:00:00.000Z'));
    expect(outside.status).toBe(403);
    expect(outside.body.resultCode).toBe('err_forbidden_request');
    expect((await lb.create(limited, fullEntry(fleet.diesel.id, '2026-09-15T08:00:00.000Z'))).status).toBe(
      201,
    );
    expect((await lb.create(limited, fullEntry(fleet.eloc.id, '2026-09-25T08:00:00.000Z'))).status).toBe(201);
  });
});
