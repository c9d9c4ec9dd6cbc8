import type { Hono } from 'hono';
import { withNotificationStream } from '../notifications/notification-stream.openapi';
import { sendCoded } from './coded-answer';
import type { AnyEndpoint } from '../../src/api/contract';
import { openApiDocument } from './openapi';

/**
 * `GET /api/openapi.json`: the contract's endpoints and the live notification stream. Built when first
 * asked for, not at every start: walking the contract's schemas took 0.15 s of each (issue 34 §1).
 */
export const registerOpenApi = (app: Hono, endpoints: readonly AnyEndpoint[], version: string): void => {
  let text: string | undefined;
  app.get('/api/openapi.json', (c) => {
    text ??= JSON.stringify(withNotificationStream(openApiDocument(endpoints, version)));
    return sendCoded(c, text, 200);
  });
};
