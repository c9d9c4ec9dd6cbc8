import { fromPromise } from 'xstate';
import { callAuth, type ApiClient } from '../../api/api-client';
import { listActiveRestrictions, type ActiveRestrictions } from '../../api/contract/restrictions.contract';

/** The real call of the fleet restrictions machine (leaving `loading` aborts it). */
export const createFleetRestrictionsApiActors = (client: ApiClient, accessToken: () => string | null) => ({
  loadActiveRestrictions: fromPromise<ActiveRestrictions>(({ signal }) =>
    client.call(listActiveRestrictions, callAuth(accessToken(), signal)),
  ),
});
