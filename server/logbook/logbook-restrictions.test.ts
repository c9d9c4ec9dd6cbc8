/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { SyncResult } from '../../src/api/contract/logbook-sync.contract';
import { addRestriction, restrictionsPath } from '../fleet/restrictions/test-restrictions';
import { NORDBAHN } from '../fleet/test-fleet';
import { newVehicle } from '../notifications/rules/test-rules';
import { call, sessionFor } from '../test-support/http-client';
import { describeEachDatabase, type TestContext } from '../test-support/test-databases';
import { asUpdate, fullEntry, logbookClient, saveItem, SIGNATURE, type Logbook } from './test-logbook';

const T0 = new Date('2026-07-10T12:00:00Z');
const REF = '2026-07-10T08:00:00.000Z';
const MINUTE = 60_000;
const at = (ms: number) => new Date(T0.getTime() + ms).toISOString();

/** What the restriction went through before the entry is saved. */
type Before = 'nothing' | 'acknowledged' | 'lifted' | 'expired';
/** How the entry reaches the server, and when the device says it was written. */
type Write =
  { readonly via: 'create' } | { readonly via: 'sync'; readonly writtenAt?: string; readonly sign?: boolean };

interface Case {
  readonly name: string;
  readonly before: Before;
  readonly write: Write;
  readonly accepted: boolean;
}

/** The refusal both ways answer: 400 err_validation on `restrictions` naming the restriction. */
const refusedFor = (id: number) => ({
  field: 'restrictions',
  message: `Acknowledge the vehicle's active restrictions first: ${id}.`,
});

