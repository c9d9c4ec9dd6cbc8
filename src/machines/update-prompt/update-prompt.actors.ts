import { fromPromise } from 'xstate';
import { callAuth, type ApiClient } from '../../api/api-client';
import { checkForUpdate, type UpdateCheck } from '../../api/contract';
import type { UpdateCheckRequest } from './update-prompt.types';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The update prompt's '${name}' was not provided (see app-actors.ts).`));

/** The prompt's calls; the defaults reject (tests and stories provide fakes). */
export const updatePromptActorDefaults = {
  checkForUpdate: fromPromise<UpdateCheck, UpdateCheckRequest>(notProvided('checkForUpdate')),
  /** Empties the caches and unregisters the service worker, so the reload fetches the new build. */
  clearCaches: fromPromise<void>(notProvided('clearCaches')),
};

/** What the real actors need. */
export interface UpdatePromptDeps {
  readonly api: Pick<ApiClient, 'call'>;
  /** Read at call time: a refresh in between is picked up. */
  readonly getAccessToken: () => string | null;
  readonly clearCaches: () => Promise<void>;
}

export const createUpdatePromptActors = (deps: UpdatePromptDeps): typeof updatePromptActorDefaults => ({
  checkForUpdate: fromPromise<UpdateCheck, UpdateCheckRequest>(({ input, signal }) =>
    deps.api.call(checkForUpdate, { ...callAuth(deps.getAccessToken(), signal), query: input }),
  ),
  clearCaches: fromPromise<void>(() => deps.clearCaches()),
});
