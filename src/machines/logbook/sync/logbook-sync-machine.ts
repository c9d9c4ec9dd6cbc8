import type { AppFacts } from '../../shared/app-facts';
import { createLogbookSyncActors, type LogbookSyncDeps } from './logbook-sync.actors';
import { logbookSyncMachine, type LogbookSyncMachine } from './logbook-sync.machine';

/** What `createLogbookSyncMachine` needs: the actors' dependencies and the app's facts. */
export interface LogbookSyncMachineDeps extends LogbookSyncDeps {
  readonly facts: Pick<AppFacts, 'session' | 'callConnectivity'>;
}

/**
 * The sync machine with its actors and watchers provided (the composition root creates one actor of
 * it, app-wide, and starts it; views read its context and send `sync.requested`).
 */
export const createLogbookSyncMachine = (deps: LogbookSyncMachineDeps): LogbookSyncMachine =>
  logbookSyncMachine.provide({
    actors: {
      ...createLogbookSyncActors(deps),
      watchSession: deps.facts.session,
      watchConnectivity: deps.facts.callConnectivity,
    },
  });
