import { describe, expect, it } from 'vitest';
import { StateMachine, type AnyStateMachine } from 'xstate';
import { getStateNodes } from '@xstate/graph';
import type { EventVariants } from '../../machines/testing/machine-graph';
import { createWalkerController } from './machine-walker.controller';
import { acceptedEvents, listReachableStates } from './machine-walker.helpers';

/**
 * Every machine in src/machines has a walker story, and every walker story shows all of its machine.
 * Both lists are found by file name (`*.machine.ts`, `*-walker.stories.tsx`), so a new machine without
 * a story fails here instead of being left out of a hand-written list.
 */
const machineModules = import.meta.glob<Record<string, unknown>>('../../machines/**/*.machine.ts', {
  eager: true,
});
const storyModules = import.meta.glob<{ readonly default: WalkerMeta }>('./*-walker.stories.tsx', {
  eager: true,
});

interface WalkerMeta {
  readonly title: string;
  readonly args: {
    readonly machine: AnyStateMachine;
    readonly inputs: Readonly<Record<string, unknown>>;
    readonly eventVariants: EventVariants;
  };
  /** States where the walk ends on purpose (a page reload, a final state). */
  readonly parameters?: { readonly walker?: { readonly deadEnds?: readonly string[] } };
}

const machines = Object.entries(machineModules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, AnyStateMachine] => entry[1] instanceof StateMachine)
    .map(([name, machine]) => ({ file, name, machine })),
);
const walkers = Object.entries(storyModules).map(([file, { default: meta }]) => ({
  file,
  name: meta.title,
  ...meta.args,
  deadEnds: meta.parameters?.walker?.deadEnds ?? [],
}));

describe('walker stories by glob', () => {
  it('finds the machines and the walker stories', () => {
    expect(machines.length).toBeGreaterThanOrEqual(11);
    expect(walkers.length).toBeGreaterThanOrEqual(11);
  });

  it('has a walker story for every exported machine (a provided copy counts: same config)', () => {
    const shown = new Set(walkers.map((walker) => walker.machine.config));
    const missing = machines.filter(({ machine }) => !shown.has(machine.config));
    expect(missing.map(({ file, name }) => `${file}: ${name}`)).toEqual([]);
  });
});

/**
 * The state nodes each definition's walkers reach together: a machine each page configures has a
 * walker per configuration, and a state only one page takes (its options dialog) is shown in that one.
 */
const shownByDefinition = new Map<unknown, Set<string>>();
const reachableOf = new Map(
  walkers.map((walker) => {
    const reachable = listReachableStates(walker.machine, walker.inputs, walker.eventVariants);
    const shown = shownByDefinition.get(walker.machine.config) ?? new Set<string>();
    for (const state of reachable) for (const id of state.nodeIds) shown.add(id);
    shownByDefinition.set(walker.machine.config, shown);
    return [walker, reachable] as const;
  }),
);

describe.each(walkers)('$name', (walker) => {
  const { machine, inputs, eventVariants, deadEnds } = walker;
  const reachable = reachableOf.get(walker) ?? [];

  it('reaches every state node of the machine (jump or reset; over its configurations’ walkers)', () => {
    const shown = shownByDefinition.get(machine.config) ?? new Set<string>();
    const all = getStateNodes(machine.root).map((node) => node.id);
    expect(all.filter((id) => !shown.has(id))).toEqual([]);
    expect(all.length).toBeGreaterThan(0);
  });

  it('shows every reachable state when jumped to, with the events it accepts', () => {
    const controller = createWalkerController({
      machine,
      inputs,
      initialInput: Object.keys(inputs)[0] ?? '',
    });
    const stuck: string[] = [];
    for (const target of reachable.filter((state) => !state.transient)) {
      controller.jump(target);
      const { snapshot } = controller.getState();
      expect(snapshot.value).toEqual(target.value);
      if (acceptedEvents(snapshot, eventVariants).length === 0) stuck.push(target.key);
    }
    controller.stop();
    expect(stuck).toEqual(deadEnds);
  });

  it('reaches each transient start state by a reset with the input that passes it', () => {
    for (const target of reachable.filter((state) => state.transient)) {
      expect(Object.keys(inputs)).toContain(target.inputName);
    }
  });
});
