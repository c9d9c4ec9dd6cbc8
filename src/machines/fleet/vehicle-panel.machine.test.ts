import { createActor, getNextSnapshot, type AnyMachineSnapshot, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { contextOf, implies, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import { serializeVehiclePanel, vehiclePanelFixtures } from './vehicle-panel.fixtures';
import {
  vehiclePanelMachine,
  type PanelLayout,
  type VehiclePanelContext,
  type VehiclePanelEvent,
  type VehiclePanelMachine,
} from './vehicle-panel.machine';

const ctx = contextOf<VehiclePanelContext>;
/** Where one more event would leave the panel (pure: nothing runs). */
const after = (snapshot: AnyMachineSnapshot, event: VehiclePanelEvent) =>
  getNextSnapshot(vehiclePanelMachine, snapshot as SnapshotFrom<VehiclePanelMachine>, event);

const invariants: readonly ModelInvariant[] = [
  {
    name: 'the panel is a drawer exactly on a phone',
    holds: (o) => tagged(o, 'drawer') === (ctx(o).layout === 'phone'),
  },
  {
    name: 'a pick closes the drawer and hides the panel of a tablet; on a desk the panel stays',
    holds: ({ snapshot }) =>
      after(snapshot, { type: 'panel.vehiclePicked' }).hasTag('panelShown') ===
      (snapshot.hasTag('panelShown') && (snapshot.context as VehiclePanelContext).layout === 'desk'),
  },
  {
    name: '"Choose vehicle" always shows the panel',
    holds: ({ snapshot }) => after(snapshot, { type: 'user.chooseVehicle' }).hasTag('panelShown'),
  },
  {
    name: 'beside the content, "Choose vehicle" asks the panel to take the focus',
    holds: ({ snapshot }) =>
      implies(
        !snapshot.hasTag('drawer'),
        after(snapshot, { type: 'user.chooseVehicle' }).context.focusRequest ===
          (snapshot.context as VehiclePanelContext).focusRequest + 1,
      ),
  },
];

describeModel('vehicle panel machine (model-based)', {
  machine: vehiclePanelMachine,
  inputs: vehiclePanelFixtures.inputs,
  eventVariants: vehiclePanelFixtures.eventVariants,
  now: Date.UTC(2026, 10, 25, 8, 0, 0),
  invariants,
  serializeState: serializeVehiclePanel,
  onCoverage: (report) =>
    console.info(
      `vehicle panel coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

const start = (layout: PanelLayout) => {
  const actor = createActor(vehiclePanelMachine, { input: { layout } }).start();
  const send = (event: VehiclePanelEvent) => actor.send(event);
  const shown = () => actor.getSnapshot().hasTag('panelShown');
  return { actor, send, shown };
};

describe('vehicle panel (rules)', () => {
  it('desk: beside the content, it stays when a vehicle is picked and hides only when asked', () => {
    const { send, shown } = start('desk');
    expect(shown()).toBe(true);
    send({ type: 'panel.vehiclePicked' });
    expect(shown()).toBe(true);
    send({ type: 'user.hidePanel' });
    expect(shown()).toBe(false);
    send({ type: 'user.showPanel' });
    expect(shown()).toBe(true);
  });

  it('tablet: a pick hides the panel so the content shows; "Choose vehicle" brings it back with the focus', () => {
    const { actor, send, shown } = start('tablet');
    expect(shown()).toBe(true);
    expect(actor.getSnapshot().hasTag('drawer')).toBe(false);
    send({ type: 'panel.vehiclePicked' });
    expect(shown()).toBe(false);
    send({ type: 'user.chooseVehicle' });
    expect(shown()).toBe(true);
    expect(actor.getSnapshot().context.focusRequest).toBe(1);
    // Asked again while shown: the panel takes the focus again.
    send({ type: 'user.chooseVehicle' });
    expect(actor.getSnapshot().context.focusRequest).toBe(2);
  });

  it('phone: a closed drawer; "Choose vehicle" opens it, a pick closes it', () => {
    const { actor, send, shown } = start('phone');
    expect(actor.getSnapshot().hasTag('drawer')).toBe(true);
    expect(shown()).toBe(false);
    send({ type: 'user.chooseVehicle' });
    expect(shown()).toBe(true);
    send({ type: 'panel.vehiclePicked' });
    expect(shown()).toBe(false);
    send({ type: 'user.showPanel' });
    send({ type: 'user.hidePanel' });
    expect(shown()).toBe(false);
  });

  it('follows the layout: a phone turned into a wide window shows the panel beside, and back', () => {
    const { actor, send, shown } = start('phone');
    send({ type: 'layout.changed', layout: 'phone' });
    expect(actor.getSnapshot().hasTag('drawer')).toBe(true);
    send({ type: 'layout.changed', layout: 'desk' });
    expect(actor.getSnapshot().hasTag('drawer')).toBe(false);
    expect(shown()).toBe(true);
    send({ type: 'user.hidePanel' });
    // Desk to tablet keeps the panel as it is.
    send({ type: 'layout.changed', layout: 'tablet' });
    expect(shown()).toBe(false);
    expect(actor.getSnapshot().context.layout).toBe('tablet');
    send({ type: 'layout.changed', layout: 'phone' });
    expect(actor.getSnapshot().hasTag('drawer')).toBe(true);
    expect(shown()).toBe(false);
  });
});
