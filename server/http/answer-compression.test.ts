import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import { localeFile } from '../admin/test-translations';
import { createTestFleet, GW } from '../fleet/test-fleet';
import { sessionFor } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import { MIN_COMPRESSED_ANSWER_BYTES } from './content-coding';

/** What `Accept-Encoding` (absent: undefined) gets for an answer that is large enough. */
const NEGOTIATION: readonly [string | undefined, 'br' | 'gzip' | null][] = [
  [undefined, null],
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip, deflate', 'gzip'],
  ['br;q=0, gzip', 'gzip'],
  ['identity', null],
  ['zstd', null],
];

const decode = (body: Buffer, coding: string | null): string =>
  (coding === 'br' ? brotliDecompressSync(body) : coding === 'gzip' ? gunzipSync(body) : body).toString(
    'utf8',
  );

describeEachDatabase('answers made per request, sent compressed (issue 35)', (getCtx) => {
  let accessToken: string;
  beforeAll(async () => {
    await createTestFleet(getCtx().db);
    ({ accessToken } = await sessionFor(getCtx().app, 'dispatcher'));
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await getCtx().app.request(`http://portal.test${path}`, {
      headers: { authorization: `Bearer ${accessToken}`, ...headers },
    });
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  };
  const asked = (header: string | undefined): Record<string, string> =>
    header === undefined ? {} : { 'accept-encoding': header };

  it.each(NEGOTIATION)('an API answer for Accept-Encoding %j: %s', async (header, coding) => {
    const plain = await get(`${GW}/vehicles`);
    const text = plain.body.toString('utf8');
    expect(plain.body.length).toBeGreaterThan(MIN_COMPRESSED_ANSWER_BYTES);
    const { response, body } = await get(`${GW}/vehicles`, asked(header));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(coding);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(decode(body, coding)).toBe(text);
    if (coding) expect(body.length).toBeLessThan(plain.body.length / 3);
    // Decodes to the contract's answer, not to something that merely looks like it.
    expect(JSON.parse(decode(body, coding))).toEqual(JSON.parse(text));
  });

  it('sends the OpenAPI document compressed too', async () => {
    const plain = await get('/api/openapi.json');
    const { response, body } = await get('/api/openapi.json', asked('gzip, deflate, br'));
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(decode(body, 'br')).toBe(plain.body.toString('utf8'));
    expect(body.length).toBeLessThan(plain.body.length / 5);
  });

  it('sends an answer under 1 KB as it is, whatever the caller accepts', async () => {
    const { response, body } = await get('/um/v1/accounts/me', asked('br, gzip'));
    expect(response.status).toBe(200);
    expect(body.length).toBeLessThan(MIN_COMPRESSED_ANSWER_BYTES);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
    expect(JSON.parse(body.toString('utf8'))).toMatchObject({ accountName: 'dispatcher' });
  });

  it('keeps an error an uncompressed JSON answer naming its field', async () => {
    const { response, body } = await get(`${GW}/vehicles/not-a-number/live-data`, asked('br'));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-encoding')).toBeNull();
    const error = JSON.parse(body.toString('utf8')) as { field?: unknown };
    expect(typeof error.field).toBe('string');
  });

  it.each(NEGOTIATION)(
    'a locale file for Accept-Encoding %j: %s, revalidated by its ETag',
    async (header, coding) => {
      const { response, body } = await get('/locales/de-DE/administration.json', asked(header));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(coding);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(JSON.parse(decode(body, coding))).toEqual(localeFile('de-DE', 'administration'));
      const etag = response.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      const again = await get('/locales/de-DE/administration.json', {
        ...asked(header),
        'if-none-match': etag!,
      });
      expect(again.response.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.response.headers.get('etag')).toBe(etag);
      // Another file or language is another text: the tag does not match it.
      const other = await get('/locales/en-GB/administration.json', { 'if-none-match': etag! });
      expect(other.response.status).toBe(200);
      expect(other.response.headers.get('etag')).not.toBe(etag);
    },
  );
});
