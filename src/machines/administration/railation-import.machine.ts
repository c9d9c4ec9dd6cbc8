import { assign, setup, type ActorRefFrom } from 'xstate';
import { toApiFailure } from '../../api/api-failure';
import { RAILATION_IMPORT_MAX_CHARS, type RailationImportResult } from '../../api/contract';
import { railationImportActorDefaults, type RailationImportRequest } from './railation-import.actors';
import type {
  RailationImportContext,
  RailationImportEvent,
  RailationImportFormat,
  RailationImportTag,
} from './railation-import.types';

/** The format a file is read as: `.csv` is CSV, anything else (`.geojson`, `.json`) GeoJSON. */
export const railationImportFormat = (fileName: string): RailationImportFormat =>
  fileName.trim().toLowerCase().endsWith('.csv') ? 'csv' : 'geojson';

const errorOf = ({ event }: { readonly event: { readonly error: unknown } }): unknown => event.error;

/** Only `user.import` enters importing (the other branch is there for the types). */
const requestOf = (event: RailationImportEvent): RailationImportRequest =>
  event.type === 'user.import'
    ? { fileName: event.fileName, format: event.format, content: event.content }
    : { fileName: '', format: 'csv', content: '' };

const startImport = {
  guard: 'importable',
  target: '#railationImport.importing',
  actions: 'startImport',
} as const;

/**
 * Importing railation places from a CSV or GeoJSON file (issue 12). The server stores all rows or
 * none: a file with a bad row fails with a 400 whose `issues` name each row's line and field. The
 * outcome (the counts, or the typed failure) stays until dismissed or the next import; an empty file,
 * or one over the server's limit, is refused here and sends nothing.
 */
export const railationImportMachine = setup({
  types: {
    context: {} as RailationImportContext,
    events: {} as RailationImportEvent,
    tags: {} as RailationImportTag,
  },
  actors: railationImportActorDefaults,
  actions: {
    startImport: assign(({ event }) => ({
      fileName: requestOf(event).fileName,
      result: null,
      failure: null,
    })),
    keepResult: assign((_, result: RailationImportResult) => ({ result })),
    keepFailure: assign((_, error: unknown) => ({ failure: toApiFailure(error) })),
    forget: assign({ fileName: null, result: null, failure: null }),
  },
  guards: {
    importable: ({ event }) =>
      event.type === 'user.import' &&
      event.fileName.trim() !== '' &&
      event.content.length > 0 &&
      event.content.length <= RAILATION_IMPORT_MAX_CHARS,
  },
}).createMachine({
  id: 'railationImport',
  context: { fileName: null, result: null, failure: null },
  initial: 'idle',
  states: {
    idle: { tags: 'idle', on: { 'user.import': startImport } },
    importing: {
      tags: 'importing',
      invoke: {
        id: 'importPlaces',
        src: 'importPlaces',
        input: ({ event }) => requestOf(event),
        onDone: { target: 'imported', actions: { type: 'keepResult', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'keepFailure', params: errorOf } },
      },
    },
    imported: {
      tags: 'imported',
      on: { 'user.import': startImport, 'user.dismiss': { target: 'idle', actions: 'forget' } },
    },
    failed: {
      tags: 'failed',
      on: { 'user.import': startImport, 'user.dismiss': { target: 'idle', actions: 'forget' } },
    },
  },
});

export type RailationImportMachine = typeof railationImportMachine;
export type RailationImportActor = ActorRefFrom<RailationImportMachine>;
