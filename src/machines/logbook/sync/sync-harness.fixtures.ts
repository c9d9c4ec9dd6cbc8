import { createActor, type Actor } from 'xstate';
import { vi } from 'vitest';
import { createApiClient } from '../../../api/api-client';
import {
  createAppFacts,
  type ConnectivityFactSnapshot,
  type SessionFactSnapshot,
} from '../../shared/app-facts';
import type { FactSource } from '../../shared/fact-watch';
import { FIXTURE_SCOPE } from './logbook-sync.fixtures';
import { createLogbookSyncMachine } from './logbook-sync-machine';
import type { LogbookSyncMachine } from './logbook-sync.machine';
import type { LogbookSyncEmitted } from './logbook-sync.types';
import { createMemoryOfflineStore, type MemoryOfflineStore } from './memory-offline-store.fixtures';
import { createFakeSyncServer, type FakeSyncServer } from './sync-server.fixtures';
import { createMemoryLockManager, type SyncLockManager } from './sync-lock-manager';

/**
 * One browser for the sync's tests: a device store, a lock manager and the server, shared by the
 * tabs opened on it; each tab is a real sync actor (real actors, typed client, fact watchers) with its
 * own session and connectivity facts. Not imported by the app.
 */
export interface TestBrowser {
  readonly store: MemoryOfflineStore;
  readonly locks: SyncLockManager;
  readonly server: FakeSyncServer;
  openTab(options?: { readonly online?: boolean; readonly signedIn?: boolean }): TestTab;
}

export interface TestTab {
  readonly actor: Actor<LogbookSyncMachine>;
  readonly emitted: LogbookSyncEmitted[];
  setOnline(online: boolean): void;
  setSignedIn(signedIn: boolean, organisationId?: string): void;
  /** The emitted events of one type. */
  events<T extends LogbookSyncEmitted['type']>(type: T): Extract<LogbookSyncEmitted, { type: T }>[];
}

const factSource = <S>(initial: S) => {
  let snapshot = initial;
  const listeners = new Set<(s: S) => void>();
  const source: FactSource<S> & { set(next: S): void } = {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return { unsubscribe: () => void listeners.delete(listener) };
    },
    set: (next) => {
      snapshot = next;
      listeners.forEach((listener) => listener(next));
    },
  };
  return source;
};

const sessionSnapshot = (ready: boolean, organisationId: string): SessionFactSnapshot => ({
  hasTag: () => ready,
  context: {
    account: ready ? { accountId: FIXTURE_SCOPE.accountId, activeOrganisationId: organisationId } : null,
    accessRights: {},
  },
});

/** Lets promises and the store's notifications run (no clock time passes). */
export const settle = async (): Promise<void> => {
  for (let i = 0; i < 5; i += 1) await vi.advanceTimersByTimeAsync(0);
};

export const createTestBrowser = (locks: SyncLockManager = createMemoryLockManager()): TestBrowser => {
  const store = createMemoryOfflineStore();
  const server = createFakeSyncServer();
  const api = createApiClient({ fetch: server.fetch });
  return {
    store,
    locks,
    server,
    openTab: (options = {}) => {
      const online = factSource<ConnectivityFactSnapshot>({ hasTag: () => options.online ?? true });
      const session = factSource(sessionSnapshot(options.signedIn ?? true, FIXTURE_SCOPE.organisationId));
      const machine = createLogbookSyncMachine({
        store,
        api,
        getAccessToken: () => 'access-1',
        locks,
        now: () => Date.now(),
        facts: createAppFacts({ session, connectivity: online }),
      });
      const actor = createActor(machine);
      const emitted: LogbookSyncEmitted[] = [];
      actor.on('*', (event) => void emitted.push(event));
      actor.start();
      return {
        actor,
        emitted,
        setOnline: (value) => online.set({ hasTag: () => value }),
        setSignedIn: (value, organisationId = FIXTURE_SCOPE.organisationId) =>
          session.set(sessionSnapshot(value, organisationId)),
        events: <T extends LogbookSyncEmitted['type']>(type: T) =>
          emitted.filter((event): event is Extract<LogbookSyncEmitted, { type: T }> => event.type === type),
      };
    },
  };
};
