import { fromPromise } from 'xstate';
import type { LogbookListPage, LogbookListRequest } from './logbook-list.types';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The logbook actor '${name}' was not provided (see createLogbookMachines).`));

/** The list machine's call; the default rejects (tests and stories provide fakes). */
export const logbookListActorDefaults = {
  loadEntries: fromPromise<LogbookListPage, LogbookListRequest>(notProvided('loadEntries')),
};
