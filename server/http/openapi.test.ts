import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { Schema, SchemaAST } from 'effect';
import { describe, expect, it } from 'vitest';
import { allEndpoints, NOTIFICATION_STREAM_PATH, type AnyEndpoint } from '../../src/api/contract';
import { withNotificationStream } from '../notifications/notification-stream.openapi';
import { openApiDocument } from './openapi';

// As the app serves it: the contract's operations plus the live notification stream.
const document = () => withNotificationStream(openApiDocument(allEndpoints, '1.1.8'));

/** A small client of the generated types; it must compile against them, and the broken line must not. */
const usage = `
import type { components, operations, paths } from './api';

type LiveData = paths['/logbook/api/logbook/v1/live-data']['get'];
export const query: LiveData['parameters']['query'] = { vehicleIds: '1,2' };
type Entries = LiveData['responses'][200]['content']['application/json']['items'];
export const speedOf = (entries: Entries): (number | null)[] => entries.map((e) => e.ActualGpsSpeed);
export const login: operations['createRefreshToken']['requestBody']['content']['application/json'] = {
  accountName: 'dispatcher',
  passkey: 'secret',
};
type DatasheetPath = operations['getDatasheet']['parameters']['path'];
export const path: DatasheetPath = { vehicleId: '108' };
export const failure: components['schemas']['ApiError'] = { error: 'not_found', message: 'Not found.' };
`;

