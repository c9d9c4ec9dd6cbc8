import type { Meta, StoryObj } from '@storybook/react-vite';
import { railationMarkersFixtures } from '../../machines/railation/railation-markers.fixtures';
import { railationMarkersMachine } from '../../machines/railation/railation-markers.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Railation markers walker',
  component: MachineWalker,
  args: {
    title: 'Railation markers machine (the map’s railation points)',
    machine: railationMarkersMachine,
    inputs: railationMarkersFixtures.inputs,
    eventVariants: railationMarkersFixtures.eventVariants,
  },
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Show the points, change the filter or the area, answer or fail, wait for the 15 s refresh, hide. */
export const AllCategories: Story = { args: { initialInput: 'allCategories' } };
/** Starts filtered to the ships. */
export const Ships: Story = { args: { initialInput: 'ships' } };
