import { builtOnce } from '../../shared/built-once';
import type { LogbookCommentsApiActors } from '../comments/comments.actors';
import { provideLogbookCommentMachines, type LogbookCommentMachines } from '../comments/comment-machines';
import type { SaveFile } from './entry.actors';
import type { EntryDrawerMachine } from './entry-drawer.machine';
import { createEntryDrawerMachine } from './entry-drawer-machine';
import type { EntryGateway } from './entry-gateway';

/**
 * What the entry drawer's and its Comments tab's machines need, as the composition root hands it
 * over: the app holds these calls, the logbook pages build the machines (`entryMachinesFor`) in their
 * own chunk, so the drawer's code stays out of the login page (issue 2's budget).
 */
export interface EntryMachineDeps {
  /** The entry calls (the sync queue's gateway over the API's in the app; fakes in tests). */
  readonly gateway: EntryGateway;
  readonly saveFile: SaveFile;
  readonly comments: LogbookCommentsApiActors;
}

/** The drawer machine and the comment machines with their calls provided. */
export interface EntryMachines {
  readonly entryDrawer: EntryDrawerMachine;
  readonly comments: LogbookCommentMachines;
}

/** The machines of these deps, built at the first call and the same ones after (one per app). */
export const entryMachinesFor = builtOnce((deps: EntryMachineDeps): EntryMachines => ({
  entryDrawer: createEntryDrawerMachine(deps.gateway, deps.saveFile),
  comments: provideLogbookCommentMachines(deps.comments),
}));
