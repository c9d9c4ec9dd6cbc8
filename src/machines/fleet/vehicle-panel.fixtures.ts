import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { VehiclePanelContext, VehiclePanelInput } from './vehicle-panel.machine';

/** Test and story data for the vehicle panel machine: one start per layout. Not imported by the app. */
export const vehiclePanelFixtures: {
  readonly inputs: Readonly<Record<'desk' | 'tablet' | 'phone', VehiclePanelInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    desk: { layout: 'desk' },
    tablet: { layout: 'tablet' },
    phone: { layout: 'phone' },
  },
  eventVariants: {
    'layout.changed': [
      { type: 'layout.changed', layout: 'phone' },
      { type: 'layout.changed', layout: 'tablet' },
      { type: 'layout.changed', layout: 'desk' },
    ],
  },
};

/** The model's "same state": the value and the layout the guards read (not the focus count). */
export const serializeVehiclePanel = (snapshot: AnyMachineSnapshot): string =>
  JSON.stringify({
    value: snapshot.value as unknown,
    layout: (snapshot.context as VehiclePanelContext).layout,
  });
