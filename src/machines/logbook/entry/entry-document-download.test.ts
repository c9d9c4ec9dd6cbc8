import { createActor, toPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../api/api-client';
import { logbookDocumentName } from '../../../api/contract/logbook-document-name';
import { createEntryApiGateway } from './entry-api-gateway';
import { createEntryActors } from './entry.actors';

const ENTRY_ID = '7f3e9a10-2b4c-4d5e-8f60-718293a4b5c6';
const ORG = 'org-1';

/** The server's header for this name (server/http/route.ts attachmentDisposition). */
const disposition = (name: { fileName: string; asciiFileName: string }) =>
  `attachment; filename="${name.asciiFileName}"; filename*=UTF-8''${encodeURIComponent(name.fileName)}`;

const download = async (headers: Record<string, string>) => {
  const urls: URL[] = [];
  const fetch = vi.fn(async (url: string | URL | Request) => {
    urls.push(new URL(url instanceof Request ? url.url : url, 'http://portal'));
    return new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
      headers: { 'content-type': 'application/pdf', ...headers },
    });
  });
  const saveFile = vi.fn();
  const gateway = createEntryApiGateway(createApiClient({ fetch }), () => 'token-1');
  const actors = createEntryActors(gateway, saveFile);
  await toPromise(
    createActor(actors.downloadDocument, {
      input: { organisationId: ORG, entryId: ENTRY_ID, language: 'en-GB' },
    }).start(),
  );
  return { urls, saveFile };
};

describe('the entry PDF download', () => {
  it('is saved under the name the server sends: vehicle, day, state and id, letters kept', async () => {
    const name = logbookDocumentName({
      vehicleName: 'Łódź Σωκράτης Дмитрий 7',
      referenceTimestamp: '2026-10-01T22:10:00.000Z',
      status: 'finalized',
      entryState: 'open',
      entryId: ENTRY_ID,
    });
    expect(name.fileName).toBe('logbook-łódź-σωκράτης-дмитрий-7-2026-10-02-finalised-open-7f3e9a10.pdf');
    const { urls, saveFile } = await download({ 'content-disposition': disposition(name) });
    expect(urls.map((u) => `${u.pathname}${u.search}`)).toEqual([
      `/logbook/api/logbook/v1/organisations/${ORG}/entries/${ENTRY_ID}/document?language=en-GB`,
    ]);
    expect(saveFile).toHaveBeenCalledTimes(1);
    const [blob, fileName] = saveFile.mock.calls[0] as [Blob, string];
    expect(fileName).toBe(name.fileName);
    expect(blob.size).toBe(4);
  });

  it('an ASCII-only header (no filename*) gives that name', async () => {
    const { saveFile } = await download({
      'content-disposition': 'attachment; filename="logbook-br-218-2026-10-01-started-7f3e9a10.pdf"',
    });
    expect(saveFile.mock.calls[0]?.[1]).toBe('logbook-br-218-2026-10-01-started-7f3e9a10.pdf');
  });

  it('an answer without a name (a proxy stripped it) is saved under the entry id', async () => {
    const { saveFile } = await download({});
    expect(saveFile.mock.calls[0]?.[1]).toBe('logbook-7f3e9a10.pdf');
  });
});
