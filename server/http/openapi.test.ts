import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { allEndpoints, NOTIFICATION_STREAM_PATH } from '../../src/api/contract';
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

describe('the published OpenAPI document', () => {
  it('is valid OpenAPI 3.1 for a standard validator (every reference resolves)', async () => {
    // The validator dereferences in place: give it a copy.
    const api = await SwaggerParser.validate(structuredClone(document()) as never);
    expect(api.info.version).toBe('1.1.8');
    expect(Object.keys(api.paths?.[NOTIFICATION_STREAM_PATH] ?? {})).toEqual(['get']);
    expect(JSON.stringify(document())).not.toContain('$defs');
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
