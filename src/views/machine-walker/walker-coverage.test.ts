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

describe.each(walkers)('$name', ({ machine, inputs, eventVariants, deadEnds }) => {
  const reachable = listReachableStates(machine, inputs, eventVariants);

  it('reaches every state node of the machine (jump or reset)', () => {
    const shown = new Set(reachable.flatMap((state) => state.nodeIds));
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
