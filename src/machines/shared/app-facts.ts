import { watchFact, type FactSource, type FactWatcher } from './fact-watch';

/**
 * The app-wide facts most machines need, as events a machine receives from its watchers (see
 * fact-watch.ts), and the watchers over the session and connectivity actors, built once by the
 * composition root (`createAppFacts`) and provided to every machine that names them.
 */

/** The connectivity actor's flag changed (and its value when the machine starts). */
export interface ConnectivityChanged {
  readonly type: 'connectivity.changed';
  readonly online: boolean;
}

/**
 * Logged in with the profile loaded (`ready`), the active organisation, and whether the user may read
 * live data there (`liveData`: gateway/telematics read; a logbook-only user gets the vehicle list only).
 * `accountId` is there while an account is loaded (the offline logbook is kept per account and
 * organisation); absent when logged out.
 */
export interface SessionChanged {
  readonly type: 'session.changed';
  readonly ready: boolean;
  readonly accountId?: string;
  readonly organisationId: string | null;
  readonly liveData: boolean;
}

/**
 * The active organisation changed from one to another (not the first one arriving, not a logout):
 * what belongs to the old organisation is to be dropped.
 */
export interface OrganisationSwitched {
  readonly type: 'session.organisationChanged';
  readonly organisationId: string;
}

/** What the watchers read of the session actor (its public interface). */
export interface SessionFactSnapshot {
  hasTag(tag: 'ready'): boolean;
  readonly context: {
    readonly account: {
      readonly accountId?: string;
      readonly activeOrganisationId: string | null;
    } | null;
    /** The rights in the active organisation. */
    readonly accessRights: Readonly<Record<string, { readonly canRead: boolean }>>;
    /** The access token; null while there is none (a session restored offline has none yet). */
    readonly accessToken?: string | null;
  };
}

/** What the watchers read of the connectivity actor. */
export interface ConnectivityFactSnapshot {
  hasTag(tag: 'online'): boolean;
}

/** The app-wide watchers, one per fact; provide them under the names the machines invoke. */
export interface AppFacts {
  readonly connectivity: FactWatcher<ConnectivityChanged>;
  readonly session: FactWatcher<SessionChanged>;
  readonly organisationSwitch: FactWatcher<OrganisationSwitched>;
  /**
   * Online for the calls of the logged-in user: the network is there and, when logged in, so is an
   * access token. A session restored offline gets its token only after the network is back; calls
   * sent in between would be refused (401), so machines that load on reconnect (the fleet data) wait
   * for this instead of the bare connectivity.
   */
  readonly callConnectivity: FactWatcher<ConnectivityChanged>;
}

interface SessionFact {
  readonly ready: boolean;
  readonly accountId?: string;
  readonly organisationId: string | null;
  readonly liveData: boolean;
}

/** The right that live data (the telematics) needs (spec 000 §6). */
const LIVE_DATA_RESOURCE = 'gateway/telematics';

/** Logged in (profile loaded) with read on gateway/telematics: live data and live notifications. */
export const mayReadLiveData = (snapshot: SessionFactSnapshot): boolean =>
  snapshot.hasTag('ready') && snapshot.context.accessRights[LIVE_DATA_RESOURCE]?.canRead === true;

const sessionFact = (snapshot: SessionFactSnapshot): SessionFact => ({
  ready: snapshot.hasTag('ready'),
  // Only when there is one, so a logged-out fact carries no `accountId: undefined`.
  ...(snapshot.context.account?.accountId === undefined
    ? {}
    : { accountId: snapshot.context.account.accountId }),
  organisationId: snapshot.context.account?.activeOrganisationId ?? null,
  liveData: snapshot.context.accessRights[LIVE_DATA_RESOURCE]?.canRead === true,
});
const sameSession = (a: SessionFact, b: SessionFact) =>
  a.ready === b.ready &&
  a.accountId === b.accountId &&
  a.organisationId === b.organisationId &&
  a.liveData === b.liveData;

interface CallConnectivity {
  readonly online: boolean;
}

/** Online and, when logged in, holding an access token (see {@link AppFacts.callConnectivity}). */
const callConnectivitySource = (sources: {
  readonly session: FactSource<SessionFactSnapshot>;
  readonly connectivity: FactSource<ConnectivityFactSnapshot>;
}): FactSource<CallConnectivity> => {
  const read = (): CallConnectivity => {
    const session = sources.session.getSnapshot();
    return {
      online:
        sources.connectivity.getSnapshot().hasTag('online') &&
        (!session.hasTag('ready') || session.context.accessToken !== null),
    };
  };
  return {
    getSnapshot: read,
    subscribe: (listener) => {
      const subscriptions = [
        sources.session.subscribe(() => listener(read())),
        sources.connectivity.subscribe(() => listener(read())),
      ];
      return {
        unsubscribe: () => {
          for (const subscription of subscriptions) subscription.unsubscribe();
        },
      };
    },
  };
};

/** Builds the watchers over the app-wide session and connectivity actors (once, at the root). */
export const createAppFacts = (sources: {
  readonly session: FactSource<SessionFactSnapshot>;
  readonly connectivity: FactSource<ConnectivityFactSnapshot>;
}): AppFacts => ({
  callConnectivity: watchFact({
    source: callConnectivitySource(sources),
    select: (snapshot) => snapshot.online,
    toEvent: (online): ConnectivityChanged => ({ type: 'connectivity.changed', online }),
  }),
  connectivity: watchFact({
    source: sources.connectivity,
    select: (snapshot) => snapshot.hasTag('online'),
    toEvent: (online): ConnectivityChanged => ({ type: 'connectivity.changed', online }),
  }),
  session: watchFact({
    source: sources.session,
    select: sessionFact,
    equals: sameSession,
    toEvent: (fact): SessionChanged => ({ type: 'session.changed', ...fact }),
  }),
  organisationSwitch: watchFact({
    source: sources.session,
    select: (snapshot) => sessionFact(snapshot).organisationId,
    // Null → id is the profile arriving (keep what was restored); id → null is a logout.
    toEvent: (next, previous): OrganisationSwitched | null =>
      next !== null && previous !== undefined && previous !== null
        ? { type: 'session.organisationChanged', organisationId: next }
        : null,
  }),
});
