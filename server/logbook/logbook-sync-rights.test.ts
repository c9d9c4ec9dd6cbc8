/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { SYNC_PUSH_MAX_ITEMS, type SyncResult } from '../../src/api/contract/logbook-sync.contract';
import { ALPEN, createTestFleet, NORDBAHN, type TestFleet } from '../fleet/test-fleet';
import { call, sessionFor } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import { deleteItem, fullEntry, logbookClient, orgPath, saveItem, type Logbook } from './test-logbook';

const NOW = new Date('2026-08-10T12:00:00Z');
const REF = '2026-08-10T08:00:00.000Z';

describeEachDatabase('logbook sync: rights and limits', (getCtx) => {
  let fleet: TestFleet;
  let lb: Logbook;
  const token: Record<string, string> = {};
  const entry = () => fullEntry(fleet.eloc.id, REF);
  beforeAll(async () => {
    const { app, db, clock } = getCtx();
    clock.set(NOW);
    fleet = await createTestFleet(db, 'syncrights');
    lb = logbookClient(app, NORDBAHN);
    for (const who of ['admin', 'opadmin', 'dispatcher', 'driver', 'demo', 'guest'])
      token[who] = (await sessionFor(app, who)).accessToken;
  });

  it('needs the write right in the organisation for the whole push', async () => {
    const push = () => [saveItem(randomUUID(), entry())];
    expect((await lb.sync(token['driver']!, push())).status).toBe(200);
    for (const who of ['demo', 'dispatcher']) {
      const refused = await lb.sync(token[who]!, push());
      expect(refused.status, who).toBe(403);
      expect(refused.body.resultCode).toBe('err_forbidden_request');
    }
    const guest = await lb.sync(token['guest']!, push());
    expect(guest.status).toBe(404);
    expect(guest.body.resultCode).toBe('err_unknown_organisation');
    const anonymous = await call(getCtx().app, 'POST', `${orgPath(NORDBAHN)}/entries/sync`, {
      body: { items: push() },
    });
    expect(anonymous.status).toBe(401);
  });

  it('changes, finalises and deletes only the caller’s own drafts, item by item', async () => {
    const foreign = randomUUID();
    expect((await lb.create(token['opadmin']!, entry(), foreign)).status).toBe(201);
    const results = (
      await lb.sync(token['driver']!, [
        saveItem(foreign, entry(), 1),
        saveItem(foreign, entry(), null),
        deleteItem(foreign),
      ])
    ).body.results as SyncResult[];
    // The create of a taken id is a 409 as the single create answers it; the others are 403.
    expect(results.map((r) => r.status)).toEqual([403, 409, 403]);
    for (const result of results) {
      expect(result.resultCode).toBe('err_forbidden_request');
      // The entry is visible to the driver, so it is answered as the server holds it, unchanged.
      expect(result.entry?.version).toBe(1);
    }
    expect((await lb.get(token['opadmin']!, foreign)).body.header.status).toBe('created');
  });

  it('never reaches another organisation’s entry or vehicle', async () => {
    const nordbahn = randomUUID();
    expect((await lb.create(token['admin']!, entry(), nordbahn)).status).toBe(201);
    const viaAlpen = await lb.sync(
      token['admin']!,
      [saveItem(nordbahn, entry(), 1), deleteItem(nordbahn), saveItem(nordbahn, entry(), null)],
      ALPEN,
    );
    expect(viaAlpen.status).toBe(200);
    expect((viaAlpen.body.results as SyncResult[]).map((r) => [r.status, r.resultCode, r.entry])).toEqual([
      [404, 'err_unknown_entry', null],
      [404, 'err_unknown_entry', null],
      // The id is taken in another organisation: refused without a word of that entry.
      [409, 'err_forbidden_request', null],
    ]);
    const foreignVehicle = await lb.sync(token['driver']!, [
      saveItem(randomUUID(), fullEntry(fleet.alpen.id, REF)),
    ]);
    expect(foreignVehicle.body.results[0]).toMatchObject({
      status: 404,
      resultCode: 'err_unknown_entry',
      entry: null,
    });
    expect((await lb.get(token['admin']!, nordbahn)).body.header.remarks).toBe('Test');
  });

  it('refuses a push of more than the limit or of nothing, naming items', async () => {
    for (const count of [SYNC_PUSH_MAX_ITEMS + 1, 0]) {
      const items = Array.from({ length: count }, () => deleteItem(randomUUID()));
      const refused = await lb.sync(token['driver']!, items);
      expect(refused.status, String(count)).toBe(400);
      expect(refused.body.field).toBe('items');
    }
    const full = Array.from({ length: SYNC_PUSH_MAX_ITEMS }, () => deleteItem(randomUUID()));
    const accepted = await lb.sync(token['driver']!, full);
    expect(accepted.status).toBe(200);
    expect(accepted.body.results).toHaveLength(SYNC_PUSH_MAX_ITEMS);
  });

  it('refuses the whole push when one item is malformed, naming its field, and applies none', async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const bad = entry();
    const items = [
      saveItem(ids[0]!, entry()),
      saveItem(ids[1]!, entry()),
      deleteItem(ids[2]!),
      { ...saveItem(ids[3]!, entry()), entry: { ...bad, header: { ...bad.header, vehicleIdRef: 'x' } } },
    ];
    const refused = await lb.sync(token['driver']!, items);
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('items.3.entry.header.vehicleIdRef');
    const unknownKind = await lb.sync(token['driver']!, [{ kind: 'rename', logbookEntryId: ids[0] }]);
    expect(unknownKind.status).toBe(400);
    expect(unknownKind.body.field).toMatch(/^items\.0/);
    expect((await lb.get(token['driver']!, ids[0]!)).status).toBe(404);
  });
});
