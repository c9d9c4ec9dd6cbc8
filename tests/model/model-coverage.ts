import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from '@xstate/graph';

/**
 * Coverage of a machine's definition by replayed paths: which state nodes were active and which
 * transition definitions fired. Both are counted from the definition itself, so a state or transition
 * added later without a path to it lowers the number.
 */

/** `source|event|index`: names one transition definition; stable across `machine.provide()` copies. */
export const transitionKey = (transition: AnyTransitionDefinition): string => {
  const source = transition.source;
  const eventType = String(transition.eventType);
  const siblings: readonly AnyTransitionDefinition[] =
    eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
  const index = siblings.indexOf(transition);
  if (index < 0) throw new Error(`Transition ${source.id}|${eventType} is not in its source's definition.`);
  return `${source.id}|${eventType || '(always)'}|${index}`;
};

const nodesOf = (machine: AnyStateMachine): AnyStateNode[] => [machine.root, ...getStateNodes(machine.root)];

/** Every state node id except the root (always active, so it says nothing). */
export const definitionStates = (machine: AnyStateMachine): string[] =>
  getStateNodes(machine.root).map((node) => node.id);

/**
 * Every transition definition: events, `after` delays (`xstate.after.*`), invoke outcomes
 * (`xstate.done.actor.*`, `xstate.error.actor.*`), state completion and eventless (`always`) ones.
 */
export const definitionTransitions = (machine: AnyStateMachine): string[] =>
  nodesOf(machine).flatMap((node) => [
    ...[...node.transitions.values()].flat().map(transitionKey),
    ...(node.always ?? []).map(transitionKey),
  ]);

/** How much of one dimension was covered, and what was not. */
export interface CoverageCount {
  readonly covered: number;
  readonly total: number;
  readonly missing: readonly string[];
  /** covered / total in percent, 100 for an empty definition. */
  readonly percent: number;
}

/** States and transitions covered. */
export interface CoverageReport {
  readonly states: CoverageCount;
  readonly transitions: CoverageCount;
}

const count = (all: readonly string[], seen: ReadonlySet<string>): CoverageCount => {
  const missing = all.filter((key) => !seen.has(key));
  const covered = all.length - missing.length;
  return {
    covered,
    total: all.length,
    missing,
    percent: all.length === 0 ? 100 : (covered / all.length) * 100,
  };
};

/** Collects what replays touched; `report()` compares it with the definition. */
export class CoverageRecorder {
  private readonly states = new Set<string>();
  private readonly transitions = new Set<string>();
  private readonly machine: AnyStateMachine;

  constructor(machine: AnyStateMachine) {
    this.machine = machine;
  }

  /** A snapshot the actor was in: all its active state nodes are visited. */
  recordSnapshot(snapshot: AnyMachineSnapshot): void {
    for (const node of snapshot._nodes) this.states.add(node.id);
  }

  /**
   * Transitions that fired in one microstep. Their sources count as visited too: a transient state
   * (left at once by an `always` transition) never shows in a settled snapshot.
   */
  recordTransitions(transitions: readonly AnyTransitionDefinition[]): void {
    for (const transition of transitions) {
      this.transitions.add(transitionKey(transition));
      this.states.add(transition.source.id);
    }
  }

  /** Counts what another recorder saw too (another configuration of the same definition). */
  include(other: CoverageRecorder): void {
    for (const state of other.states) this.states.add(state);
    for (const transition of other.transitions) this.transitions.add(transition);
  }

  report(): CoverageReport {
    return {
      states: count(definitionStates(this.machine), this.states),
      transitions: count(definitionTransitions(this.machine), this.transitions),
    };
  }
}

/** One line per dimension, e.g. `states 26/26 (100%), transitions 61/61 (100%)`. */
export const formatCoverage = (report: CoverageReport): string => {
  const line = (name: string, c: CoverageCount) =>
    `${name} ${c.covered}/${c.total} (${c.percent.toFixed(1)}%)` +
    (c.missing.length ? `; missing: ${c.missing.join(', ')}` : '');
  return `${line('states', report.states)}, ${line('transitions', report.transitions)}`;
};
