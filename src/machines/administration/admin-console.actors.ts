import { fromPromise } from 'xstate';
import { callAuth, type ApiClient } from '../../api/api-client';
import { getAdminPermission, type AdminPermission } from '../../api/contract';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The administration console's '${name}' was not provided.`));

/** The console's calls; the defaults reject (tests and stories provide fakes). */
export const adminConsoleActorDefaults = {
  checkPermission: fromPromise<AdminPermission>(notProvided('checkPermission')),
};

/** What the administration's real actors need. */
export interface AdministrationDeps {
  readonly api: Pick<ApiClient, 'call'>;
  /** Read at call time: a refresh in between is picked up. */
  readonly getAccessToken: () => string | null;
}

export const createAdminConsoleActors = (deps: AdministrationDeps): typeof adminConsoleActorDefaults => ({
  checkPermission: fromPromise<AdminPermission>(({ signal }) =>
    deps.api.call(getAdminPermission, callAuth(deps.getAccessToken(), signal)),
  ),
});
