import { fromPromise } from 'xstate';
import { callAuth } from '../../api/api-client';
import {
  createRailationPlace,
  getRailationPlace,
  updateRailationPlace,
  type RailationPlace,
  type RailationPlaceInput,
} from '../../api/contract';
import type { AdministrationDeps } from './admin-console.actors';

/** The place to load for editing. */
export interface RailationPlaceLoadRequest {
  readonly placeId: string;
}

/** A save: a new place (`placeId` null) is created, an existing one replaced. */
export interface RailationPlaceSaveRequest {
  readonly placeId: string | null;
  readonly input: RailationPlaceInput;
}

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The railation place editor's '${name}' was not provided.`));

/** The calls; the defaults reject (tests and stories provide fakes). */
export const railationPlaceEditorActorDefaults = {
  loadPlace: fromPromise<RailationPlace, RailationPlaceLoadRequest>(notProvided('loadPlace')),
  savePlace: fromPromise<RailationPlace, RailationPlaceSaveRequest>(notProvided('savePlace')),
};

export const createRailationPlaceEditorActors = (
  deps: AdministrationDeps,
): typeof railationPlaceEditorActorDefaults => ({
  loadPlace: fromPromise<RailationPlace, RailationPlaceLoadRequest>(({ input, signal }) =>
    deps.api.call(getRailationPlace, {
      ...callAuth(deps.getAccessToken(), signal),
      params: { placeId: input.placeId },
    }),
  ),
  savePlace: fromPromise<RailationPlace, RailationPlaceSaveRequest>(({ input, signal }) =>
    input.placeId === null
      ? deps.api.call(createRailationPlace, {
          ...callAuth(deps.getAccessToken(), signal),
          body: input.input,
        })
      : deps.api.call(updateRailationPlace, {
          ...callAuth(deps.getAccessToken(), signal),
          params: { placeId: input.placeId },
          body: input.input,
        }),
  ),
});
