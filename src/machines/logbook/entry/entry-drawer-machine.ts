import { createEntryActors, type SaveFile } from './entry.actors';
import { entryDrawerMachine, type EntryDrawerMachine } from './entry-drawer.machine';
import { entryFinalizeMachine } from './entry-finalize.machine';
import type { EntryGateway } from './entry-gateway';

/**
 * The drawer machine with its calls provided over a gateway (the composition root: the API gateway
 * today, issue 8's sync queue later); the finalise child gets the same save and finalise calls.
 */
export const createEntryDrawerMachine = (gateway: EntryGateway, saveFile: SaveFile): EntryDrawerMachine => {
  const actors = createEntryActors(gateway, saveFile);
  return entryDrawerMachine.provide({
    actors: {
      ...actors,
      finalize: entryFinalizeMachine.provide({
        actors: {
          saveEntry: actors.saveEntry,
          finalizeEntry: actors.finalizeEntry,
          confirmSignature: actors.confirmSignature,
        },
      }),
    },
  });
};
