import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, encodeAnswer, etagMatches, preEncodedResponse } from './pre-encoded';

describe('pre-encoded answers', () => {
  it('fingerprints the text: equal text, equal tag; other text, other tag', async () => {
    const a = await encodeAnswer('{"items":[1]}');
    const b = await encodeAnswer('{"items":[1]}');
    const c = await encodeAnswer('{"items":[2]}');
    expect(a.etag).toBe(b.etag);
    expect(a.etag).not.toBe(c.etag);
    expect(gunzipSync(a.gzip!).toString('utf8')).toBe('{"items":[1]}');
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(etagMatches(undefined, '"x"')).toBe(false);
    expect(etagMatches('"x"', '"x"')).toBe(true);
    expect(etagMatches('"a", W/"x"', '"x"')).toBe(true);
    expect(etagMatches('*', '"x"')).toBe(true);
    expect(etagMatches('"y"', '"x"')).toBe(false);
  });

  it('reads Accept-Encoding with q-values', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
  });

  it('answers 304 for a matching tag, gzip when accepted, plain text otherwise', async () => {
    const answer = await encodeAnswer('{"items":[]}');
    const plain = preEncodedResponse(answer, 200, { ifNoneMatch: undefined, acceptEncoding: undefined });
    expect(plain).toMatchObject({ status: 200, body: '{"items":[]}' });
    expect(plain.headers).toMatchObject({ etag: answer.etag, 'cache-control': 'private, no-cache' });
    const zipped = preEncodedResponse(answer, 200, { ifNoneMatch: '"other"', acceptEncoding: 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body).toBe(answer.gzip);
    const unchanged = preEncodedResponse(answer, 200, { ifNoneMatch: answer.etag, acceptEncoding: 'gzip' });
    expect(unchanged).toMatchObject({ status: 304, body: null });
  });
});
