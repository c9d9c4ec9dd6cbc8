import { Arbitrary, FastCheck as fc, Schema, SchemaAST } from 'effect';
import type { AnyEndpoint } from '../../src/api/contract';
import {
  encodedAst,
  MiB,
  nested,
  RawJson,
  toJsonText,
  type FuzzRequest,
  type KnownValues,
} from './contract-arbitraries';

/**
 * What every single field meets at least once, whatever the random runs draw: each class of input
 * that once answered 500 or an oversized error, and their neighbours.
 */
const BODY_ATTACKS: readonly unknown[] = [
  'a\u0000b',
  '\ud800',
  'x'.repeat(100_000),
  '',
  new RawJson(nested(10_000, '[', ']')),
  new RawJson(nested(10_000, '{"a":', '}')),
  2 ** 31,
  -1,
  1e308,
  1.5,
  true,
  null,
  {},
  [],
  Array.from({ length: 20_000 }, (_, i) => i),
];
const URL_ATTACKS: readonly string[] = [
  'a\u0000b',
  'x'.repeat(4_000),
  '',
  '0x6c',
  '108.0',
  '+108',
  '108e0',
  '0108',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  '\ud800',
  '%',
  '../..',
];
/** Bodies that are wrong as a whole. */
const WHOLE_BODIES: readonly string[] = [
  nested(10_000, '[', ']'),
  nested(10_000, '{"a":', '}'),
  '{"a":',
  'null',
  '[]',
  '"text"',
  `"${'x'.repeat(2 * MiB)}"`,
  `{${Array.from({ length: 5_000 }, (_, i) => `"${'k'.repeat(100)}${i}":0`).join(',')}}`,
];

type Fields = Record<string, unknown>;

/** One valid sample of a struct's wire side (seeded), with real ids where the test data has them. */
const validSample = (schema: Schema.Schema.Any | undefined, known: KnownValues, seed: number): Fields => {
  if (!schema) return {};
  const [sample] = fc.sample(Arbitrary.make(Schema.make(encodedAst(schema))), { seed, numRuns: 1 });
  const fields = { ...(sample as Fields) };
  for (const name of Object.keys(fields)) if (known[name] !== undefined) fields[name] = known[name];
  return fields;
};

/** Paths to every leaf field of a struct (nested structs included), e.g. `['settings', 'language']`. */
const leafPaths = (ast: SchemaAST.AST, prefix: readonly string[] = []): string[][] =>
  SchemaAST.isTypeLiteral(ast)
    ? ast.propertySignatures.flatMap((p) => {
        const path = [...prefix, String(p.name)];
        const inner = leafPaths(p.type, path);
        return inner.length > 0 ? inner : [path];
      })
    : [];

const withValue = (fields: Fields, path: readonly string[], value: unknown): Fields => {
  const [head, ...rest] = path;
  if (head === undefined) return fields;
  const inner = fields[head];
  return {
    ...fields,
    [head]:
      rest.length === 0
        ? value
        : withValue(typeof inner === 'object' && inner !== null ? (inner as Fields) : {}, rest, value),
  };
};

const encodePart = (value: unknown) =>
  encodeURIComponent(Buffer.from(String(value), 'utf8').toString('utf8'));

const urlOf = (endpoint: AnyEndpoint, params: Fields, query: Fields): string => {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodePart(params[name] ?? '1'));
  const pairs = Object.entries(query).map(([k, v]) => `${encodePart(k)}=${encodePart(v)}`);
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
};

/**
 * The deterministic part of the fuzz test: for every path parameter, query parameter and body field
 * of the operation, a valid request with that one field replaced by each attack; then the body as a
 * whole replaced. All sent with valid credentials, so the attacks reach the handlers.
 */
export const attacksOn = (endpoint: AnyEndpoint, known: KnownValues, seed: number): FuzzRequest[] => {
  const params = validSample(endpoint.params, known, seed);
  const query = validSample(endpoint.query, known, seed);
  const body = validSample(endpoint.body, known, seed);
  const request = (p: Fields, q: Fields, b: string | undefined): FuzzRequest => ({
    method: endpoint.method,
    url: urlOf(endpoint, p, q),
    body: endpoint.method === 'GET' ? undefined : b,
    auth: { kind: 'valid' },
  });
  const bodyText = endpoint.body ? toJsonText(body) : undefined;
  const requests: FuzzRequest[] = [request(params, query, bodyText)];
  for (const name of Object.keys(params)) {
    for (const attack of URL_ATTACKS) requests.push(request({ ...params, [name]: attack }, query, bodyText));
  }
  const queryNames = endpoint.query ? leafPaths(encodedAst(endpoint.query)).map((p) => p.join('.')) : [];
  for (const name of [...queryNames, 'unknown\u0000']) {
    for (const attack of URL_ATTACKS) requests.push(request(params, { ...query, [name]: attack }, bodyText));
  }
  if (endpoint.method === 'GET') return requests;
  const fields = endpoint.body ? leafPaths(encodedAst(endpoint.body)) : [];
  for (const path of [...fields, ['unknown']]) {
    for (const attack of BODY_ATTACKS)
      requests.push(request(params, query, toJsonText(withValue(body, path, attack))));
  }
  for (const whole of WHOLE_BODIES) requests.push(request(params, query, whole));
  return requests;
};
