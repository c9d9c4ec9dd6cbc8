import type { SessionActor } from '../session/session-app-actors';
import { loadWhenAllowed, type LazyActorsHandle } from '../shared/load-when-allowed';
import type { UpdatePromptActor, UpdatePromptStartDeps } from './update-prompt.start';

/**
 * Loads and starts the update and message prompts (issue 11) the first time the session is ready
 * (logged in with its profile), so their code stays out of the login page.
 */
export const loadUpdatePromptWhenReady = (
  session: SessionActor,
  deps: UpdatePromptStartDeps,
): LazyActorsHandle<UpdatePromptActor> =>
  loadWhenAllowed(
    {
      allowed: () => session.getSnapshot().hasTag('ready'),
      subscribe: (listener) => session.subscribe(() => listener()),
    },
    () => import('./update-prompt.start').then(({ startUpdatePrompt }) => startUpdatePrompt(deps)),
    'update prompt',
  );
