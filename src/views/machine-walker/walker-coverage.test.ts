import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { connectivityFixtures } from '../../machines/connectivity/connectivity.fixtures';
import { connectivityMachine } from '../../machines/connectivity/connectivity.machine';
import { connectionErrorFixtures } from '../../machines/fleet/connection-error.fixtures';
import { connectionErrorMachine } from '../../machines/fleet/connection-error.machine';
import { dashboardFetchFixtures } from '../../machines/fleet/dashboard-fetch.fixtures';
import { dashboardFetchMachine } from '../../machines/fleet/dashboard-fetch.machine';
import { datasheetFixtures } from '../../machines/fleet/datasheet.fixtures';
import { datasheetMachine } from '../../machines/fleet/datasheet.machine';
import { fleetDataFixtures } from '../../machines/fleet/fleet-data.fixtures';
import { fleetDataMachine } from '../../machines/fleet/fleet-data.machine';
import { liveDetailFixtures } from '../../machines/fleet/live-detail.fixtures';
import { liveDetailMachine } from '../../machines/fleet/live-detail.machine';
import { vehicleSelectionFixtures } from '../../machines/fleet/vehicle-selection.fixtures';
import { vehicleSelectionMachine } from '../../machines/fleet/vehicle-selection.machine';
import { mapFrameFixtures } from '../../machines/map/map-frame.fixtures';
import { mapFrameMachine } from '../../machines/map/map-frame.machine';
import { mapTogglesFixtures } from '../../machines/map/map-toggles.fixtures';
import { mapTogglesMachine } from '../../machines/map/map-toggles.machine';
import { createSessionFixtures } from '../../machines/session/session.fixtures';
import { sessionMachine } from '../../machines/session/session.machine';
import type { EventVariants } from '../../machines/testing/machine-graph';
import { createWalkerController } from './machine-walker.controller';
import { acceptedEvents, listReachableStates } from './machine-walker.helpers';

const session = createSessionFixtures(Date.now());

interface WalkerCase {
  readonly name: string;
  readonly machine: AnyStateMachine;
  readonly inputs: Readonly<Record<string, unknown>>;
  readonly eventVariants: EventVariants;
  /** States where the walk ends on purpose. */
  readonly deadEnds: readonly string[];
}

const cases: WalkerCase[] = [
  { name: 'session', machine: sessionMachine, ...session, deadEnds: ['"reloading"'] },
  { name: 'connectivity', machine: connectivityMachine, ...connectivityFixtures, deadEnds: [] },
  { name: 'vehicle selection', machine: vehicleSelectionMachine, ...vehicleSelectionFixtures, deadEnds: [] },
  { name: 'fleet data', machine: fleetDataMachine, ...fleetDataFixtures, deadEnds: [] },
  { name: 'connection error', machine: connectionErrorMachine, ...connectionErrorFixtures, deadEnds: [] },
  { name: 'dashboard fetch', machine: dashboardFetchMachine, ...dashboardFetchFixtures, deadEnds: [] },
  { name: 'live detail', machine: liveDetailMachine, ...liveDetailFixtures, deadEnds: [] },
  { name: 'datasheet', machine: datasheetMachine, ...datasheetFixtures, deadEnds: [] },
  { name: 'map toggles', machine: mapTogglesMachine, ...mapTogglesFixtures, deadEnds: [] },
  { name: 'map frame', machine: mapFrameMachine, ...mapFrameFixtures, deadEnds: [] },
];

describe.each(cases)('$name walker', ({ machine, inputs, eventVariants, deadEnds }) => {
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
