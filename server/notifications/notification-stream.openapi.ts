import { JSONSchema, type Schema } from 'effect';
import {
  ApiErrorBody,
  NOTIFICATION_STREAM_PATH,
  NotificationEvent,
  NotificationStreamReady,
} from '../../src/api/contract';

type JsonObject = Record<string, unknown>;

const STREAM_DESCRIPTION = `Server-Sent Events (text/event-stream) of the caller's organisation's notifications within its
access windows. Frames: \`retry: 2000\`; \`event: ready\` with NotificationStreamReady as data; \`id: <event id>\` +
\`event: notification\` with a NotificationEvent as data; \`: ping\` every 15 s. With \`Last-Event-ID\` (header) or
\`lastEventId\` (query) the visible events with a higher id are sent first, oldest first (at most the newest 1000),
then the live ones. The stream ends when the access token expires or its session is revoked; reconnect with a fresh
token and the last id.`;

/**
 * The live stream in the OpenAPI document. It is no contract endpoint (its answer is not one JSON
 * body), so the generic builder does not know it; its frames' data schemas are referenced.
 */
export const withNotificationStream = (doc: JsonObject): JsonObject => {
  const components = (doc['components'] ?? {}) as { schemas?: JsonObject };
  const defs = (components.schemas ??= {});
  const ref = (schema: Schema.Schema<unknown, unknown>) =>
    JSONSchema.fromAST(schema.ast, {
      definitions: defs as never,
      target: 'openApi3.1',
      definitionPath: '#/components/schemas/',
    });
  const frames = {
    description: 'The JSON data of one frame: `event: ready` or `event: notification`.',
    oneOf: [
      ref(NotificationStreamReady as unknown as Schema.Schema<unknown, unknown>),
      ref(NotificationEvent as unknown as Schema.Schema<unknown, unknown>),
    ],
  };
  const error = ref(ApiErrorBody as unknown as Schema.Schema<unknown, unknown>);
  const paths = (doc['paths'] ?? {}) as Record<string, JsonObject>;
  paths[NOTIFICATION_STREAM_PATH] = {
    get: {
      operationId: 'streamNotifications',
      summary: 'Live notifications (Server-Sent Events).',
      description: STREAM_DESCRIPTION,
      tags: ['notifications'],
      security: [{ accessToken: [] }],
      parameters: [
        {
          name: 'Last-Event-ID',
          in: 'header',
          required: false,
          schema: { type: 'string', pattern: '^\\d+$' },
        },
        { name: 'lastEventId', in: 'query', required: false, schema: { type: 'string', pattern: '^\\d+$' } },
      ],
      responses: {
        200: {
          description: 'The stream; each frame’s data is one of these JSON values.',
          // OpenAPI 3.1 cannot type a stream as a sequence of items (3.2's `itemSchema` can), so
          // the schema is that of one frame's data. It used to sit in an `x-` extension beside a
          // `type: string`, where linters and generators do not look: NotificationStreamReady was
          // then a component that nothing (standard) referred to.
          content: { 'text/event-stream': { schema: frames } },
        },
        400: { description: 'Invalid resume point.', content: { 'application/json': { schema: error } } },
        401: {
          description: 'Missing, invalid, expired or revoked token.',
          content: { 'application/json': { schema: error } },
        },
        403: { description: 'Not allowed.', content: { 'application/json': { schema: error } } },
      },
    },
  };
  return { ...doc, paths, components: { ...components, schemas: defs } };
};
