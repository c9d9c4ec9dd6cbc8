import type { Meta, StoryObj } from '@storybook/react-vite';
import { mapTogglesFixtures } from '../../machines/map/map-toggles.fixtures';
import { mapTogglesMachine } from '../../machines/map/map-toggles.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Map toggles walker',
  component: MachineWalker,
  args: {
    title: 'Map toggles machine',
    machine: mapTogglesMachine,
    inputs: mapTogglesFixtures.inputs,
    eventVariants: mapTogglesFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tracking map view: every switch is shown. */
export const TrackingMap: Story = { args: { initialInput: 'trackingmap' } };

/** A crane on the tracking map: heat map on, tracking locked. */
export const TrackingMapCrane: Story = { args: { initialInput: 'trackingmapCrane' } };
