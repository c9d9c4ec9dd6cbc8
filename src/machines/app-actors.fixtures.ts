import type { ApiClient } from '../api/api-client';
import { createAppActors, type AppActorDeps, type AppActors } from './app-actors';
import {
  createSessionActors,
  USER_TOKEN_STORAGE_KEY,
  type SessionActors,
} from './session/session-app-actors';

/** The session's actors and the features' over one API client, as main.tsx wires them (tests). */
export type StartedAppActors = AppActors & Pick<SessionActors, 'session' | 'connectivity'>;

/**
 * Starts the session actors from the token in `deps.storage` (no stored profile), then the features'
 * actors over them at once (main.tsx waits for the first login); `stop` stops both.
 */
export const startAppActors = (
  deps: Omit<AppActorDeps, 'session' | 'api'> & { readonly api: ApiClient },
): StartedAppActors => {
  const sessionActors = createSessionActors({
    loadApi: () => Promise.resolve(deps.api),
    storage: deps.storage,
    window: deps.window,
    reload: deps.reload,
    start: { userToken: deps.storage.getItem(USER_TOKEN_STORAGE_KEY) },
  });
  const features = createAppActors({ ...deps, session: sessionActors });
  return {
    ...features,
    session: sessionActors.session,
    connectivity: sessionActors.connectivity,
    stop: () => {
      features.stop();
      sessionActors.stop();
    },
  };
};
