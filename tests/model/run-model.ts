import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { CoverageRecorder, formatCoverage, type CoverageReport } from './model-coverage';
import { generateTransitionPaths, type ModelPath } from './model-paths';
import { replayPath, type ModelInvariant } from './replay-path';

/** A machine's model for {@link describeModel}. */
export interface ModelSuite {
  /** The machine under test (the definition; side-effect actions may be provided as spies). */
  readonly machine: AnyStateMachine;
  readonly inputs: Readonly<Record<string, unknown>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
  readonly now: number;
  readonly serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /**
   * Rules checked after every step of every path (a few meaningful ones per machine: what must never
   * happen in a state, e.g. a request in flight while offline).
   */
  readonly invariants: readonly ModelInvariant[];
  /** Called with the computed coverage, e.g. to print it. */
  readonly onCoverage?: (report: CoverageReport) => void;
}

/**
 * Registers one test per generated path, then a test that fails unless the replayed paths visited
 * 100% of the machine's states and transitions. When only some path tests ran (a `-t` filter), the
 * coverage test replays the rest itself, so its number never depends on which tests were selected.
 */
export const describeModel = (name: string, suite: ModelSuite): readonly ModelPath[] => {
  const paths = generateTransitionPaths(suite);
  const recorder = new CoverageRecorder(suite.machine);
  const replayed = new Set<ModelPath>();
  const replay = async (path: ModelPath) => {
    await replayPath({
      machine: suite.machine,
      path,
      now: suite.now,
      recorder,
      invariants: suite.invariants,
      ...(suite.serializeState ? { serializeState: suite.serializeState } : {}),
    });
    replayed.add(path);
  };

  describe(name, () => {
    it('has invariants to check on every path', () => {
      expect(suite.invariants.length).toBeGreaterThan(0);
    });

    it('generates paths from every start input', () => {
      const inputsWithPaths = new Set(paths.map((p) => p.inputName));
      expect([...inputsWithPaths].sort()).toEqual(Object.keys(suite.inputs).sort());
    });

    it.each(paths.map((path) => [path.name, path] as const))('%s', async (_name, path) => {
      await replay(path);
    });

    it('visits every state and every transition of the definition', async () => {
      for (const path of paths) if (!replayed.has(path)) await replay(path);
      const report = recorder.report();
      if (suite.onCoverage) suite.onCoverage(report);
      else
        console.info(
          `${name} coverage: states ${report.states.covered}/${report.states.total}, ` +
            `transitions ${report.transitions.covered}/${report.transitions.total}`,
        );
      expect(formatCoverage(report)).toBe(formatCoverage({ ...report, ...full(report) }));
      expect(report.states.percent).toBe(100);
      expect(report.transitions.percent).toBe(100);
    });
  });
  return paths;
};

const full = (report: CoverageReport): CoverageReport => ({
  states: { ...report.states, covered: report.states.total, missing: [], percent: 100 },
  transitions: { ...report.transitions, covered: report.transitions.total, missing: [], percent: 100 },
});
