import { JSONSchema, Schema } from 'effect';
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

const jsonSchemaOf = (ast: Schema.Schema<unknown, unknown>['ast'], defs: JsonObject): JsonObject =>
  // The same definition path as the bodies: without it, references pointed to a `#/$defs` the
  // document does not have, and validators refused the whole document.
  JSONSchema.fromAST(ast, {
    definitions: defs as never,
    target: 'openApi3.1',
    definitionPath: '#/components/schemas/',
  }) as unknown as JsonObject;

const REF_PREFIX = '#/components/schemas/';

/** A schema with its `$ref` (if any) replaced by the definition it names, siblings kept. */
const resolved = (schema: JsonObject, defs: JsonObject): JsonObject => {
  const ref = schema['$ref'];
  if (typeof ref !== 'string' || !ref.startsWith(REF_PREFIX)) return schema;
  const { $ref: _ref, ...siblings } = schema;
  return { ...resolved((defs[ref.slice(REF_PREFIX.length)] ?? {}) as JsonObject, defs), ...siblings };
};

/** Copies the definitions `schema` refers to (and theirs) from `from` into `to`. */
const copyReferenced = (schema: unknown, from: JsonObject, to: JsonObject): void => {
  if (Array.isArray(schema)) {
    for (const item of schema) copyReferenced(item, from, to);
    return;
  }
  if (typeof schema !== 'object' || schema === null) return;
  for (const [key, value] of Object.entries(schema as JsonObject)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith(REF_PREFIX)) {
      const name = value.slice(REF_PREFIX.length);
      if (name in to || !(name in from)) continue;
      to[name] = from[name];
      copyReferenced(from[name], from, to);
    } else copyReferenced(value, from, to);
  }
};

const NUMERIC = new Set(['integer', 'number']);

/**
 * What a parameter publishes: what is sent (the encoded side, a string in a URL), except that a
 * number sent as digits is published as the number it decodes to, with its limits, so a generated
 * client types `top` as an integer from 1 to 200 rather than any string.
 */
const parameterSchema = (
  encoded: JsonObject,
  decoded: JsonObject | undefined,
  defs: { readonly encoded: JsonObject; readonly decoded: JsonObject },
): JsonObject => {
  const sent = resolved(encoded, defs.encoded);
  const meant = decoded === undefined ? undefined : resolved(decoded, defs.decoded);
  if (sent['type'] !== 'string' || meant === undefined || !NUMERIC.has(String(meant['type']))) return encoded;
  const published: JsonObject = { type: meant['type'] };
  for (const key of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'description']) {
    if (meant[key] !== undefined) published[key] = meant[key];
  }
  return published;
};

/**
 * Parameters of a path or query schema, read from its JSON Schema: every property of the struct
 * (also when the struct is a named definition, which the JSON Schema gives as a `$ref`), with the
 * definitions they refer to copied into the document's components (and no others).
 */
const parameters = (
  schema: Schema.Schema<unknown, unknown> | undefined,
  where: 'path' | 'query',
  defs: JsonObject,
) => {
  if (!schema) return [];
  // Each side has its own definitions: a named struct has the same name on both.
  const scratch: JsonObject = {};
  const typedScratch: JsonObject = {};
  const json = resolved(jsonSchemaOf(schema.ast, scratch), scratch);
  const typed = resolved(jsonSchemaOf(Schema.typeSchema(schema).ast, typedScratch), typedScratch);
  const props = (json['properties'] ?? {}) as Record<string, JsonObject>;
  const typedProps = (typed['properties'] ?? {}) as Record<string, JsonObject>;
  const required = new Set((json['required'] ?? []) as string[]);
  return Object.entries(props).map(([name, s]) => {
    const published =
      where === 'query'
        ? parameterSchema(s, typedProps[name], { encoded: scratch, decoded: typedScratch })
        : s;
    copyReferenced(published, scratch, defs);
    return { name, in: where, required: where === 'path' || required.has(name), schema: published };
  });
};

/** The OpenAPI 3.1 document of the contract, served at `/api/openapi.json`. */
export const openApiDocument = (endpoints: readonly AnyEndpoint[], version: string): JsonObject => {
  const defs: JsonObject = {};
  const toSchema = (s: Schema.Schema<unknown, unknown>) => jsonSchemaOf(s.ast, defs);
  const errorRef = toSchema(ApiErrorBody as unknown as Schema.Schema<unknown, unknown>);
  const paths: Record<string, Record<string, JsonObject>> = {};
  /** Heavy operations (issue 38): the limits, and when to ask again. */
  const heavyRefusal: JsonObject = {
    description:
      'Too many heavy requests of this caller in flight or this minute (`too_many_requests`); ask again after Retry-After',
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 1 } } },
  };
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
    const heavy = e.heavy === true ? [429] : [];
    for (const status of [...new Set([400, ...(e.body ? [413, 415] : []), ...e.errors, ...heavy])].sort()) {
      responses[String(status)] = {
        description: (multipart ? multipartReasons[status] : undefined) ?? reasons[status] ?? 'Error',
        content: { 'application/json': { schema: errorRef } },
        ...(status === 429 && e.heavy === true ? heavyRefusal : {}),
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
    info: {
      title: 'Rail fleet portal API',
      version,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    // The API is served by the portal's own host (API_HOST, or the page's origin).
    servers: [{ url: '/' }],
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
