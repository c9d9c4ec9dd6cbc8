/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/test-databases';
import { createTestAccount } from '../test-support/test-accounts';
import { call, sessionFor } from '../test-support/http-client';

const URL_PATH = '/um/v1/accounts/me/avatar-image-url';
const IMAGE = '/um/v1/accounts/me/avatar-image';

/** A 1x1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]);

describeEachDatabase('avatar image', (getCtx) => {
  const fresh = async () => {
    const { app, db } = getCtx();
    const account = await createTestAccount(db);
    return { ...account, ...(await sessionFor(app, account.accountName, account.password)) };
  };

  it('answers 404 while none is stored', async () => {
    const { app } = getCtx();
    const { accessToken } = await fresh();
    expect((await call(app, 'GET', URL_PATH, { accessToken })).status).toBe(404);
  });

  it('stores a PNG and serves it through a signed URL', async () => {
    const { app } = getCtx();
    const { accessToken, accountId } = await fresh();
    const upload = await call(app, 'PUT', IMAGE, {
      accessToken,
      body: { avatarImage: PNG.toString('base64') },
    });
    expect(upload.status).toBe(204);
    const answer = await call(app, 'GET', URL_PATH, { accessToken });
    expect(answer.status).toBe(200);
    const url = answer.body.url as string;
    expect(url).toMatch(new RegExp(`^/um/v1/accounts/${accountId}/avatar-image\\?signature=.+`));
    const image = await app.request(`http://portal.test${url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
    const me = await call(app, 'GET', '/um/v1/accounts/me', { accessToken });
    expect(url).toContain(encodeURIComponent(me.body.avatarImageUrlSignature as string));
  });

  it('a new image changes the URL and voids the old one; JPEG is accepted', async () => {
    const { app } = getCtx();
    const { accessToken } = await fresh();
    await call(app, 'PUT', IMAGE, { accessToken, body: { avatarImage: PNG.toString('base64') } });
    const first = (await call(app, 'GET', URL_PATH, { accessToken })).body.url as string;
    expect(
      (await call(app, 'PUT', IMAGE, { accessToken, body: { avatarImage: JPEG.toString('base64') } })).status,
    ).toBe(204);
    const second = (await call(app, 'GET', URL_PATH, { accessToken })).body.url as string;
    expect(second).not.toBe(first);
    expect((await app.request(`http://portal.test${first}`)).status).toBe(401);
    const image = await app.request(`http://portal.test${second}`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses bad, foreign and expired signatures with 401', async () => {
    const { app, clock } = getCtx();
    const a = await fresh();
    const b = await fresh();
    for (const s of [a, b]) {
      await call(app, 'PUT', IMAGE, {
        accessToken: s.accessToken,
        body: { avatarImage: PNG.toString('base64') },
      });
    }
    const url = (await call(app, 'GET', URL_PATH, { accessToken: a.accessToken })).body.url as string;
    const signature = new URL(url, 'http://x').searchParams.get('signature') ?? '';
    const imageOf = (accountId: string, sig: string) =>
      call(app, 'GET', `/um/v1/accounts/${accountId}/avatar-image?signature=${encodeURIComponent(sig)}`);
    expect((await imageOf(a.accountId, signature)).status).toBe(200);
    expect((await imageOf(b.accountId, signature)).status).toBe(401);
    const tampered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect((await imageOf(a.accountId, tampered)).status).toBe(401);
    expect((await imageOf(a.accountId, 'nonsense')).status).toBe(401);
    expect((await call(app, 'GET', `/um/v1/accounts/${a.accountId}/avatar-image`)).status).toBe(400);
    clock.advanceSeconds(2 * 24 * 3600);
    expect((await imageOf(a.accountId, signature)).status).toBe(401);
  });

  it('answers 404 for the image of an account without one', async () => {
    const { app } = getCtx();
    const { accountId } = await fresh();
    const response = await call(
      app,
      'GET',
      `/um/v1/accounts/${accountId}/avatar-image?signature=9999999999.${'A'.repeat(43)}`,
    );
    expect(response.status).toBe(404);
  });

  it('refuses what is not a JPEG or PNG, bad base64 and images over 512 KiB with 400 naming avatarImage', async () => {
    const { app } = getCtx();
    const { accessToken } = await fresh();
    const tooBig = Buffer.concat([PNG, Buffer.alloc(512 * 1024)]);
    const bad = [
      Buffer.from('GIF89a-not-allowed').toString('base64'),
      'not base64 at all!',
      'data:image/png;base64,' + PNG.toString('base64'),
      PNG.toString('base64').slice(0, -3),
    ];
    for (const avatarImage of bad) {
      const response = await call(app, 'PUT', IMAGE, { accessToken, body: { avatarImage } });
      expect(response.status, avatarImage.slice(0, 30)).toBe(400);
      expect(response.body.field).toBe('avatarImage');
    }
    const huge = await call(app, 'PUT', IMAGE, {
      accessToken,
      body: { avatarImage: tooBig.toString('base64') },
    });
    expect(huge.status).toBe(400);
    expect(huge.body.field).toBe('avatarImage');
    expect((await call(app, 'GET', URL_PATH, { accessToken })).status).toBe(404);
  });

  it('deletes the image', async () => {
    const { app } = getCtx();
    const { accessToken } = await fresh();
    await call(app, 'PUT', IMAGE, { accessToken, body: { avatarImage: PNG.toString('base64') } });
    const url = (await call(app, 'GET', URL_PATH, { accessToken })).body.url as string;
    expect((await call(app, 'DELETE', IMAGE, { accessToken })).status).toBe(204);
    expect((await call(app, 'GET', URL_PATH, { accessToken })).status).toBe(404);
    expect((await app.request(`http://portal.test${url}`)).status).toBe(404);
    expect(
      (await call(app, 'GET', '/um/v1/accounts/me', { accessToken })).body.avatarImageUrlSignature,
    ).toBeNull();
  });

  it('refuses upload and delete for the demo account with 403', async () => {
    const { app } = getCtx();
    const { accessToken } = await sessionFor(app, 'demo');
    const upload = await call(app, 'PUT', IMAGE, {
      accessToken,
      body: { avatarImage: PNG.toString('base64') },
    });
    expect(upload.status).toBe(403);
    expect((await call(app, 'DELETE', IMAGE, { accessToken })).status).toBe(403);
    expect((await call(app, 'GET', URL_PATH, { accessToken })).status).toBe(404);
  });
});
