/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- tests read the loosely typed JSON answers */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { LogbookEntry } from '../../src/api/contract';
import type { SyncResult } from '../../src/api/contract/logbook-sync.contract';
import { createTestFleet, NORDBAHN, type TestFleet } from '../fleet/test-fleet';
import { sessionFor, type TestResponse } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import { deleteItem, fullEntry, logbookClient, saveItem, SIGNATURE, type Logbook } from './test-logbook';

const NOW = new Date('2026-07-10T12:00:00Z');
const REF = '2026-07-10T08:00:00.000Z';

/** The results of a push that answered 200, by position. */
const resultsOf = (response: TestResponse): SyncResult[] => {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.results as SyncResult[];
};

/** What a result says, without the entry. */
const summary = (result: SyncResult) => ({
  status: result.status,
  resultCode: result.resultCode,
  version: result.entry?.version ?? null,
  status_: result.entry?.header.status ?? null,
});

describeEachDatabase('logbook sync: pushes of offline saves and deletions', (getCtx) => {
  let fleet: TestFleet;
  let lb: Logbook;
  let driver: string;
  /** The driver's entries with these ids, as the server lists them. */
  const listed = async (ids: readonly string[]) => {
    const filter = encodeURIComponent(`logbookEntryId in (${ids.map((id) => `'${id}'`).join(', ')})`);
    const list = await lb.list(driver, `?filter=${filter}&top=200`);
    expect(list.status).toBe(200);
    return list.body.items as LogbookEntry[];
  };
  const entry = (remarks = 'Offline') => {
    const e = fullEntry(fleet.diesel.id, REF);
    return { ...e, header: { ...e.header, remarks } };
  };
  beforeAll(async () => {
    const { app, db, clock } = getCtx();
    clock.set(NOW);
    fleet = await createTestFleet(db, 'sync');
    lb = logbookClient(app, NORDBAHN);
    driver = (await sessionFor(app, 'driver')).accessToken;
  });

  it('creates and finalises in one push, answering each item with the entry and its version', async () => {
    const [signed, draft] = [randomUUID(), randomUUID()];
    const results = resultsOf(
      await lb.sync(driver, [saveItem(signed, entry(), null, SIGNATURE), saveItem(draft, entry())]),
    );
    expect(results.map(summary)).toEqual([
      { status: 201, resultCode: 'successfully_finalized', version: 2, status_: 'finalized' },
      { status: 201, resultCode: 'successfully_saved', version: 1, status_: 'created' },
    ]);
    expect(results.map((r) => [r.logbookEntryId, r.kind])).toEqual([
      [signed, 'save'],
      [draft, 'save'],
    ]);
    expect(results[0]?.entry?.hasSignatureImage).toBe(true);
    const got = await lb.get(driver, draft);
    expect(got.body).toEqual(results[1]?.entry);
  });

  it('applies the same push twice without duplicates, to the same end state', async () => {
    const [draft, signed, gone] = [randomUUID(), randomUUID(), randomUUID()];
    expect((await lb.create(driver, entry(), gone)).status).toBe(201);
    const push = [
      saveItem(draft, entry('Zweimal')),
      saveItem(signed, entry(), null, SIGNATURE),
      deleteItem(gone),
    ];
    const first = resultsOf(await lb.sync(driver, push));
    expect(first.map(summary)).toEqual([
      { status: 201, resultCode: 'successfully_saved', version: 1, status_: 'created' },
      { status: 201, resultCode: 'successfully_finalized', version: 2, status_: 'finalized' },
      { status: 200, resultCode: 'successfully_deleted', version: null, status_: null },
    ]);
    const after = await listed([draft, signed, gone]);
    const second = resultsOf(await lb.sync(driver, push));
    // The lost-answer retry: the draft unchanged (same content, same version), the finalised one
    // refused as finalised (the device drops its copy), the deleted one unknown (treated as deleted).
    expect(second.map(summary)).toEqual([
      { status: 200, resultCode: 'successfully_saved', version: 1, status_: 'created' },
      { status: 409, resultCode: 'err_already_finalized', version: 2, status_: 'finalized' },
      { status: 404, resultCode: 'err_unknown_entry', version: null, status_: null },
    ]);
    expect(await listed([draft, signed, gone])).toEqual(after);
    expect(after).toHaveLength(2);
  });

  it('a retried create with changes applies them as an update of the draft', async () => {
    const id = randomUUID();
    resultsOf(await lb.sync(driver, [saveItem(id, entry('Erst'))]));
    const retried = resultsOf(await lb.sync(driver, [saveItem(id, entry('Dann'))]));
    expect(retried.map(summary)).toEqual([
      { status: 200, resultCode: 'successfully_saved', version: 2, status_: 'created' },
    ]);
    expect(retried[0]?.entry?.header.remarks).toBe('Dann');
  });

  it('a create replayed after a newer update is stale: refused with the server’s entry, nothing changed', async () => {
    const id = randomUUID();
    const create = [saveItem(id, entry('Alt'))];
    resultsOf(await lb.sync(driver, create));
    const update = resultsOf(await lb.sync(driver, [saveItem(id, entry('Neu'), 1)]));
    expect(update.map(summary)).toEqual([
      { status: 200, resultCode: 'successfully_saved', version: 2, status_: 'created' },
    ]);
    // The first push delivered again after the second (out of order): older content, refused.
    const replayed = resultsOf(await lb.sync(driver, create));
    expect(replayed.map(summary)).toEqual([
      { status: 409, resultCode: 'err_version_conflict', version: 2, status_: 'created' },
    ]);
    expect((await lb.get(driver, id)).body).toEqual(update[0]?.entry);
    // A create of the content the server already holds changes nothing and stays a success.
    const same = resultsOf(await lb.sync(driver, [saveItem(id, entry('Neu'))]));
    expect(same.map(summary)).toEqual([
      { status: 200, resultCode: 'successfully_saved', version: 2, status_: 'created' },
    ]);
  });

  it('out of order: a deletion before its save is unknown; a later replayed create makes it again', async () => {
    const id = randomUUID();
    const save = [saveItem(id, entry('Reihenfolge'))];
    const remove = [deleteItem(id)];
    expect(resultsOf(await lb.sync(driver, remove)).map(summary)).toEqual([
      { status: 404, resultCode: 'err_unknown_entry', version: null, status_: null },
    ]);
    expect(resultsOf(await lb.sync(driver, save))[0]?.resultCode).toBe('successfully_saved');
    expect(resultsOf(await lb.sync(driver, remove))[0]?.resultCode).toBe('successfully_deleted');
    // An update (baseVersion n) of a deleted entry is unknown and makes nothing …
    expect(resultsOf(await lb.sync(driver, [saveItem(id, entry(), 1)])).map(summary)).toEqual([
      { status: 404, resultCode: 'err_unknown_entry', version: null, status_: null },
    ]);
    expect(await listed([id])).toHaveLength(0);
    // … while a create (baseVersion null: never seen on the server) makes it again under its id.
    expect(resultsOf(await lb.sync(driver, save)).map(summary)).toEqual([
      { status: 201, resultCode: 'successfully_saved', version: 1, status_: 'created' },
    ]);
    expect(await listed([id])).toHaveLength(1);
  });

  it('refuses a stale update with the server’s entry and changes nothing', async () => {
    const id = randomUUID();
    resultsOf(await lb.sync(driver, [saveItem(id, entry('Gerät 0'))]));
    const a = resultsOf(await lb.sync(driver, [saveItem(id, entry('Gerät A'), 1)]));
    expect(a.map(summary)).toEqual([
      { status: 200, resultCode: 'successfully_saved', version: 2, status_: 'created' },
    ]);
    const stale = resultsOf(await lb.sync(driver, [saveItem(id, entry('Gerät B'), 1, SIGNATURE)]));
    expect(stale.map(summary)).toEqual([
      { status: 409, resultCode: 'err_version_conflict', version: 2, status_: 'created' },
    ]);
    expect(stale[0]?.entry?.header.remarks).toBe('Gerät A');
    expect((await lb.get(driver, id)).body).toEqual(a[0]?.entry);
    // Re-read and pushed again from the version seen: applied.
    const resolved = resultsOf(await lb.sync(driver, [saveItem(id, entry('Gerät B'), 2)]));
    expect(resolved.map(summary)).toEqual([
      { status: 200, resultCode: 'successfully_saved', version: 3, status_: 'created' },
    ]);
  });

  it('the server’s finalised entry wins over a later draft push, whatever its version', async () => {
    const id = randomUUID();
    expect((await lb.create(driver, entry('Server'), id)).status).toBe(201);
    expect((await lb.finalize(driver, id)).status).toBe(200);
    const finalised = (await lb.get(driver, id)).body;
    expect(finalised.version).toBe(2);
    const pushes = [
      saveItem(id, entry('Später'), 1),
      saveItem(id, entry('Später'), 2),
      saveItem(id, entry('Später'), null, SIGNATURE),
      deleteItem(id),
    ];
    const results = resultsOf(await lb.sync(driver, pushes));
    for (const result of results) {
      expect(summary(result)).toEqual({
        status: 409,
        resultCode: 'err_already_finalized',
        version: 2,
        status_: 'finalized',
      });
    }
    expect((await lb.get(driver, id)).body).toEqual(finalised);
  });

  it('one finalisation refused among valid items fails alone and leaves its saved draft', async () => {
    const [good, incomplete, notPng, plain] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const full = entry();
    const { vehicleIdRef, referenceTimestamp, remarks } = full.header;
    const withoutLocation = { ...full, header: { vehicleIdRef, referenceTimestamp, remarks } };
    const gif = Buffer.from('GIF89a-not-a-png-at-all-not-at-all').toString('base64');
    const results = resultsOf(
      await lb.sync(driver, [
        saveItem(good, entry(), null, SIGNATURE),
        saveItem(incomplete, withoutLocation as unknown as typeof full, null, SIGNATURE),
        saveItem(notPng, entry(), null, gif),
        saveItem(plain, entry()),
      ]),
    );
    expect(results.map(summary)).toEqual([
      { status: 201, resultCode: 'successfully_finalized', version: 2, status_: 'finalized' },
      { status: 400, resultCode: 'err_validation', version: 1, status_: 'created' },
      { status: 400, resultCode: 'err_validation', version: 1, status_: 'created' },
      { status: 201, resultCode: 'successfully_saved', version: 1, status_: 'created' },
    ]);
    expect(results[1]?.issues).toEqual([{ field: 'header.referenceLocation', message: 'required' }]);
    expect(results[2]?.issues).toEqual([{ field: 'signatureImage', message: 'png' }]);
    expect(results[0]?.issues).toBeUndefined();
  });

  it('two identical pushes at once make every entry exactly once', async () => {
    const ids = Array.from({ length: 12 }, (): string => randomUUID());
    const push = ids.map((id, i) =>
      saveItem(id, entry(`Parallel ${i}`), null, i % 3 === 0 ? SIGNATURE : undefined),
    );
    const [a, b] = await Promise.all([lb.sync(driver, push), lb.sync(driver, push)]);
    const both = [...resultsOf(a), ...resultsOf(b)];
    for (const [i, result] of both.entries()) {
      const signed = (i % ids.length) % 3 === 0;
      // Each item is done by one push; the other finds it done (or finalised, for a signed one).
      const done = signed ? ['successfully_finalized', 'err_already_finalized'] : ['successfully_saved'];
      expect(done, JSON.stringify(result)).toContain(result.resultCode);
    }
    const entries = await listed(ids);
    expect(entries).toHaveLength(ids.length);
    for (const e of entries) {
      const i = ids.indexOf(e.header.logbookEntryId);
      expect(e.header.status).toBe(i % 3 === 0 ? 'finalized' : 'created');
      expect(e.header.remarks).toBe(`Parallel ${i}`);
    }
  });

  it('a failure of the database in one item is that item’s err_server, logged; the others apply', async () => {
    const { db, logs } = getCtx();
    await db.exec(`
      CREATE FUNCTION sync_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.remarks = 'Explodiert' THEN RAISE EXCEPTION 'refused by the test trigger'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER sync_test_refuse BEFORE INSERT OR UPDATE ON logbook_entries
        FOR EACH ROW EXECUTE FUNCTION sync_test_refuse();`);
    try {
      const [before, failing, after] = [randomUUID(), randomUUID(), randomUUID()];
      const results = resultsOf(
        await lb.sync(driver, [
          saveItem(before, entry()),
          saveItem(failing, entry('Explodiert')),
          saveItem(after, entry()),
        ]),
      );
      expect(results.map(summary)).toEqual([
        { status: 201, resultCode: 'successfully_saved', version: 1, status_: 'created' },
        { status: 500, resultCode: 'err_server', version: null, status_: null },
        { status: 201, resultCode: 'successfully_saved', version: 1, status_: 'created' },
      ]);
      expect(
        logs.some((line) => line.includes(failing) && line.includes('refused by the test trigger')),
      ).toBe(true);
      expect((await listed([before, failing, after])).length).toBe(2);
    } finally {
      await db.exec('DROP TRIGGER sync_test_refuse ON logbook_entries; DROP FUNCTION sync_test_refuse();');
    }
  });
});
