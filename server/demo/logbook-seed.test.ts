/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import { expect, it } from 'vitest';
import { LogbookEntry } from '../../src/api/contract';
import { Schema } from 'effect';
import { call, sessionFor } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import { DEMO_ORGANISATIONS } from './demo-accounts';
import { seedDemoFleetIfEmpty } from './fleet-seed';
import { seedDemoLogbookIfEmpty } from './logbook-seed';

const [NORDBAHN, ALPEN] = [DEMO_ORGANISATIONS[0].id, DEMO_ORGANISATIONS[1].id];
const ORG = (id: string) => `/logbook/api/logbook/v1/organisations/${id}`;

describeEachDatabase(
  'the demo logbook',
  (getCtx) => {
    it('seeds entries of several states once, quickly, readable through the API', async () => {
      const { db, clock, app } = getCtx();
      clock.set(new Date('2026-11-22T12:00:00Z'));
      await seedDemoFleetIfEmpty(db, clock);
      const started = Date.now();
      expect(await seedDemoLogbookIfEmpty(db, clock)).toBe(true);
      expect(Date.now() - started).toBeLessThan(20_000);
      expect(await seedDemoLogbookIfEmpty(db, clock)).toBe(false);
      const counts = await db.query<{ status: string; entry_state: string | null; n: number }>(
        `SELECT status, entry_state, count(*)::int AS n FROM logbook_entries GROUP BY 1, 2`,
      );
      const n = (status: string, state: string | null) =>
        counts.find((c) => c.status === status && c.entry_state === state)?.n ?? 0;
      expect(n('created', null) + n('created', 'open')).toBeGreaterThan(3);
      expect(n('finalized', 'open')).toBeGreaterThan(0);
      expect(n('finalized', 'resolved')).toBeGreaterThan(5);
      expect(n('finalized', null)).toBeGreaterThan(100);
      const stoppages = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM logbook_entries WHERE stoppage IS NOT NULL',
      );
      expect(stoppages[0]?.n).toBeGreaterThan(3);
      const { accessToken } = await sessionFor(app, 'opadmin');
      const list = await call(app, 'GET', `${ORG(NORDBAHN)}/entries?top=100`, { accessToken });
      expect(list.status).toBe(200);
      expect(list.body.pagination.totalCount).toBeGreaterThan(300);
      for (const item of list.body.items) Schema.decodeUnknownSync(LogbookEntry)(item);
      const commented = (list.body.items as { lastComment: unknown }[]).filter((i) => i.lastComment !== null);
      expect(commented.length).toBeGreaterThan(0);
      const admin = (await sessionFor(app, 'admin')).accessToken;
      const alpen = await call(app, 'GET', `${ORG(ALPEN)}/entries?top=1`, { accessToken: admin });
      expect(alpen.body.pagination.totalCount).toBeGreaterThan(10);
    });
  },
  { bothDatabases: true },
);
