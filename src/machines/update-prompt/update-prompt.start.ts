import { createActor, type ActorRefFrom } from 'xstate';
import { removeReloadStamp, stampLoadTime, writePromptStamps } from '../../api/prompt-stamps';
import type { AppFacts } from '../shared/app-facts';
import { createUpdatePromptActors, type UpdatePromptDeps } from './update-prompt.actors';
import { updatePromptMachine } from './update-prompt.machine';

export type UpdatePromptActor = ActorRefFrom<typeof updatePromptMachine>;

/** What the app-wide update prompt needs from the composition root. */
export interface UpdatePromptStartDeps extends UpdatePromptDeps {
  readonly facts: Pick<AppFacts, 'session'>;
  /** `window.localStorage`: the stamps of spec 001 §3. */
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  readonly reload: () => void;
  /** When the page loaded: the stamp unless one is stored. */
  readonly loadedAt: number;
}

/**
 * Starts the update and message prompts: the load time is stamped (unless a stamp is kept), the
 * stamps go to the machine, and every change it makes is written back to local storage.
 */
export const startUpdatePrompt = (deps: UpdatePromptStartDeps): UpdatePromptActor => {
  const stamps = stampLoadTime(deps.storage, deps.loadedAt);
  const machine = updatePromptMachine.provide({
    actors: { watchSession: deps.facts.session, ...createUpdatePromptActors(deps) },
    actions: {
      persist: (_, next) => writePromptStamps(deps.storage, next),
      removeReloadStamp: () => removeReloadStamp(deps.storage),
      reload: () => deps.reload(),
    },
  });
  return createActor(machine, { input: { stamps } }).start();
};
