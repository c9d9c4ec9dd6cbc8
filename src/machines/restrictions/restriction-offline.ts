import { fromPromise } from 'xstate';
import { callAuth, type ApiClient } from '../../api/api-client';
import { failureStatus, toApiFailure } from '../../api/api-failure';
import {
  acknowledgeVehicleRestriction,
  listVehicleRestrictions,
  type Restriction,
  type VehicleRestrictions,
} from '../../api/contract/restrictions.contract';
import type { StoreScope } from '../../api/offline/logbook-offline-store';
import type {
  QueuedAcknowledgement,
  RestrictionOfflineStore,
} from '../../api/offline/restriction-offline-store';
import { withRestriction } from './vehicle-restrictions.rules';
import type { AcknowledgeRestrictionRequest } from './vehicle-restrictions.types';

/** What the offline restriction calls need: the device store, the scope now, the clock. */
export interface RestrictionOfflineDeps {
  readonly store: RestrictionOfflineStore;
  /** The logged-in account in its active organisation; null while there is none. */
  readonly scope: () => StoreScope | null;
  readonly now: () => number;
}

/** No answer from the server (offline, unreachable, a server failing): the device's copy is used. */
const unreachable = (error: unknown): boolean => {
  const failure = toApiFailure(error);
  if (failure._tag === 'NetworkError') return true;
  const status = failureStatus(failure);
  return status !== null && (status === 0 || status >= 500);
};

/** The restrictions with the queued acknowledgements shown as the caller's own (the gate opens). */
const withQueued = (
  data: VehicleRestrictions,
  queued: readonly QueuedAcknowledgement[],
): VehicleRestrictions =>
  queued.reduce((acc, ack) => {
    const one = acc.active.find((r) => r.id === ack.restrictionId);
    return one && one.acknowledgedByMe === null
      ? withRestriction(acc, { ...one, acknowledgedByMe: ack.acknowledgedAt })
      : acc;
  }, data);

/**
 * Sends the queued acknowledgements (of one vehicle when given), oldest first, each with its time.
 * Sent or refused for good (the restriction lifted or ended meanwhile: 404, 409; or any other 4xx)
 * it leaves the queue, so one never holds the others back; no answer stops here and rethrows (the
 * caller's push fails as it would have anyway).
 */
export const sendQueuedAcknowledgements = async (
  api: ApiClient,
  auth: (signal: AbortSignal) => ReturnType<typeof callAuth>,
  store: RestrictionOfflineStore,
  scope: StoreScope,
  options: { readonly vehicleId?: number; readonly signal: AbortSignal },
): Promise<void> => {
  for (const ack of await store.queued(scope, options.vehicleId)) {
    try {
      await api.call(acknowledgeVehicleRestriction, {
        ...auth(options.signal),
        params: { vehicleId: ack.vehicleId, restrictionId: ack.restrictionId },
        body: { acknowledgedAt: ack.acknowledgedAt },
      });
    } catch (error) {
      const status = failureStatus(toApiFailure(error));
      if (status === null || status === 401 || status >= 500) throw error;
    }
    await store.drop(ack);
  }
};

/**
 * The gate's read and acknowledgement with the device in between (issue 30 §2): a read sends the
 * vehicle's queued acknowledgements first and keeps the answer; without an answer the restrictions
 * last read are used. An acknowledgement without an answer is queued with its time and shown as made.
 */
export const createOfflineRestrictionActors = (
  api: ApiClient,
  accessToken: () => string | null,
  deps: RestrictionOfflineDeps,
) => {
  const auth = (signal: AbortSignal) => callAuth(accessToken(), signal);
  const cached = async (scope: StoreScope | null, vehicleId: number, error: unknown) => {
    const kept = scope && (await deps.store.read(scope, vehicleId));
    if (!kept || !scope) throw error;
    return withQueued(kept, await deps.store.queued(scope, vehicleId));
  };
  return {
    loadRestrictions: fromPromise<VehicleRestrictions, { vehicleId: number }>(async ({ input, signal }) => {
      const scope = deps.scope();
      try {
        if (scope) await sendQueuedAcknowledgements(api, auth, deps.store, scope, { ...input, signal });
        const data = await api.call(listVehicleRestrictions, {
          ...auth(signal),
          params: { vehicleId: input.vehicleId },
        });
        if (scope) await deps.store.keep(scope, data);
        return data;
      } catch (error) {
        if (!unreachable(error)) throw error;
        return cached(scope, input.vehicleId, error);
      }
    }),
    acknowledgeRestriction: fromPromise<Restriction, AcknowledgeRestrictionRequest>(
      async ({ input, signal }) => {
        try {
          return await api.call(acknowledgeVehicleRestriction, {
            ...auth(signal),
            params: { vehicleId: input.vehicleId, restrictionId: input.restrictionId },
            body: {},
          });
        } catch (error) {
          const scope = deps.scope();
          const kept = scope && (await deps.store.read(scope, input.vehicleId));
          const one = kept?.active.find((r) => r.id === input.restrictionId);
          if (!unreachable(error) || !scope || !one) throw error;
          const acknowledgedAt = new Date(deps.now()).toISOString();
          await deps.store.queue({ ...scope, ...input, acknowledgedAt });
          return { ...one, acknowledgedByMe: acknowledgedAt };
        }
      },
    ),
  };
};
