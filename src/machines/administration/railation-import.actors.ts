import { fromPromise } from 'xstate';
import { callAuth } from '../../api/api-client';
import {
  importRailationPlaces,
  type RailationImportBody,
  type RailationImportResult,
} from '../../api/contract';
import type { AdministrationDeps } from './admin-console.actors';

/** The file an import sends: its name (shown with the outcome), the format and the text. */
export interface RailationImportRequest extends RailationImportBody {
  readonly fileName: string;
}

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The railation import's '${name}' was not provided.`));

/** The call; the default rejects (tests and stories provide fakes). */
export const railationImportActorDefaults = {
  importPlaces: fromPromise<RailationImportResult, RailationImportRequest>(notProvided('importPlaces')),
};

export const createRailationImportActors = (
  deps: AdministrationDeps,
): typeof railationImportActorDefaults => ({
  importPlaces: fromPromise<RailationImportResult, RailationImportRequest>(({ input, signal }) =>
    deps.api.call(importRailationPlaces, {
      ...callAuth(deps.getAccessToken(), signal),
      body: { format: input.format, content: input.content },
    }),
  ),
});
