import type { Meta, StoryObj } from '@storybook/react-vite';
import { railationPlaceFixtures } from '../../machines/railation/railation-place.fixtures';
import { railationPlaceMachine } from '../../machines/railation/railation-place.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Railation place walker',
  component: MachineWalker,
  args: {
    title: 'Railation place machine (the detail drawer)',
    machine: railationPlaceMachine,
    inputs: railationPlaceFixtures.inputs,
    eventVariants: railationPlaceFixtures.eventVariants,
  },
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open a place or a ship, answer or fail, retry, close. */
export const Default: Story = { args: { initialInput: 'default' } };
