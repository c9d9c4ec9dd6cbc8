import { statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { ENCODED_SUFFIXES } from '../../src/build/precompress.plugin';
import { CONTENT_CODINGS, negotiateCoding, varyOnAcceptEncoding, type ContentCoding } from './content-coding';

/**
 * The built files, each sent as the compressed copy the build wrote beside it (`<file>.br`,
 * `<file>.gz`, see src/build/precompress.plugin.ts) when the browser accepts that coding, else as it
 * is; nothing is compressed per request. The answer keeps the type of the file itself, its length is
 * the bytes sent, and every answer of a file that has copies says `Vary: Accept-Encoding`. A range
 * request gets the file as it is (its ranges are of the file a client knows), HEAD the headers GET
 * would send.
 *
 * Built on @hono/node-server's serveStatic (its path checks, ranges, HEAD) with the file it opens
 * chosen here: its own `precompressed` option matches `Accept-Encoding` tokens literally (`br;q=1`
 * never gets brotli) and leaves `Vary` off the uncompressed answers.
 */
export const precompressedStatic = (options: { readonly root: string }): MiddlewareHandler => {
  const { root } = options;
  const choices = new WeakMap<Context, { coding: ContentCoding | undefined; varies: boolean }>();
  const isFile = (path: string) => statSync(join(root, path), { throwIfNoEntry: false })?.isFile() === true;
  const files = serveStatic({
    root,
    // Called with the request's path once serveStatic has checked it (no `..`, no `\`).
    rewriteRequestPath: (path, c) => {
      const copies = isFile(path)
        ? CONTENT_CODINGS.filter((coding) => isFile(path + ENCODED_SUFFIXES[coding]))
        : [];
      const ranged = c.req.header('range') !== undefined;
      const coding = ranged ? undefined : negotiateCoding(c.req.header('accept-encoding'), copies);
      choices.set(c, { coding, varies: copies.length > 0 });
      return coding === undefined ? path : path + ENCODED_SUFFIXES[coding];
    },
  });
  return async (c, next) => {
    const response = await files(c, next);
    const choice = choices.get(c);
    if (!(response instanceof Response) || !choice) return response;
    if (choice.varies) varyOnAcceptEncoding(response.headers);
    if (choice.coding !== undefined) {
      response.headers.set('content-encoding', choice.coding);
      // serveStatic typed the answer by the copy's name (.br, .gz); the browser needs the file's.
      response.headers.set('content-type', getMimeType(c.req.path) ?? 'application/octet-stream');
    }
    return response;
  };
};
