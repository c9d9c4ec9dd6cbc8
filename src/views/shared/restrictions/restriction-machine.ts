import { useSelector } from '@xstate/react';
import {
  createOfflineRestrictionActors,
  type RestrictionOfflineDeps,
} from '../../../machines/restrictions/restriction-offline';
import { createRestrictionApiActors } from '../../../machines/restrictions/vehicle-restrictions.actors';
import { vehicleRestrictionsMachine } from '../../../machines/restrictions/vehicle-restrictions.machine';
import { restrictionRightsOf } from '../../../machines/restrictions/vehicle-restrictions.rules';
import type { AppServices } from '../app-services';

/**
 * A vehicle's restrictions machine with its calls (issue 30 §2); with the device store given, what it
 * reads is kept on the device and, offline or unreachable, the restrictions last read are used and
 * acknowledgements queued (restriction-offline.ts).
 */
export const restrictionMachineFor = (
  content: Pick<AppServices['content'], 'api' | 'getAccessToken'>,
  offline: RestrictionOfflineDeps | undefined,
) =>
  vehicleRestrictionsMachine.provide({
    actors: {
      ...createRestrictionApiActors(content.api, content.getAccessToken),
      ...(offline === undefined
        ? {}
        : createOfflineRestrictionActors(content.api, content.getAccessToken, offline)),
    },
  });

/** The caller's restriction rights from the session (one value while they stay the same). */
export const useRestrictionRights = (session: AppServices['session']) =>
  useSelector(
    session,
    (s) => restrictionRightsOf(s.context.account?.role ?? null, s.context.accessRights),
    (a, b) => a.canEdit === b.canEdit && a.canAcknowledge === b.canAcknowledge,
  );
