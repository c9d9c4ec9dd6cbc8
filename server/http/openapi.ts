import { JSONSchema, type Schema } from 'effect';
import { ApiErrorBody, type AnyEndpoint } from '../../src/api/contract';

type JsonObject = Record<string, unknown>;

const security: Record<string, JsonObject[]> = {
  none: [],
  userToken: [{ userToken: [] }],
  accessToken: [{ accessToken: [] }],
  optionalAccessToken: [{ accessToken: [] }, {}],
  signedUrl: [],
  deviceKey: [{ deviceKey: [] }],
};

const reasons: Record<number, string> = {
  400: 'Invalid request: the body names the field.',
  401: 'Missing, invalid, expired or revoked credentials.',
  403: 'Not allowed.',
  404: 'Not found (also for resources of another organisation).',
  409: 'Conflict.',
  413: 'Body larger than 1 MiB.',
  415: 'Body is not JSON.',
  429: 'Too many attempts; see Retry-After.',
  500: 'Server fault; the body names it (e.g. token_generation_failed).',
};

const multipartReasons: Record<number, string> = {
  413: 'Body larger than the operation takes.',
  415: 'Body is not multipart/form-data.',
};

/** Parameters of a path or query schema, read from its JSON Schema. */
const parameters = (
  schema: Schema.Schema<unknown, unknown> | undefined,
  where: 'path' | 'query',
  defs: JsonObject,
) => {
  if (!schema) return [];
  // The same definition path as the bodies: without it, references pointed to a `#/$defs` the
  // document does not have, and validators refused the whole document.
  const json = JSONSchema.fromAST(schema.ast, {
    definitions: defs as never,
    target: 'openApi3.1',
    definitionPath: '#/components/schemas/',
  }) as unknown as JsonObject;
  const props = (json['properties'] ?? {}) as Record<string, JsonObject>;
  const required = new Set((json['required'] ?? []) as string[]);
  return Object.entries(props).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: s,
  }));
};

/** The OpenAPI 3.1 document of the contract, served at `/api/openapi.json`. */
export const openApiDocument = (endpoints: readonly AnyEndpoint[], version: string): JsonObject => {
  const defs: JsonObject = {};
  const toSchema = (s: Schema.Schema<unknown, unknown>) =>
    JSONSchema.fromAST(s.ast, {
      definitions: defs as never,
      target: 'openApi3.1',
      definitionPath: '#/components/schemas/',
    });
  const errorRef = toSchema(ApiErrorBody as unknown as Schema.Schema<unknown, unknown>);
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const e of endpoints) {
    const responses: JsonObject = {};
    const ok = e.success;
    responses[String(ok.status)] = ok.binary
      ? {
          description: 'OK',
          content: Object.fromEntries(
            ok.binary.contentTypes.map((t) => [t, { schema: { type: 'string', format: 'binary' } }]),
          ),
        }
      : ok.schema
        ? { description: 'OK', content: { 'application/json': { schema: toSchema(ok.schema) } } }
        : { description: 'No content' };
    const multipart = e.bodyType === 'multipart';
    for (const status of [...new Set([400, ...(e.body ? [413, 415] : []), ...e.errors])].sort()) {
      responses[String(status)] = {
        description: (multipart ? multipartReasons[status] : undefined) ?? reasons[status] ?? 'Error',
        content: { 'application/json': { schema: errorRef } },
      };
    }
    const operation: JsonObject = {
      operationId: e.operationId,
      summary: e.summary,
      tags: [e.tag],
      security: security[e.auth],
      parameters: [...parameters(e.params, 'path', defs), ...parameters(e.query, 'query', defs)],
      responses,
    };
    if (e.body)
      operation['requestBody'] = {
        required: true,
        content: { [multipart ? 'multipart/form-data' : 'application/json']: { schema: toSchema(e.body) } },
      };
    (paths[e.path] ??= {})[e.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Rail fleet portal API', version },
    paths,
    components: {
      schemas: defs,
      securitySchemes: {
        userToken: {
          type: 'http',
          scheme: 'basic',
          description: 'The user (refresh) token as user name, empty password.',
        },
        accessToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        deviceKey: { type: 'http', scheme: 'bearer', description: 'A telematics device key.' },
      },
    },
  };
};
