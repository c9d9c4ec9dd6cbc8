/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import type { Hono } from 'hono';
import { expect, it } from 'vitest';
import { PROFILE_IMAGE_MAX_BYTES } from '../../src/api/contract';
import { avatarImageUrl } from '../accounts/avatar';
import { call, sessionFor, type TestResponse } from '../test-support/http-client';
import { createTestAccount } from '../test-support/test-accounts';
import { describeEachDatabase } from '../test-support/test-databases';

const PROFILE_IMAGE = '/wp-json/fvm/v1/user/profileimg';
const USERDATA = '/wp-json/fvm/v1/user/userdata';
const AVATAR_URL = '/um/v1/accounts/me/avatar-image-url';
const AVATAR = '/um/v1/accounts/me/avatar-image';
const ME = '/um/v1/accounts/me';
const SETTINGS = '/um/v1/accounts/me/settings';
const LOCALE = '/wp-json/fvm/v1/user/locale';

/** A 1x1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]);

interface Part {
  readonly name?: string;
  readonly bytes: Uint8Array;
  /** The part's declared Content-Type. */
  readonly type: string;
}

const upload = async (app: Hono, accessToken: string, parts: readonly Part[]): Promise<TestResponse> => {
  const form = new FormData();
  for (const part of parts) {
    const bytes = new Uint8Array(part.bytes);
    form.append(part.name ?? 'image', new Blob([bytes], { type: part.type }), 'avatar');
  }
  const response = await app.request(`http://portal.test${PROFILE_IMAGE}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
    body: form,
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as unknown) : null,
  };
};

describeEachDatabase('the content service’s profile image', (getCtx) => {
  const fresh = async () => {
    const { app, db } = getCtx();
    const account = await createTestAccount(db);
    return { ...account, ...(await sessionFor(app, account.accountName, account.password)) };
  };

  it('stores a PNG that the accounts avatar calls then serve', async () => {
    const { app } = getCtx();
    const { accessToken, accountId } = await fresh();
    const response = await upload(app, accessToken, [{ bytes: PNG, type: 'image/png' }]);
    expect(response.status).toBe(200);
    const imageurl = response.body.imageurl as string;
    expect(imageurl).toMatch(new RegExp(`^/um/v1/accounts/${accountId}/avatar-image\\?signature=.+`));
    const avatar = await call(app, 'GET', AVATAR_URL, { accessToken });
    expect(avatar.status).toBe(200);
    expect(avatar.body.url).toBe(imageurl);
    expect((await call(app, 'GET', USERDATA, { accessToken })).body.imageurl).toBe(imageurl);
    const image = await app.request(`http://portal.test${imageurl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
  });

  it('takes a JPEG (also declared as image/jpg) and an image of exactly 5 MiB', async () => {
    const { app } = getCtx();
    const { accessToken } = await fresh();
    for (const type of ['image/jpeg', 'image/jpg', 'IMAGE/JPEG']) {
      expect((await upload(app, accessToken, [{ bytes: JPEG, type }])).status, type).toBe(200);
    }
    const largest = Buffer.concat([PNG, Buffer.alloc(PROFILE_IMAGE_MAX_BYTES - PNG.length)]);
    expect((await upload(app, accessToken, [{ bytes: largest, type: 'image/png' }])).status).toBe(200);
    const url = (await call(app, 'GET', AVATAR_URL, { accessToken })).body.url as string;
    const image = await app.request(`http://portal.test${url}`);
    expect((await image.arrayBuffer()).byteLength).toBe(PROFILE_IMAGE_MAX_BYTES);
  });

  /**
   * One store (the account row) behind both families: what a change through one family stores, the
   * other family returns, and so does what the profile page reads (the person account with its avatar
   * signature, the account settings' language).
   */
  const views = async (app: Hono, accessToken: string) => {
    const [me, settings, userdata, avatarUrl] = await Promise.all([
      call(app, 'GET', ME, { accessToken }),
      call(app, 'GET', SETTINGS, { accessToken }),
      call(app, 'GET', USERDATA, { accessToken }),
      call(app, 'GET', AVATAR_URL, { accessToken }),
    ]);
    const signature = me.body.avatarImageUrlSignature as string | null;
    return {
      /** What the profile shows: the avatar from the person account's signature, the language. */
      profile: {
        avatar: signature === null ? null : avatarImageUrl(me.body.accountId as string, signature),
        language: (settings.body.settings.language as string | undefined) ?? null,
        name: `${me.body.firstName as string} ${me.body.lastName as string}`,
      },
      accounts: { avatar: avatarUrl.status === 200 ? (avatarUrl.body.url as string) : null },
      content: {
        avatar: userdata.body.imageurl as string | null,
        language: userdata.body.locale as string | null,
        name: `${userdata.body.firstName as string} ${userdata.body.lastName as string}`,
      },
    };
  };
  const served = async (app: Hono, url: string | null) =>
    url === null ? null : Buffer.from(await (await app.request(`http://portal.test${url}`)).arrayBuffer());

  type Change = (app: Hono, accessToken: string) => Promise<TestResponse>;
  const viaContent = {
    upload: (app, token) => upload(app, token, [{ bytes: PNG, type: 'image/png' }]),
    remove: (app, token) => call(app, 'DELETE', PROFILE_IMAGE, { accessToken: token }),
    locale: (app, token) => call(app, 'POST', LOCALE, { accessToken: token, body: { locale: 'en-GB' } }),
  } satisfies Record<string, Change>;
  const viaAccounts = {
    upload: (app, token) =>
      call(app, 'PUT', AVATAR, { accessToken: token, body: { avatarImage: JPEG.toString('base64') } }),
    remove: (app, token) => call(app, 'DELETE', AVATAR, { accessToken: token }),
    locale: (app, token) =>
      call(app, 'PATCH', SETTINGS, { accessToken: token, body: { settings: { language: 'en-GB' } } }),
  } satisfies Record<string, Change>;

  const ONE_STORE: readonly {
    readonly what: string;
    readonly before?: Change;
    readonly change: Change;
    readonly image: Buffer | null;
    readonly language: string | null;
  }[] = [
    {
      what: 'an avatar uploaded through the content service',
      change: viaContent.upload,
      image: PNG,
      language: null,
    },
    {
      what: 'an avatar stored through the account call',
      change: viaAccounts.upload,
      image: JPEG,
      language: null,
    },
    {
      what: 'an avatar (stored by the account call) deleted through the content service',
      before: viaAccounts.upload,
      change: viaContent.remove,
      image: null,
      language: null,
    },
    {
      what: 'an avatar (uploaded to the content service) deleted through the account call',
      before: viaContent.upload,
      change: viaAccounts.remove,
      image: null,
      language: null,
    },
    {
      what: 'a language saved through the content service',
      change: viaContent.locale,
      image: null,
      language: 'en-GB',
    },
    {
      what: 'a language saved in the account settings',
      change: viaAccounts.locale,
      image: null,
      language: 'en-GB',
    },
  ];

  it.each(ONE_STORE)('shows $what in both families and in the profile', async (row) => {
    const { app } = getCtx();
    const { accessToken } = await fresh();
    if (row.before) expect((await row.before(app, accessToken)).status).toBeLessThan(300);
    expect((await row.change(app, accessToken)).status).toBeLessThan(300);
    const { profile, accounts, content } = await views(app, accessToken);
    expect(content).toEqual({ ...profile });
    expect(accounts.avatar).toBe(profile.avatar);
    expect(profile.language).toBe(row.language);
    expect(profile.name).toBe('Testa Account');
    expect(await served(app, profile.avatar)).toEqual(row.image);
  });

  const tooLarge = Buffer.concat([PNG, Buffer.alloc(PROFILE_IMAGE_MAX_BYTES + 1 - PNG.length)]);
  const refused: [string, Part[]][] = [
    ['not an image', [{ bytes: Buffer.from('just some text'), type: 'image/png' }]],
    ['a GIF', [{ bytes: Buffer.from('GIF89a\u0001\u0000\u0001\u0000'), type: 'image/gif' }]],
    ['an empty file', [{ bytes: new Uint8Array(0), type: 'image/png' }]],
    ['a PNG declared as image/jpeg', [{ bytes: PNG, type: 'image/jpeg' }]],
    ['a JPEG declared as image/png', [{ bytes: JPEG, type: 'image/png' }]],
    ['a PNG declared as nothing', [{ bytes: PNG, type: '' }]],
    ['a PNG declared as text/plain', [{ bytes: PNG, type: 'text/plain' }]],
    ['an image over 5 MiB', [{ bytes: tooLarge, type: 'image/png' }]],
    [
      'two images',
      [
        { bytes: PNG, type: 'image/png' },
        { bytes: PNG, type: 'image/png' },
      ],
    ],
  ];

  it.each(refused)('refuses %s with 400 naming image and stores nothing', async (_what, parts) => {
    const { app } = getCtx();
    const { accessToken } = await fresh();
    const response = await upload(app, accessToken, parts);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_request', field: 'image' });
    expect((await call(app, 'GET', AVATAR_URL, { accessToken })).status).toBe(404);
  });

  it('refuses a missing image part, other parts, JSON and bodies far over the limit', async () => {
    const { app } = getCtx();
    const { accessToken } = await fresh();
    const missing = await upload(app, accessToken, [{ name: 'picture', bytes: PNG, type: 'image/png' }]);
    expect(missing.status).toBe(400);
    expect((missing.body.issues as { field: string }[]).map((i) => i.field).sort()).toEqual([
      'image',
      'picture',
    ]);
    const extra = await upload(app, accessToken, [
      { bytes: PNG, type: 'image/png' },
      { name: 'admin', bytes: PNG, type: 'image/png' },
    ]);
    expect(extra.status).toBe(400);
    expect(extra.body.field).toBe('admin');
    const form = new FormData();
    form.append('image', 'not a file');
    const text = await app.request(`http://portal.test${PROFILE_IMAGE}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
      body: form,
    });
    expect(text.status).toBe(400);
    expect(((await text.json()) as { field: string }).field).toBe('image');
    const json = await call(app, 'POST', PROFILE_IMAGE, {
      accessToken,
      body: { image: PNG.toString('base64') },
    });
    expect(json.status).toBe(415);
    expect(json.body.field).toBe('body');
    const garbled = await call(app, 'POST', PROFILE_IMAGE, {
      accessToken,
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      rawBody: 'no parts here',
    });
    expect(garbled.status).toBe(400);
    expect(garbled.body.field).toBe('body');
    const huge = Buffer.concat([PNG, Buffer.alloc(2 * PROFILE_IMAGE_MAX_BYTES)]);
    const over = await upload(app, accessToken, [{ bytes: huge, type: 'image/png' }]);
    expect(over.status).toBe(413);
    expect((await call(app, 'GET', AVATAR_URL, { accessToken })).status).toBe(404);
  });

  it('refuses upload and delete for the demo user with 403', async () => {
    const { app } = getCtx();
    const { accessToken } = await sessionFor(app, 'demo');
    const response = await upload(app, accessToken, [{ bytes: PNG, type: 'image/png' }]);
    expect(response.status).toBe(403);
    expect(response.body.error).toBe('forbidden');
    expect((await call(app, 'DELETE', PROFILE_IMAGE, { accessToken })).status).toBe(403);
    expect((await call(app, 'GET', AVATAR_URL, { accessToken })).status).toBe(404);
  });
});
