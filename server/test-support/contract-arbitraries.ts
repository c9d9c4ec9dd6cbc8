import { Arbitrary, FastCheck as fc, Schema, SchemaAST } from 'effect';
import type { AnyEndpoint } from '../../src/api/contract';

/** One request the fuzz test sends: raw enough to say anything a hostile client could. */
export interface FuzzRequest {
  readonly method: string;
  /** Path and query string, already encoded (or deliberately mis-encoded). */
  readonly url: string;
  /** The raw body text; undefined sends none. */
  readonly body: string | undefined;
  /** Which credentials to send: the valid ones, none, or a forged header value. */
  readonly auth:
    | { readonly kind: 'valid' }
    | { readonly kind: 'none' }
    | { readonly kind: 'header'; readonly value: string };
}

export const MiB = 1024 * 1024;
export const nested = (depth: number, open: string, close: string, inner = '1') =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

/** Text PostgreSQL refuses (U+0000) or that breaks naive code: the class of the worst past failures. */
const nulString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', 'admin\u0000', '%00\u0000'),
  fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`),
);

/** Text no field expects: control characters, lone surrogates, injection, huge, look-alike numbers. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: nulString, weight: 3 },
  {
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\ud800',
      '\udfff\ud800',
      '\u202e\u0007\u001b[31m',
      "' OR 1=1 --",
      '"; DROP TABLE accounts; --',
      '${7*7}{{7*7}}',
      '<script>alert(1)</script>',
      '../../../../etc/passwd',
      '%',
      '%zz',
      '0x6c',
      '108.0',
      '+108',
      '108e0',
      '0108',
      '-1',
      '1e309',
      'NaN',
      'Infinity',
      '99999999999999999999',
      '2147483648',
      'true',
      'null',
      '[]',
      '{}',
    ),
    weight: 4,
  },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.integer({ min: 1_000, max: 120_000 }).map((n) => 'x'.repeat(n)), weight: 2 },
  { arbitrary: fc.constant('€'.repeat(400_000)), weight: 1 },
);

/** Numbers at and past every boundary a column or schema has. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, 5e-324),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** JSON text placed as is into a body: values nested this deep would overflow JSON.stringify here. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a generated value, {@link RawJson} parts verbatim. */
export const toJsonText = (value: unknown): string | undefined => {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((v) => toJsonText(v) ?? 'null').join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const fields = Object.entries(value).flatMap(([k, v]) => {
      const text = toJsonText(v);
      return text === undefined ? [] : [`${JSON.stringify(k)}:${text}`];
    });
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value);
};

/** JSON nested `depth` levels, arrays or objects. */
const deepJson = fc
  .tuple(fc.constantFrom(40, 200, 10_000), fc.boolean())
  .map(([depth, arrays]) => new RawJson(arrays ? nested(depth, '[', ']') : nested(depth, '{"a":', '}')));

/** Any JSON value of the wrong type, nesting or size. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 5 },
  { arbitrary: hostileNumber, weight: 2 },
  {
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      [],
      {},
      [null],
      { '': null },
      JSON.parse('{"__proto__":{"admin":true}}') as unknown,
    ),
    weight: 2,
  },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  { arbitrary: deepJson, weight: 2 },
  { arbitrary: fc.constant(Array.from({ length: 20_000 }, (_, i) => i)), weight: 1 },
);

/** What a path or query string can carry: text and numbers (nesting arrives as its JSON text). */
const hostileUrlValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 5 },
  { arbitrary: hostileNumber, weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
);

/** A valid value of the schema (its encoded, on-the-wire side) or a hostile one. */
const fieldValue = (ast: SchemaAST.AST, hostile = hostileJson): fc.Arbitrary<unknown> => {
  if (SchemaAST.isTypeLiteral(ast) && ast.propertySignatures.length > 0) return struct(ast);
  const valid = Arbitrary.make(Schema.make(ast));
  return fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: hostile, weight: 2 });
};

const ABSENT = Symbol('absent');

/** Every field valid or hostile, sometimes missing; sometimes an extra field. */
const struct = (ast: SchemaAST.TypeLiteral): fc.Arbitrary<Record<string, unknown>> => {
  const fields = Object.fromEntries(
    ast.propertySignatures.map((p) => [
      String(p.name),
      fc.oneof({ arbitrary: fieldValue(p.type), weight: 8 }, { arbitrary: fc.constant(ABSENT), weight: 1 }),
    ]),
  );
  return fc
    .tuple(fc.record(fields), fc.option(fc.tuple(hostileString, hostileJson), { freq: 6 }))
    .map(([record, extra]) => {
      const value: Record<string, unknown> = Object.fromEntries(
        Object.entries(record).filter(([, v]) => v !== ABSENT),
      );
      if (extra) value[extra[0]] = extra[1];
      return value;
    });
};

/** The wire side of a schema: what a client sends, before decoding. */
export const encodedAst = (schema: Schema.Schema.Any): SchemaAST.AST => SchemaAST.encodedAST(schema.ast);

/** A body: a mutated valid one most of the time, else anything at all (text, nesting, size). */
const bodyText = (endpoint: AnyEndpoint): fc.Arbitrary<string | undefined> => {
  const wrong: fc.Arbitrary<string | undefined> = fc.oneof(
    fc.constant(undefined),
    hostileJson.map(toJsonText),
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.constantFrom(
      nested(10_000, '[', ']'),
      nested(10_000, '{"a":', '}'),
      nested(100_000, '[', ']').slice(0, 150_000),
      `{"records":${nested(5_000, '[', ']')}}`,
      `"${'x'.repeat(2 * MiB)}"`,
    ),
  );
  // fetch refuses a GET with a body, and so does every client; the server never sees one.
  if (endpoint.method === 'GET') return fc.constant(undefined);
  if (!endpoint.body)
    return fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: wrong, weight: 1 });
  const valid = fieldValue(encodedAst(endpoint.body)).map(toJsonText);
  return fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: wrong, weight: 1 });
};

const URL_PART_CHARS = 4000;

/** Path or query text for a string: usually encoded, sometimes raw (broken escapes, slashes). */
const urlPart = (value: fc.Arbitrary<unknown>): fc.Arbitrary<string> =>
  fc.tuple(value, fc.boolean(), fc.nat(9)).map(([v, asJson, raw]) => {
    // Numbers as written (`1e+308`) or as JSON; anything else as its JSON text.
    const value =
      typeof v === 'string' ? v : typeof v === 'number' && !asJson ? String(v) : String(JSON.stringify(v));
    // A URL carries UTF-8: lone surrogates reach the server as U+FFFD, as a browser would send them.
    const text = Buffer.from(value, 'utf8').toString('utf8');
    // Node refuses request heads over 16 KB (431) before the app sees them: longer parts test nothing.
    return (raw === 0 ? text.replace(/[\s#?/]/g, '') : encodeURIComponent(text)).slice(0, URL_PART_CHARS);
  });

/** Real ids of the test data by path parameter name, so valid-shaped requests reach real rows. */
export type KnownValues = Readonly<Record<string, string>>;

const pathAndQuery = (endpoint: AnyEndpoint, known: KnownValues): fc.Arbitrary<string> => {
  const params = endpoint.params ? encodedAst(endpoint.params) : undefined;
  const query = endpoint.query ? encodedAst(endpoint.query) : undefined;
  const partsOf = (ast: SchemaAST.AST | undefined) =>
    ast && SchemaAST.isTypeLiteral(ast)
      ? Object.fromEntries(
          ast.propertySignatures.map((p) => {
            const real = known[String(p.name)];
            const generated = urlPart(fieldValue(p.type, hostileUrlValue));
            return [String(p.name), real === undefined ? generated : fc.oneof(fc.constant(real), generated)];
          }),
        )
      : {};
  const extraQuery = fc.option(fc.tuple(urlPart(hostileString), urlPart(hostileString)), { freq: 4 });
  return fc
    .tuple(fc.record(partsOf(params)), fc.record(partsOf(query)), extraQuery)
    .map(([path, queryValues, extra]) => {
      const filled = endpoint.path.replace(/\{(\w+)\}/g, (_m, name: string) => path[name] ?? '1');
      const pairs = Object.entries(queryValues).map(([k, v]) => `${k}=${v}`);
      if (extra) pairs.push(`${extra[0]}=${extra[1]}`);
      return pairs.length > 0 ? `${filled}?${pairs.join('&')}` : filled;
    });
};

/** Header text a client can send (printable ASCII: anything else never reaches the server). */
const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 300,
});

const auth: fc.Arbitrary<FuzzRequest['auth']> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'valid' as const }), weight: 12 },
  { arbitrary: fc.constant({ kind: 'none' as const }), weight: 1 },
  {
    arbitrary: fc
      .oneof(
        headerText.map((t) => `Bearer ${t}`),
        hostileString.map((t) => `Basic ${Buffer.from(`${t}:`).toString('base64')}`),
        headerText,
      )
      .map((value) => ({ kind: 'header' as const, value })),
    weight: 2,
  },
);

/** Requests for one operation: every parameter and body field valid-shaped or hostile. */
export const requestsFor = (endpoint: AnyEndpoint, known: KnownValues): fc.Arbitrary<FuzzRequest> =>
  fc.tuple(pathAndQuery(endpoint, known), bodyText(endpoint), auth).map(([url, body, credentials]) => ({
    method: endpoint.method,
    url,
    body,
    auth: credentials,
  }));
