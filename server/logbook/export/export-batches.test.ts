import { beforeAll, expect, it } from 'vitest';
import { LOGBOOK_SORT_FIELDS } from '../../../src/api/contract';
import { createTestFleet, NORDBAHN } from '../../fleet/test-fleet';
import { createTestAccount } from '../../test-support/test-accounts';
import { describeEachDatabase } from '../../test-support/test-databases';
import { readEntryPage } from '../entry-store';
import { requireLogbookAccess, type LogbookAccess } from '../logbook-access';
import { entryBatches } from './export-batches';
import { insertTestComment, insertTestEntries } from './test-entries';

const READ = { read: true, create: false };

describeEachDatabase('export batches', (getCtx) => {
  let access: LogbookAccess;
  let vehicleId: number;

  beforeAll(async () => {
    const { db } = getCtx();
    const fleet = await createTestFleet(db, 'batches');
    vehicleId = fleet.diesel.id;
    // Equal sort keys on purpose (names, states, counts): the id must break the ties across batches.
    const entries = await insertTestEntries(db, { organisationId: NORDBAHN, vehicleId, count: 23 });
    for (const [i, e] of entries.entries())
      if (i % 6 === 0) await insertTestComment(db, e.id, { remarks: `c${i}`, createdAt: e.createdAt });
    const { accountId } = await createTestAccount(db, {
      rights: { logbook_entries: READ, 'logbook_entries/comments': READ },
    });
    access = await requireLogbookAccess(db, { accountId, sessionId: '' }, NORDBAHN, ['entries:read']);
  });

  it('pages by keyset in the list order for every sort, without gaps or repeats', async () => {
    const { db } = getCtx();
    const filter = `vehicleIdRef eq ${vehicleId}`;
    for (const field of LOGBOOK_SORT_FIELDS)
      for (const direction of ['asc', 'desc']) {
        const orderby = `${field} ${direction}`;
        const list = await readEntryPage(db, access, { filter, orderby, top: 1000, skip: 0 });
        const batched: string[] = [];
        for await (const batch of entryBatches(db, access, filter, orderby, 4)) {
          expect(batch.length).toBeLessThanOrEqual(4);
          batched.push(...batch.map((e) => e.header.logbookEntryId));
        }
        expect(batched, orderby).toEqual(list.rows.map((r) => r.id));
      }
  });
});
