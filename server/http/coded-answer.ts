import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { codeAnswer, varyOnAcceptEncoding } from './content-coding';

/**
 * Sends a text made for this request (an API answer, the OpenAPI document, a locale file) brotli- or
 * gzip-compressed where the caller accepts it and it is large enough (see `codeAnswer`).
 */
export const sendCoded = async (
  c: Context,
  text: string,
  status: ContentfulStatusCode,
  headers: Record<string, string> = { 'content-type': 'application/json' },
): Promise<Response> => {
  const answer = await codeAnswer(text, c.req.header('accept-encoding'));
  const response = c.body(answer.body, status, {
    ...headers,
    ...(answer.coding ? { 'content-encoding': answer.coding } : {}),
  });
  if (answer.varies) varyOnAcceptEncoding(response.headers);
  return response;
};
