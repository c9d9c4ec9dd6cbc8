import type { DeploymentRecord } from '../../api/contract';
import type { FactSource } from '../shared/fact-watch';

/** What the two machines of the Other Settings tab tell each other. */
export interface ReleaseChangesSnapshot {
  /** How many times the prepared settings were saved (each save withdraws both approvals). */
  readonly saves: number;
  /** The last deployment made here; null before one. */
  readonly deployment: DeploymentRecord | null;
}

/** A small fact source the form and the approvals machines watch (`watchFact`). */
export interface ReleaseChanges extends FactSource<ReleaseChangesSnapshot> {
  readonly settingsSaved: () => void;
  readonly deployed: (deployment: DeploymentRecord) => void;
}

export const createReleaseChanges = (): ReleaseChanges => {
  let snapshot: ReleaseChangesSnapshot = { saves: 0, deployment: null };
  const listeners = new Set<(snapshot: ReleaseChangesSnapshot) => void>();
  const set = (next: ReleaseChangesSnapshot) => {
    snapshot = next;
    listeners.forEach((listener) => listener(snapshot));
  };
  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return { unsubscribe: () => void listeners.delete(listener) };
    },
    settingsSaved: () => set({ ...snapshot, saves: snapshot.saves + 1 }),
    deployed: (deployment) => set({ ...snapshot, deployment }),
  };
};