describeEachDatabase('logbook saves and the vehicle’s restrictions (issue 30 §2)', (getCtx) => {
  let lb: Logbook;
  let driver: string;
  let admin: string;

  beforeAll(async () => {
    const { app, clock } = getCtx();
    clock.set(T0);
    lb = logbookClient(app, NORDBAHN);
    driver = (await sessionFor(app, 'driver')).accessToken;
    admin = (await sessionFor(app, 'admin')).accessToken;
  });

  /** A new vehicle with one restriction attached at T0 (valid 6 minutes; tokens live about 10), taken through `before`. */
  const restrictedVehicle = async (ctx: TestContext, before: Before) => {
    ctx.clock.set(T0);
    const vehicleId = await newVehicle(ctx.db);
    const restriction = await addRestriction(ctx.app, admin, vehicleId, {
      text: 'max 80 km/h',
      speedLimitKmh: 80,
      validUntil: at(6 * MINUTE),
    });
    const path = `${restrictionsPath(vehicleId)}/${restriction.id}`;
    if (before === 'acknowledged') {
      expect(
        (await call(ctx.app, 'POST', `${path}/acknowledge`, { accessToken: driver, body: {} })).status,
      ).toBe(200);
    }
    if (before === 'lifted') {
      const lifted = await call(ctx.app, 'POST', `${path}/lift`, {
        accessToken: admin,
        body: { remark: 'ok' },
      });
      expect(lifted.status).toBe(200);
    }
    ctx.clock.set(new Date(T0.getTime() + (before === 'expired' ? 7 : 5) * MINUTE));
    return { vehicleId, restrictionId: restriction.id };
  };

  const cases: readonly Case[] = [
    { name: 'single create, not acknowledged', before: 'nothing', write: { via: 'create' }, accepted: false },
    { name: 'sync save, not acknowledged', before: 'nothing', write: { via: 'sync' }, accepted: false },
    {
      name: 'sync save and finalise, not acknowledged',
      before: 'nothing',
      write: { via: 'sync', sign: true },
      accepted: false,
    },
    {
      name: 'sync save written offline after the restriction, not acknowledged',
      before: 'nothing',
      write: { via: 'sync', writtenAt: at(2 * MINUTE) },
      accepted: false,
    },
    { name: 'single create, acknowledged', before: 'acknowledged', write: { via: 'create' }, accepted: true },
    {
      name: 'sync save and finalise, acknowledged',
      before: 'acknowledged',
      write: { via: 'sync', sign: true },
      accepted: true,
    },
    {
      name: 'sync save written offline before the restriction existed',
      before: 'nothing',
      write: { via: 'sync', writtenAt: at(-30 * MINUTE), sign: true },
      accepted: true,
    },
    { name: 'single create, restriction lifted', before: 'lifted', write: { via: 'create' }, accepted: true },
    { name: 'sync save, restriction expired', before: 'expired', write: { via: 'sync' }, accepted: true },
  ];

  it.each(cases)('$name: accepted $accepted', async ({ before, write, accepted }) => {
    const ctx = getCtx();
    const { vehicleId, restrictionId } = await restrictedVehicle(ctx, before);
    const entry = fullEntry(vehicleId, REF);
    const id = randomUUID();
    if (write.via === 'create') {
      const response = await lb.create(driver, entry, id);
      expect(response.status).toBe(accepted ? 201 : 400);
      if (!accepted) {
        expect(response.body).toMatchObject({ resultCode: 'err_validation', field: 'restrictions' });
        expect(response.body.issues).toEqual([refusedFor(restrictionId)]);
      }
    } else {
      const item = {
        ...saveItem(id, entry, null, write.sign === true ? SIGNATURE : undefined),
        ...(write.writtenAt === undefined ? {} : { writtenAt: write.writtenAt }),
      };
      const response = await lb.sync(driver, [item]);
      expect(response.status).toBe(200);
      const [result] = response.body.results as SyncResult[];
      const done = write.sign === true ? 'successfully_finalized' : 'successfully_saved';
      expect(result).toMatchObject(
        accepted
          ? { status: 201, resultCode: done }
          : { status: 400, resultCode: 'err_validation', entry: null, issues: [refusedFor(restrictionId)] },
      );
    }
    // A refusal stores nothing.
    expect((await lb.get(driver, id)).status).toBe(accepted ? 200 : 404);
  });

  it('refuses to change or finalise a draft made before the restriction, keeps it, never blocks its deletion', async () => {
    const ctx = getCtx();
    ctx.clock.set(T0);
    const vehicleId = await newVehicle(ctx.db);
    const entry = fullEntry(vehicleId, REF);
    const draft = await lb.create(driver, entry);
    const signed = await lb.create(driver, entry);
    const offline = await lb.create(driver, entry);
    expect([draft.status, signed.status, offline.status]).toEqual([201, 201, 201]);
    const { id } = await addRestriction(ctx.app, admin, vehicleId, { text: 'sanding out of order' });
    ctx.clock.set(new Date(T0.getTime() + 5 * MINUTE));
    const changed = { entry: { ...asUpdate(entry).entry, header: { remarks: 'Changed' } } };

    const update = await lb.update(driver, draft.id, changed);
    const finalise = await lb.finalize(driver, signed.id);
    const stale = await lb.sync(driver, [{ ...saveItem(offline.id, entry, 1), writtenAt: at(MINUTE) }]);
    const early = await lb.sync(driver, [{ ...saveItem(offline.id, entry, 1), writtenAt: at(-MINUTE) }]);
    expect([
      update.status,
      finalise.status,
      stale.body.results[0].status,
      early.body.results[0].status,
    ]).toEqual([400, 400, 400, 200]);
    expect(update.body.issues).toEqual([refusedFor(id)]);
    expect(finalise.body.issues).toEqual([refusedFor(id)]);
    const kept = await lb.get(driver, draft.id);
    expect(kept.body).toMatchObject({ version: 1, header: { remarks: 'Test', status: 'created' } });
    expect((await lb.get(driver, signed.id)).body.header.status).toBe('created');

    expect((await lb.remove(driver, draft.id)).status).toBe(200);
    expect(
      (await lb.sync(driver, [{ kind: 'delete', logbookEntryId: signed.id }])).body.results[0],
    ).toMatchObject({
      status: 200,
      resultCode: 'successfully_deleted',
    });
  });

  it('refuses a writtenAt beyond the clock skew, naming it', async () => {
    const ctx = getCtx();
    ctx.clock.set(T0);
    const vehicleId = await newVehicle(ctx.db);
    const item = { ...saveItem(randomUUID(), fullEntry(vehicleId, REF)), writtenAt: at(6 * MINUTE) };
    const [result] = (await lb.sync(driver, [item])).body.results as SyncResult[];
    expect(result).toMatchObject({
      status: 400,
      resultCode: 'err_validation',
      issues: [{ field: 'writtenAt' }],
    });
  });
});
