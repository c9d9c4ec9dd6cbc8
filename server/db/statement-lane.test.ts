import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { openPglite } from './pglite.db';
import { inBackgroundLane } from './statement-lane';

/**
 * Issue 38: on the embedded database, which answers one statement at a time, the statements of heavy
 * work wait behind interactive ones (an interactive read waits for the statement in hand only), yet
 * never for ever: after eight interactive turns in a row a background one comes.
 */
describe('statement lanes on the embedded database', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite('memory://');
  });
  afterAll(() => db.close());

  const order: string[] = [];
  const ask = (name: string, background: boolean) => {
    const run = () => db.query('SELECT $1::text AS name', [name]).then(() => order.push(name));
    return background ? inBackgroundLane(run) : run();
  };

  it('answers an interactive statement before the background ones asked earlier', async () => {
    order.length = 0;
    const inHand = db.query('SELECT pg_sleep(0.2)').then(() => order.push('in hand'));
    const asked = [ask('b1', true), ask('b2', true), ask('i1', false), ask('b3', true), ask('i2', false)];
    await Promise.all([inHand, ...asked]);
    expect(order).toEqual(['in hand', 'i1', 'i2', 'b1', 'b2', 'b3']);
  });

  it('gives background work a turn after eight interactive ones in a row', async () => {
    order.length = 0;
    const inHand = db.query('SELECT pg_sleep(0.2)').then(() => order.push('in hand'));
    const asked = [ask('b1', true), ...Array.from({ length: 10 }, (_, i) => ask(`i${i + 1}`, false))];
    await Promise.all([inHand, ...asked]);
    expect(order).toEqual(['in hand', 'i1', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7', 'i8', 'b1', 'i9', 'i10']);
  });
});
