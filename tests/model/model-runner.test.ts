import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { CoverageRecorder, definitionStates, definitionTransitions, formatCoverage } from './model-coverage';
import { generateTransitionPaths, type ModelOptions, type ModelPath } from './model-paths';
import { replayPath, type ModelObservation } from './replay-path';

/** A machine with every kind of transition the runner must handle. */
const tiny = setup({
  types: {
    context: {} as { readonly startBusy: boolean; readonly count: number },
    input: {} as { readonly startBusy: boolean },
    events: {} as { type: 'go' } | { type: 'add'; amount: number },
  },
  actors: { work: fromPromise<number, void>(async () => 1) },
  guards: {
    startsBusy: ({ context }) => context.startBusy,
    isLarge: (_, { amount }: { amount: number }) => amount > 10,
  },
  delays: { cooldown: 1_000 },
}).createMachine({
  id: 'tiny',
  context: ({ input }) => ({ startBusy: input.startBusy, count: 0 }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'startsBusy', target: 'working' }, { target: 'idle' }] },
    idle: {
      on: {
        go: 'working',
        add: {
          guard: { type: 'isLarge', params: ({ event }) => event },
          target: 'cooling',
          actions: assign({ count: ({ context }) => context.count + 1 }),
        },
      },
    },
    working: { invoke: { id: 'job', src: 'work', onDone: 'cooling', onError: 'idle' } },
    cooling: { after: { cooldown: 'idle' } },
  },
});

const NOW = Date.UTC(2026, 0, 1);
const options: ModelOptions = {
  machine: tiny,
  inputs: { idle: { startBusy: false }, busy: { startBusy: true } },
  eventVariants: {
    add: [
      { type: 'add', amount: 1 },
      { type: 'add', amount: 11 },
    ],
    'xstate.done.actor.job': [{ type: 'xstate.done.actor.job', output: 1 }],
    'xstate.error.actor.job': [{ type: 'xstate.error.actor.job', error: new Error('boom') }],
  },
  now: NOW,
};

describe('model runner', () => {
  it('reads states and every kind of transition from the definition', () => {
    expect(definitionStates(tiny)).toEqual(['tiny.starting', 'tiny.idle', 'tiny.working', 'tiny.cooling']);
    expect(definitionTransitions(tiny).sort()).toEqual(
      [
        'tiny.starting|(always)|0',
        'tiny.starting|(always)|1',
        'tiny.idle|go|0',
        'tiny.idle|add|0',
        'tiny.working|xstate.done.actor.job|0',
        'tiny.working|xstate.error.actor.job|0',
        'tiny.cooling|xstate.after.cooldown.tiny.cooling|0',
      ].sort(),
    );
  });

  it('refuses to guess the payload of an invoke outcome', () => {
    expect(() => generateTransitionPaths({ ...options, eventVariants: {} })).toThrow(
      /No payload variants for 'xstate.done.actor.job'/,
    );
  });

  it('reaches 100% only when the replayed paths cover everything', async () => {
    const paths = generateTransitionPaths(options);
    const partial = new CoverageRecorder(tiny);
    for (const path of paths.filter((p) => p.inputName === 'idle' && !p.name.includes('error')))
      await replayPath({ machine: tiny, path, now: NOW, recorder: partial });
    const partialReport = partial.report();
    expect(partialReport.transitions.missing).toEqual(
      expect.arrayContaining(['tiny.starting|(always)|0', 'tiny.working|xstate.error.actor.job|0']),
    );
    expect(partialReport.transitions.percent).toBeLessThan(100);

    const full = new CoverageRecorder(tiny);
    for (const path of paths) await replayPath({ machine: tiny, path, now: NOW, recorder: full });
    expect(formatCoverage(full.report())).toBe('states 4/4 (100.0%), transitions 7/7 (100.0%)');
  });

  it('counts a transient state (left by `always`) as visited through its transition', async () => {
    const [path] = generateTransitionPaths(options);
    const recorder = new CoverageRecorder(tiny);
    if (path) await replayPath({ machine: tiny, path, now: NOW, recorder });
    expect(recorder.report().states.missing).not.toContain('tiny.starting');
  });

  it('fails a replay when the implementation does not do what the model says', async () => {
    const path = generateTransitionPaths(options).find((p) => p.name.includes('"amount":11'));
    expect(path).toBeDefined();
    if (!path) return;
    const broken = tiny.provide({ guards: { isLarge: () => false } });
    await expect(replayPath({ machine: broken, path, now: NOW })).rejects.toThrow(/expected .*cooling/);
  });

  it('checks invariants after every step and names the one broken', async () => {
    const paths = generateTransitionPaths(options);
    const holds = {
      name: 'no job while cooling',
      holds: ({ snapshot, pending }: ModelObservation) =>
        !(snapshot.value === 'cooling' && pending.length > 0),
    };
    for (const path of paths) await replayPath({ machine: tiny, path, now: NOW, invariants: [holds] });
    const strict = {
      name: 'never working',
      holds: ({ pending }: ModelObservation) => pending.every((call) => call.id !== 'job'),
    };
    const busy = paths.find((p) => p.inputName === 'busy');
    expect(busy).toBeDefined();
    if (!busy) return;
    await expect(replayPath({ machine: tiny, path: busy, now: NOW, invariants: [strict] })).rejects.toThrow(
      /step 0 \(xstate.init\): invariant "never working" broken in "working" \(calls in flight: job\)/,
    );
  });

  it('fails a replay when the path settles a call the machine never made', async () => {
    const path: ModelPath = {
      inputName: 'idle',
      input: { startBusy: false },
      name: 'hand-written',
      steps: [
        { event: { type: 'xstate.init' }, value: 'idle', key: '"idle"' },
        { event: { type: 'xstate.done.actor.job', output: 1 }, value: 'cooling', key: '"cooling"' },
      ],
    };
    await expect(replayPath({ machine: tiny, path, now: NOW })).rejects.toThrow(
      "No running call of invoke 'job' (running: none).",
    );
  });
});
