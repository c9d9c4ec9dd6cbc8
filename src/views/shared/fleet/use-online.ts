import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { AppServices } from '../app-services';

/**
 * The connectivity flag, forwarded to a per-view machine as `connectivity.changed` whenever it changes
 * (its input carried the flag at start).
 */
export const useForwardOnline = (
  services: AppServices,
  actor: { send: (event: { type: 'connectivity.changed'; online: boolean }) => void },
): boolean => {
  const online = useSelector(services.connectivity, (s) => s.hasTag('online'));
  useEffect(() => {
    actor.send({ type: 'connectivity.changed', online });
  }, [actor, online]);
  return online;
};
