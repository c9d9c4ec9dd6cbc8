import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { ApiCallError } from '../../api/api-failure';
import type { FieldIssue, RailationImportResult } from '../../api/contract';
import { done, failed } from '../fleet/fleet.fixtures';
import { networkError } from '../session/session.fixtures';
import type { RailationImportContext } from './railation-import.types';

export const FIXTURE_NOW = Date.UTC(2026, 10, 23, 9, 0, 0);

export const FIXTURE_CSV = [
  'name,categories,lat,lng,city,country',
  'Tankstelle Nord,fuelStation,53.55,9.99,Hamburg,DE',
  'Werkstatt Süd,9|1,48.14,11.58,München,DE',
].join('\n');

export const FIXTURE_GEOJSON = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [8.68, 50.11] },
      properties: { id: 'p12', name: 'Terminal Frankfurt', categories: '11' },
    },
  ],
});

export const FIXTURE_IMPORT_RESULT: RailationImportResult = {
  created: 2,
  replaced: 1,
  ids: ['p301', 'p302', 'p12'],
};

/** The rows a bad file's 400 names (the server lists up to 500). */
export const FIXTURE_IMPORT_ISSUES: readonly FieldIssue[] = [
  { field: 'line 3: lat', message: 'a number between -90 and 90' },
  { field: 'line 5: categories', message: 'unknown category "bakery"' },
  { field: 'line 8: name', message: 'required' },
];

/** A file with bad rows: nothing imported, each row named. */
export const fixtureImportRejected = (issues: readonly FieldIssue[] = FIXTURE_IMPORT_ISSUES): ApiCallError =>
  new ApiCallError({
    _tag: 'HttpError',
    status: 400,
    body: {
      error: 'invalid_request',
      message: `The file has ${issues.length} problems; nothing was imported.`,
      ...(issues[0] ? { field: issues[0].field } : {}),
      issues,
    },
    retryAfterSeconds: null,
  });

/** Test and story data for the railation import machine. Not imported by the app. */
export const railationImportFixtures: {
  readonly inputs: Readonly<Record<'visit', undefined>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: { visit: undefined },
  eventVariants: {
    'user.import': [
      { type: 'user.import', fileName: 'stations.csv', format: 'csv', content: FIXTURE_CSV },
      { type: 'user.import', fileName: 'terminals.geojson', format: 'geojson', content: FIXTURE_GEOJSON },
      { type: 'user.import', fileName: 'empty.csv', format: 'csv', content: '' },
    ],
    'user.dismiss': [{ type: 'user.dismiss' }],
    'xstate.done.actor.importPlaces': [done('importPlaces', FIXTURE_IMPORT_RESULT)],
    'xstate.error.actor.importPlaces': [
      failed('importPlaces', fixtureImportRejected()),
      failed('importPlaces', networkError()),
    ],
  },
};

/** The model's "same state": the value, the file and which outcome is kept. */
export const serializeRailationImport = (snapshot: AnyMachineSnapshot): string => {
  const { fileName, result, failure } = snapshot.context as RailationImportContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    fileName,
    result: result !== null,
    failure: failure?._tag ?? null,
  });
};
