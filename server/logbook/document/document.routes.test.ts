/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import { beforeAll, expect, it } from 'vitest';
import { fileNameOfDisposition } from '../../../src/api/contract';
import { createTestFleet, ALPEN, NORDBAHN } from '../../fleet/test-fleet';
import { call, sessionFor } from '../../test-support/http-client';
import { createTestAccount } from '../../test-support/test-accounts';
import { describeEachDatabase } from '../../test-support/test-databases';
import { insertTestComment, insertTestEntries, type TestEntry } from '../export/test-entries';
import { readPdf } from './pdf-text';

const ORGS = '/logbook/api/logbook/v1/organisations';
const READ = { read: true, create: false };

describeEachDatabase('logbook entry document', (getCtx) => {
  let finalised: TestEntry;
  let draft: TestEntry;
  let foreign: TestEntry;
  let lateDraft: TestEntry;
  const token: Record<'reader' | 'noComments' | 'alpen', string> = { reader: '', noComments: '', alpen: '' };

  beforeAll(async () => {
    const { db, app } = getCtx();
    const fleet = await createTestFleet(db, 'document');
    const entries = await insertTestEntries(db, {
      organisationId: NORDBAHN,
      vehicleId: fleet.diesel.id,
      count: 3,
    });
    [draft, finalised] = entries as [TestEntry, TestEntry];
    [foreign] = (
      await insertTestEntries(db, { organisationId: ALPEN, vehicleId: fleet.alpen.id, count: 2 })
    ).slice(1) as [TestEntry];
    // A vehicle named in three scripts; its draft's reference time (22:10 UTC) is the next day in Berlin.
    await db.query('UPDATE vehicles SET name = $1 WHERE id = $2', ['Łódź Σωκράτης Дмитрий 7', fleet.eloc.id]);
    [lateDraft] = (await insertTestEntries(db, {
      organisationId: NORDBAHN,
      vehicleId: fleet.eloc.id,
      count: 1,
      start: new Date(Date.UTC(2026, 9, 1, 22, 40)),
    })) as [TestEntry];
    await insertTestComment(db, finalised.id, {
      remarks: 'Bremse nachgestellt',
      createdAt: new Date(Date.UTC(2026, 9, 3, 9, 30)),
      newEntryState: 'resolved',
    });
    const session = async (organisations: string[], rights: object) => {
      const { accountName, password } = await createTestAccount(db, { organisations, rights });
      return (await sessionFor(app, accountName, password)).accessToken;
    };
    const both = { logbook_entries: READ, 'logbook_entries/comments': READ };
    token.reader = await session([NORDBAHN], both);
    token.noComments = await session([NORDBAHN], { logbook_entries: READ });
    token.alpen = await session([ALPEN], both);
  });

  const fetchDocument = async (accessToken: string, organisationId: string, entryId: string, query = '') => {
    const response = await getCtx().app.request(
      `http://portal.test${ORGS}/${organisationId}/entries/${entryId}/document${query}`,
      { headers: { authorization: `Bearer ${accessToken}` } },
    );
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  };

  it('German by default: every section, the comment with its signature, the entry signature', async () => {
    const { response, bytes } = await fetchDocument(token.reader, NORDBAHN, finalised.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    // Named by vehicle, day (Berlin), status and defect state, and the entry id's first 8 characters.
    const name = `logbook-diesel-document-2026-10-01-finalised-open-${finalised.id.slice(0, 8)}.pdf`;
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const pdf = readPdf(bytes);
    for (const text of ['Allgemein', 'Fahrzeugzustand', 'Untersuchungen', 'Mängel', 'Störung', 'Kommentare'])
      expect(pdf.texts).toContain(text);
    expect(pdf.texts).toContain(finalised.id);
    expect(pdf.texts).toContain('Bremse nachgestellt');
    expect(pdf.texts).toContain('03.10.2026 11:30 · Änne Weiß');
    expect(pdf.texts).toContain('120.037');
    expect(pdf.images).toEqual(
      expect.arrayContaining([
        { width: 120, height: 40 },
        { width: 90, height: 30 },
      ]),
    );
  });

  it('English on request; a draft is not signed; without comments read no comments', async () => {
    const english = readPdf((await fetchDocument(token.reader, NORDBAHN, draft.id, '?language=en-GB')).bytes);
    expect(english.texts).toContain('Vehicle state');
    expect(english.texts).toContain('Not signed (draft).');
    expect(english.images).toEqual([]);
    const noComments = readPdf((await fetchDocument(token.noComments, NORDBAHN, finalised.id)).bytes);
    expect(noComments.texts).not.toContain('Kommentare');
    expect(noComments.texts).not.toContain('Bremse nachgestellt');
    expect(noComments.images).toEqual([{ width: 120, height: 40 }]);
  });

  it('a vehicle name with other letters than ASCII: transliterated in filename, as written in filename*', async () => {
    const { response } = await fetchDocument(token.reader, NORDBAHN, lateDraft.id);
    expect(response.status).toBe(200);
    const tail = `2026-10-02-started-${lateDraft.id.slice(0, 8)}.pdf`;
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toBe(
      `attachment; filename="logbook-lodz-sokratis-dmitriy-7-${tail}"; ` +
        `filename*=UTF-8''${encodeURIComponent(`logbook-łódź-σωκράτης-дмитрий-7-${tail}`)}`,
    );
    // What the client saves the file as (entry-api-gateway.ts reads the header with this function).
    expect(fileNameOfDisposition(disposition)).toBe(`logbook-łódź-σωκράτης-дмитрий-7-${tail}`);
    expect(/^[\x20-\x7e]*$/.test(disposition)).toBe(true);
  });

  it("another organisation's entry or organisation: 404 with nothing of it", async () => {
    const { app } = getCtx();
    const path = (org: string, id: string) => `${ORGS}/${org}/entries/${id}/document`;
    const otherOrg = await call(app, 'GET', path(ALPEN, foreign.id), { accessToken: token.reader });
    expect(otherOrg.status).toBe(404);
    expect(otherOrg.body.resultCode).toBe('err_unknown_organisation');
    const otherEntry = await call(app, 'GET', path(NORDBAHN, foreign.id), { accessToken: token.reader });
    expect(otherEntry.status).toBe(404);
    expect(otherEntry.body.resultCode).toBe('err_unknown_entry');
    const ownOrg = await call(app, 'GET', path(ALPEN, finalised.id), { accessToken: token.alpen });
    expect(ownOrg.status).toBe(404);
    const badLanguage = await call(app, 'GET', `${path(NORDBAHN, finalised.id)}?language=fr-FR`, {
      accessToken: token.reader,
    });
    expect(badLanguage.status).toBe(400);
  });
  it('a demo entry written by the logbook service: finalised, commented, signed', async () => {
    const { db } = getCtx();
    const [demo] = await db.query<{ id: string; comments: number }>(
      `SELECT e.id, (SELECT count(*)::int FROM logbook_comments c WHERE c.entry_id = e.id) AS comments
       FROM logbook_entries e
       WHERE e.organisation_id = $1 AND e.status = 'finalized' AND e.comments_count > 0 LIMIT 1`,
      [NORDBAHN],
    );
    expect(demo).toBeDefined();
    const { response, bytes } = await fetchDocument(token.reader, NORDBAHN, demo!.id, '?language=en-GB');
    expect(response.status).toBe(200);
    const pdf = readPdf(bytes);
    expect(pdf.texts).toContain('Comments');
    expect(pdf.images.length).toBeGreaterThanOrEqual(1 + demo!.comments);
  });
});
