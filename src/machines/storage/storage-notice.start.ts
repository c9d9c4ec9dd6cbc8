import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { ApiClient } from '../../api/api-client';
import { getHealth, type StorageLevel } from '../../api/contract/health.contract';
import { storageNoticeMachine } from './storage-notice.machine';

export type StorageNoticeActor = ActorRefFrom<typeof storageNoticeMachine>;

/** The HTTP status with which the server refuses a write for want of disk space. */
export const INSUFFICIENT_STORAGE = 507;

/**
 * Starts the storage notice over the API: it reads the health answer, and `tell(status)` (every
 * answer's status, from the API client) turns a 507 into the refusal event.
 */
export const startStorageNotice = (
  api: Pick<ApiClient, 'call'>,
): { readonly actor: StorageNoticeActor; readonly tell: (status: number) => void } => {
  const actor = createActor(
    storageNoticeMachine.provide({
      actors: {
        readStorage: fromPromise<StorageLevel>(
          async ({ signal }) => (await api.call(getHealth, { signal })).storage,
        ),
      },
    }),
  ).start();
  return {
    actor,
    tell: (status) => {
      if (status === INSUFFICIENT_STORAGE) actor.send({ type: 'api.storageRefused' });
    },
  };
};
