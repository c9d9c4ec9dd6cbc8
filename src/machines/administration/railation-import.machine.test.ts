import { createActor, fromPromise, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { contextOf, implies, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import type { ApiClient } from '../../api/api-client';
import type { RailationImportResult } from '../../api/contract';
import { createRailationImportActors, type RailationImportRequest } from './railation-import.actors';
import {
  FIXTURE_CSV,
  FIXTURE_IMPORT_ISSUES,
  FIXTURE_IMPORT_RESULT,
  FIXTURE_NOW,
  fixtureImportRejected,
  railationImportFixtures,
  serializeRailationImport,
} from './railation-import.fixtures';
import { railationImportFormat, railationImportMachine } from './railation-import.machine';
import type { RailationImportContext } from './railation-import.types';

const ctx = contextOf<RailationImportContext>;
const imports = (o: Parameters<typeof tagged>[0]) => o.pending.filter((call) => call.id === 'importPlaces');
const invariants: readonly ModelInvariant[] = [
  {
    name: 'an import is in flight exactly while importing, never two',
    holds: (o) => imports(o).length === (tagged(o, 'importing') ? 1 : 0),
  },
  {
    name: 'no import leaves without a file name and content',
    holds: (o) =>
      imports(o).every((call) => {
        const request = call.input as RailationImportRequest;
        return request.fileName !== '' && request.content !== '';
      }),
  },
  {
    name: 'a result and a failure never show together, and none while importing',
    holds: (o) =>
      !(ctx(o).result !== null && ctx(o).failure !== null) &&
      implies(tagged(o, 'importing'), ctx(o).result === null && ctx(o).failure === null),
  },
  {
    name: 'each outcome state holds its outcome and names its file',
    holds: (o) =>
      implies(tagged(o, 'imported'), ctx(o).result !== null && ctx(o).fileName !== null) &&
      implies(tagged(o, 'failed'), ctx(o).failure !== null && ctx(o).fileName !== null) &&
      implies(tagged(o, 'idle'), ctx(o).fileName === null),
  },
];

describeModel('railation import machine (model-based)', {
  machine: railationImportMachine,
  inputs: railationImportFixtures.inputs,
  eventVariants: railationImportFixtures.eventVariants,
  now: FIXTURE_NOW,
  invariants,
  serializeState: serializeRailationImport,
  onCoverage: (report) =>
    console.info(
      `railation-import coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('railation import (files and outcomes)', () => {
  it('reads .csv as CSV and everything else as GeoJSON', () => {
    expect(railationImportFormat('Stations.CSV')).toBe('csv');
    expect(railationImportFormat('terminals.geojson')).toBe('geojson');
    expect(railationImportFormat('ports.json')).toBe('geojson');
  });

  it('sends nothing for an empty file, keeps the issues of a refused one, then the counts', async () => {
    const sent: RailationImportRequest[] = [];
    let reject = true;
    const machine = railationImportMachine.provide({
      actors: {
        importPlaces: fromPromise<RailationImportResult, RailationImportRequest>(({ input }) => {
          sent.push(input);
          return reject ? Promise.reject(fixtureImportRejected()) : Promise.resolve(FIXTURE_IMPORT_RESULT);
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'user.import', fileName: 'empty.csv', format: 'csv', content: '' });
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    actor.send({ type: 'user.import', fileName: 'bad.csv', format: 'csv', content: FIXTURE_CSV });
    await settle();
    const { failure } = actor.getSnapshot().context;
    expect(failure?._tag === 'HttpError' ? failure.body?.issues : null).toEqual(FIXTURE_IMPORT_ISSUES);
    reject = false;
    actor.send({ type: 'user.import', fileName: 'good.csv', format: 'csv', content: FIXTURE_CSV });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await settle();
    expect(actor.getSnapshot().context).toEqual({
      fileName: 'good.csv',
      result: FIXTURE_IMPORT_RESULT,
      failure: null,
    });
    expect(sent.map((r) => r.fileName)).toEqual(['bad.csv', 'good.csv']);
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().context.result).toBeNull();
  });

  it('posts the format and the text with the access token', async () => {
    const calls: { operationId: string; input: unknown }[] = [];
    const api: ApiClient = {
      call: (endpoint, input) => {
        calls.push({ operationId: endpoint.operationId, input });
        return Promise.resolve(FIXTURE_IMPORT_RESULT as never);
      },
    };
    const actors = createRailationImportActors({ api, getAccessToken: () => 'at-1' });
    const input = { fileName: 'stations.csv', format: 'csv' as const, content: FIXTURE_CSV };
    expect(await toPromise(createActor(actors.importPlaces, { input }).start())).toBe(FIXTURE_IMPORT_RESULT);
    expect(calls).toEqual([
      {
        operationId: 'importRailationPlaces',
        input: expect.objectContaining({
          accessToken: 'at-1',
          body: { format: 'csv', content: FIXTURE_CSV },
        }) as unknown,
      },
    ]);
  });
});
