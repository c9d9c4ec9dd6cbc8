/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import { beforeAll, expect, it } from 'vitest';
import { createTestFleet, NORDBAHN, type TestFleet } from '../fleet/test-fleet';
import { DEMO_PASSWORD } from '../demo/demo-accounts';
import { call, sessionFor, type TestResponse } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import { readPdf } from './document/pdf-text';
import { fullEntry, logbookClient, orgPath, saveItem, SIGNATURE, type Logbook } from './test-logbook';

const NOW = new Date('2026-05-10T12:00:00Z');
const REF = '2026-05-10T08:00:00.000Z';
const CONFIRMATIONS = '/um/v1/accounts/me/signature-confirmations';

const tokenOf = (answer: TestResponse): string => String(answer.body.confirmation);

/**
 * Signing without drawing (issue 36): the typed name confirmed with the password, redeemed once by a
 * finalisation (online or from a device's sync push), recorded on the entry and printed in its PDF.
 */
describeEachDatabase('signing by typed name', (getCtx) => {
  let fleet: TestFleet;
  let lb: Logbook;
  let driver: string;
  let dispatcher: string;
  const confirm = (token: string, fullName: string, passkey = DEMO_PASSWORD) =>
    call(getCtx().app, 'POST', CONFIRMATIONS, { accessToken: token, body: { fullName, passkey } });
  const draft = async () => {
    const created = await lb.create(driver, fullEntry(fleet.diesel.id, REF));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.id;
  };
  const finalizeTyped = (id: string, confirmation: string) =>
    call(getCtx().app, 'POST', `${orgPath(NORDBAHN)}/entries/${id}/finalize`, {
      accessToken: driver,
      body: { signatureImage: SIGNATURE, typedSignature: { confirmation } },
    });

  beforeAll(async () => {
    const { app, db, clock } = getCtx();
    clock.set(NOW);
    fleet = await createTestFleet(db, 'typed-signature');
    lb = logbookClient(app, NORDBAHN);
    driver = (await sessionFor(app, 'driver')).accessToken;
    dispatcher = (await sessionFor(app, 'dispatcher')).accessToken;
  });

  it('refuses a wrong password (403 naming passkey) and a name that is not the account’s (400 naming fullName)', async () => {
    const wrong = await confirm(driver, 'Lukas Wagner', 'not-my-password');
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ error: 'wrong_passkey', field: 'passkey' });
    const otherName = await confirm(driver, 'Sabine Keller');
    expect(otherName.status).toBe(400);
    expect(otherName.body).toMatchObject({ field: 'fullName' });
    const empty = await confirm(driver, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('fullName');
  });

  it('finalises with a confirmed name, once; the entry and its PDF say how it was signed', async () => {
    // Case, spacing and composed letters do not matter; the name is recorded as the account has it.
    const confirmed = await confirm(driver, '  lukas   WAGNER ');
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
    expect(confirmed.body).toMatchObject({ fullName: 'Lukas Wagner', confirmedAt: NOW.toISOString() });
    const id = await draft();
    const done = await finalizeTyped(id, tokenOf(confirmed));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const read = await lb.get(driver, id);
    expect(read.body.header.status).toBe('finalized');
    expect(read.body.signedByName).toEqual({ fullName: 'Lukas Wagner', confirmedAt: NOW.toISOString() });

    const pdf = await getCtx().app.request(
      `http://portal.test${orgPath(NORDBAHN)}/entries/${id}/document?language=en-GB`,
      { headers: { authorization: `Bearer ${driver}` } },
    );
    expect(pdf.status).toBe(200);
    const text = readPdf(new Uint8Array(await pdf.arrayBuffer())).texts.join(' ');
    expect(text).toMatch(/Signed by typing the name Lukas\s+Wagner/);

    // Used once: a second entry cannot be signed with it, and stays a draft.
    const second = await draft();
    const reused = await finalizeTyped(second, tokenOf(confirmed));
    expect(reused.status).toBe(400);
    expect(reused.body.field).toBe('typedSignature.confirmation');
    expect((await lb.get(driver, second)).body.header.status).toBe('created');
  });

  it('refuses another account’s confirmation and keeps an unused one when the rules refuse the entry', async () => {
    const theirs = await confirm(dispatcher, 'Sabine Keller');
    expect(theirs.status).toBe(201);
    const id = await draft();
    const refused = await finalizeTyped(id, tokenOf(theirs));
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('typedSignature.confirmation');

    // A finalisation the strict rules refuse rolls the redemption back: the confirmation still works.
    const mine = await confirm(driver, 'Lukas Wagner');
    const full = fullEntry(fleet.diesel.id, REF);
    const incomplete = await lb.create(driver, {
      ...full,
      vehicleState: { ...full.vehicleState, mileage_km: null },
    });
    expect(incomplete.status).toBe(201);
    expect((await finalizeTyped(incomplete.id, tokenOf(mine))).status).toBe(400);
    expect((await finalizeTyped(id, tokenOf(mine))).status).toBe(200);
  });

  it('a device’s sync push finalises with the confirmation it got before going offline', async () => {
    const confirmed = await confirm(driver, 'Lukas Wagner');
    const id = crypto.randomUUID();
    const pushed = await lb.sync(driver, [
      {
        ...saveItem(id, fullEntry(fleet.diesel.id, REF), null, SIGNATURE),
        typedSignature: { confirmation: tokenOf(confirmed) },
      },
    ]);
    expect(pushed.status, JSON.stringify(pushed.body)).toBe(200);
    expect(pushed.body.results[0]).toMatchObject({ resultCode: 'successfully_finalized' });
    expect(pushed.body.results[0].entry.signedByName.fullName).toBe('Lukas Wagner');
  });
});
