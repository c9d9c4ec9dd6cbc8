import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { uploadProfileImage } from './contract';

const PNG_START = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('the API client with a multipart endpoint', () => {
  it('sends file parts as files with their declared type and leaves the content type to fetch', async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ imageurl: '/um/v1/accounts/a/avatar-image?signature=s' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const client = createApiClient({ fetch });
    const answer = await client.call(uploadProfileImage, {
      accessToken: 'token',
      body: { image: { fileName: 'me.png', contentType: 'image/png', bytes: PNG_START } },
    });
    expect(answer).toEqual({ imageurl: '/um/v1/accounts/a/avatar-image?signature=s' });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.headers).not.toHaveProperty('content-type');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer token' });
    const form = init?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    const file = form.get('image') as File;
    expect(file.type).toBe('image/png');
    expect(file.name).toBe('me.png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG_START);
  });
});
