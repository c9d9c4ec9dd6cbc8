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
  /** See `ReplayOptions.parallelTimers`. */
  readonly parallelTimers?: boolean;
  /** Called with the computed coverage, e.g. to print it. */
  readonly onCoverage?: (report: CoverageReport) => void;
}

/** One machine's paths with their replay, recording into `recorder`. */
const modelReplay = (suite: ModelSuite, recorder: CoverageRecorder) => {
  const paths = generateTransitionPaths(suite);
  const replayed = new Set<ModelPath>();
  const replay = async (path: ModelPath) => {
    await replayPath({
      machine: suite.machine,
      path,
      now: suite.now,
      recorder,
      invariants: suite.invariants,
      ...(suite.parallelTimers ? { parallelTimers: true } : {}),
      ...(suite.serializeState ? { serializeState: suite.serializeState } : {}),
    });
    replayed.add(path);
  };
  const replayRest = async () => {
    for (const path of paths) if (!replayed.has(path)) await replay(path);
  };
  return { paths, replay, replayRest };
};

/** The tests every model has: invariants to check, paths from every input, and the paths replayed. */
const describePaths = (suite: ModelSuite, { paths, replay }: ReturnType<typeof modelReplay>) => {
  it('has invariants to check on every path', () => {
    expect(suite.invariants.length).toBeGreaterThan(0);
  });

  it('generates paths from every start input', () => {
    const inputsWithPaths = new Set(paths.map((p) => p.inputName));
    expect([...inputsWithPaths].sort()).toEqual(Object.keys(suite.inputs).sort());
  });

  // A group may hold hundreds of paths: its time is theirs, not one test's.
  it.each([...groupsOf(paths)])(
    '%s',
    async (_name, group) => {
      for (const path of group) await replay(path);
    },
    GROUP_TIMEOUT_MS,
  );
};

/**
 * The paths grouped by their start input and first event, one test per group: a test per path cost
 * the runner about 1.5 ms of CPU and twice the wall time per path (the settings form's 3,411 paths:
 * 50 s against 27 s), its reports one line per path. A failure names its path and step.
 */
const GROUP_TIMEOUT_MS = 120_000;

const groupsOf = (paths: readonly ModelPath[]): Map<string, ModelPath[]> => {
  const groups = new Map<string, ModelPath[]>();
  for (const path of paths) {
    const first = path.steps[1]?.event.type ?? '(start)';
    const key = `${path.inputName}: ${first}`;
    const group = groups.get(key);
    if (group) group.push(path);
    else groups.set(key, [path]);
  }
  return new Map([...groups].map(([key, group]) => [`${key} … (${group.length} paths)`, group]));
};

const expectFull = (report: CoverageReport) => {
  expect(formatCoverage(report)).toBe(formatCoverage({ ...report, ...full(report) }));
  expect(report.states.percent).toBe(100);
  expect(report.transitions.percent).toBe(100);
};

/**
 * Registers the generated paths' tests (grouped by input and first event), then a test that fails unless the replayed paths visited
 * 100% of the machine's states and transitions. When only some path tests ran (a `-t` filter), the
 * coverage test replays the rest itself, so its number never depends on which tests were selected.
 */
export const describeModel = (name: string, suite: ModelSuite): readonly ModelPath[] => {
  const recorder = new CoverageRecorder(suite.machine);
  const model = modelReplay(suite, recorder);

  describe(name, () => {
    describePaths(suite, model);

    it('visits every state and every transition of the definition', async () => {
      await model.replayRest();
      const report = recorder.report();
      if (suite.onCoverage) suite.onCoverage(report);
      else
        console.info(
          `${name} coverage: states ${report.states.covered}/${report.states.total}, ` +
            `transitions ${report.transitions.covered}/${report.transitions.total}`,
        );
      expectFull(report);
    });
  });
  return model.paths;
};

/**
 * One machine definition configured in several ways (`machine.provide()` per page): the model of each
 * configuration, with its own inputs, events and invariants, and one coverage test over all of them.
 * A state or transition that only one configuration takes (a page's options dialog) is covered by
 * that configuration's paths; the definition as a whole must be covered 100%. Each configuration's
 * own share is printed with the union.
 */
export const describeModels = (
  name: string,
  configurations: Readonly<Record<string, ModelSuite>>,
): Readonly<Record<string, readonly ModelPath[]>> => {
  const suites = Object.entries(configurations);
  const definition = suites[0]?.[1].machine;
  if (!definition || suites.some(([, suite]) => suite.machine.config !== definition.config))
    throw new Error(`${name}: the configurations must be one machine definition, provided differently.`);
  const models = suites.map(([configuration, suite]) => {
    const own = new CoverageRecorder(suite.machine);
    return { configuration, suite, own, model: modelReplay(suite, own) };
  });

  describe(name, () => {
    for (const { configuration, suite, model } of models)
      describe(configuration, () => describePaths(suite, model));

    it('visits every state and every transition of the definition over its configurations', async () => {
      for (const { model } of models) await model.replayRest();
      const line = (label: string, report: CoverageReport) =>
        `${label}: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`;
      const union = new CoverageRecorder(definition);
      for (const { configuration, own } of models) {
        console.info(line(`${name} coverage (${configuration})`, own.report()));
        union.include(own);
      }
      const report = union.report();
      console.info(line(`${name} coverage (all configurations)`, report));
      expectFull(report);
    });
  });
  return Object.fromEntries(models.map(({ configuration, model }) => [configuration, model.paths]));
};

const full = (report: CoverageReport): CoverageReport => ({
  states: { ...report.states, covered: report.states.total, missing: [], percent: 100 },
  transitions: { ...report.transitions, covered: report.transitions.total, missing: [], percent: 100 },
});