/** Type-checks `files` (name → text) strictly in one program; returns the diagnostics per file. */
const typeCheck = async (files: Record<string, string>): Promise<Record<string, string[]>> => {
  const dir = await mkdtemp(join(tmpdir(), 'openapi-client-'));
  try {
    const names = await Promise.all(
      Object.entries(files).map(async ([name, text]) => {
        await writeFile(join(dir, name), text);
        return join(dir, name);
      }),
    );
    const program = ts.createProgram(names, {
      strict: true,
      noEmit: true,
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts'],
      types: [],
      skipLibCheck: true,
    });
    const byFile: Record<string, string[]> = Object.fromEntries(Object.keys(files).map((n) => [n, []]));
    for (const d of ts.getPreEmitDiagnostics(program)) {
      const file = d.file ? (d.file.fileName.split('/').pop() ?? '') : 'program';
      (byFile[file] ??= []).push(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    }
    return byFile;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

interface Parameter {
  readonly name: string;
  readonly in: string;
  readonly required: boolean;
  readonly schema: Record<string, unknown>;
}

const operationOf = (e: AnyEndpoint) =>
  (document()['paths'] as Record<string, Record<string, { parameters: Parameter[]; requestBody?: unknown }>>)[
    e.path
  ]?.[e.method.toLowerCase()];

/** The contract's fields of a path or query struct: name and whether it must be sent. */
const fieldsOf = (schema: Schema.Schema<unknown, unknown> | undefined) =>
  schema === undefined
    ? []
    : SchemaAST.getPropertySignatures(Schema.encodedSchema(schema).ast).map((p) => ({
        name: String(p.name),
        required: !p.isOptional,
      }));

/** The fields of a JSON body that is one object (none for a union, an array or a primitive). */
const bodyFieldsOf = (schema: Schema.Schema<unknown, unknown>) => {
  const ast = SchemaAST.encodedAST(schema.ast);
  return SchemaAST.isTypeLiteral(ast) ? fieldsOf(schema) : [];
};

/** The numeric limits the contract decodes a field to (type side), if it is a number. */
const numberLimitsOf = (schema: Schema.Schema<unknown, unknown>, name: string) => {
  const field = SchemaAST.getPropertySignatures(Schema.typeSchema(schema).ast).find((p) => p.name === name);
  if (!field) return null;
  const probe = Schema.make(field.type) as Schema.Schema<unknown>;
  const accepts = (n: number) => Schema.is(probe)(n);
  if (!accepts(0) && !accepts(1) && !accepts(20)) return null;
  return { accepts };
};

describe('the published OpenAPI document', () => {
  it('is valid OpenAPI 3.1 for a standard validator (every reference resolves)', async () => {
    // The validator dereferences in place: give it a copy.
    const api = await SwaggerParser.validate(structuredClone(document()) as never);
    expect(api.info.version).toBe('1.1.8');
    expect(Object.keys(api.paths?.[NOTIFICATION_STREAM_PATH] ?? {})).toEqual(['get']);
    expect(JSON.stringify(document())).not.toContain('$defs');
  });

  it('publishes every path and query field of every operation as the contract has it, and its body', () => {
    for (const e of allEndpoints) {
      const operation = operationOf(e);
      const published = (operation?.parameters ?? []).map((p) => ({
        name: p.name,
        in: p.in,
        required: p.required,
      }));
      const contract = [
        ...fieldsOf(e.params).map((f) => ({ name: f.name, in: 'path', required: true })),
        ...fieldsOf(e.query).map((f) => ({ ...f, in: 'query' })),
      ];
      expect(published, e.operationId).toEqual(contract);
      expect(operation?.requestBody !== undefined, `${e.operationId} body`).toBe(e.body !== undefined);
    }
    // The railation search (its query struct is a named definition): every field, not none.
    const places = allEndpoints.find((e) => e.operationId === 'getRailationPlaces')!;
    expect(operationOf(places)?.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['categories', 'bbox', 'search', 'page']),
    );
    // Left out, the categories mean all of them: the search over every category (issue 28 §2).
    const categories = operationOf(places)?.parameters.find((p) => p.name === 'categories');
    expect(categories?.required).toBe(false);
    expect(String(categories?.schema['description'])).toContain('Left out: places of every category');
  });

  it('publishes a number sent as digits as the number it decodes to, with the contract’s limits', () => {
    let numeric = 0;
    for (const e of allEndpoints.filter((x) => x.query !== undefined)) {
      for (const p of operationOf(e)?.parameters.filter((x) => x.in === 'query') ?? []) {
        const limits = numberLimitsOf(e.query!, p.name);
        if (limits === null) continue;
        numeric += 1;
        const where = `${e.operationId} ${p.name}`;
        expect(['integer', 'number'], where).toContain(p.schema['type']);
        const { minimum, maximum } = p.schema as { minimum?: number; maximum?: number };
        // The published limits are the contract's: the bound is accepted, one beyond it is not.
        if (minimum !== undefined)
          expect([limits.accepts(minimum), limits.accepts(minimum - 1)], where).toEqual([true, false]);
        if (maximum !== undefined)
          expect([limits.accepts(maximum), limits.accepts(maximum + 1)], where).toEqual([true, false]);
        if (p.schema['type'] === 'integer') expect(limits.accepts(1.5), where).toBe(false);
      }
    }
    // top, skip, page, zoom, time stamps … (a count that only grows as the API does).
    expect(numeric).toBeGreaterThanOrEqual(15);
  });

  it('has servers, a licence, and no component that nothing refers to (a linter’s rules)', () => {
    const doc = document();
    expect(doc['servers']).toEqual([{ url: '/' }]);
    expect(doc['info']).toMatchObject({ license: { name: 'Proprietary' } });
    const schemas = (doc['components'] as { schemas: Record<string, unknown> }).schemas;
    const used = new Set<string>();
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (typeof node !== 'object' || node === null) return;
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string') {
          const name = value.replace('#/components/schemas/', '');
          if (!used.has(name)) {
            used.add(name);
            visit(schemas[name]);
          }
        } else visit(value);
      }
    };
    visit(doc['paths']);
    expect(Object.keys(schemas).filter((name) => !used.has(name))).toEqual([]);
  });

  it('describes path ids as plain decimal digits', () => {
    const parameters = (document()['paths'] as Record<string, Record<string, { parameters: unknown[] }>>)[
      '/logbook/api/logbook/v1/vehicles/{vehicleId}/datasheet'
    ]?.['get']?.parameters;
    expect(JSON.stringify(parameters)).toContain('PathIdDigits');
    const digits = (document()['components'] as { schemas: Record<string, unknown> }).schemas['PathIdDigits'];
    expect(digits).toMatchObject({ type: 'string', pattern: '^[1-9][0-9]{0,14}$' });
  });

  it('describes the profile image upload as multipart/form-data with a binary image part', () => {
    const paths = document()['paths'] as Record<string, Record<string, { requestBody: unknown }>>;
    const upload = paths['/wp-json/fvm/v1/user/profileimg']?.['post']?.requestBody;
    expect(upload).toMatchObject({
      content: {
        'multipart/form-data': {
          schema: { required: ['image'], properties: { image: { $ref: '#/components/schemas/FilePart' } } },
        },
      },
    });
    const file = (document()['components'] as { schemas: Record<string, unknown> }).schemas['FilePart'];
    expect(file).toEqual({ type: 'string', format: 'binary' });
  });

  it('generates a client whose every operation has the contract’s path, query and body, typed', async () => {
    const generated = astToString(await openapiTS(structuredClone(document()) as never));
    const lines = [
      "import type { operations } from './api';",
      'type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;',
      "type Params<Id extends keyof operations, In extends 'path' | 'query'> = NonNullable<operations[Id]['parameters'][In]>;",
    ];
    lines.push(
      'type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];',
    );
    const names = (fields: { name: string }[]) => fields.map((f) => `'${f.name}'`).join(' | ');
    let bodies = 0;
    for (const e of allEndpoints) {
      const id = e.operationId;
      if (e.params)
        lines.push(
          `export const p_${id}: Same<keyof Params<'${id}', 'path'>, ${names(fieldsOf(e.params))}> = true;`,
        );
      if (e.query) {
        lines.push(
          `export const q_${id}: Same<keyof Params<'${id}', 'query'>, ${names(fieldsOf(e.query))}> = true;`,
        );
        for (const f of fieldsOf(e.query).filter((x) => numberLimitsOf(e.query!, x.name) !== null)) {
          lines.push(
            `export const n_${id}_${f.name}: Same<NonNullable<Params<'${id}', 'query'>['${f.name}']>, number> = true;`,
          );
        }
      }
      if (e.body) {
        const type = e.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json';
        lines.push(
          `export const b_${id}: Same<keyof operations['${id}']['requestBody']['content'], '${type}'> = true;`,
        );
        // A JSON object body: the generated type has the contract's fields, the required ones required.
        const fields = type === 'application/json' ? bodyFieldsOf(e.body) : [];
        if (fields.length > 0) {
          const body = `NonNullable<operations['${id}']['requestBody']>['content']['application/json']`;
          const required = fields.filter((f) => f.required);
          lines.push(
            `export const bf_${id}: Same<keyof ${body}, ${names(fields)}> = true;`,
            `export const br_${id}: Same<RequiredKeys<${body}>, ${required.length > 0 ? names(required) : 'never'}> = true;`,
          );
          bodies += 1;
        }
      }
    }
    const diagnostics = await typeCheck({ 'api.ts': generated, 'every.ts': lines.join('\n') });
    expect(diagnostics['every.ts']).toEqual([]);
    expect(lines.length).toBeGreaterThan(allEndpoints.length);
    // Most writes take an object: their fields are compared, not only the body's presence.
    expect(bodies).toBeGreaterThan(allEndpoints.filter((e) => e.body !== undefined).length / 2);
  });

  it('generates a typed client with openapi-typescript that type-checks', async () => {
    const generated = astToString(await openapiTS(structuredClone(document()) as never));
    expect(generated).toContain('getDatasheet');
    // The check is real: a wrong use of the same types, checked beside it, fails.
    const wrong = `${usage}\nexport const bad: LiveData['parameters']['query'] = { vehicleIds: 5 };\n`;
    const diagnostics = await typeCheck({ 'api.ts': generated, 'usage.ts': usage, 'wrong.ts': wrong });
    expect(diagnostics).toMatchObject({ 'api.ts': [], 'usage.ts': [] });
    expect(Object.keys(diagnostics)).toHaveLength(3);
    expect(diagnostics['wrong.ts']?.join('\n')).toContain("Type 'number' is not assignable to type 'string'");
  });
});
