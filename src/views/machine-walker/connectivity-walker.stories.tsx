import type { Meta, StoryObj } from '@storybook/react-vite';
import { connectivityFixtures } from '../../machines/connectivity/connectivity.fixtures';
import { connectivityMachine } from '../../machines/connectivity/connectivity.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Connectivity walker',
  component: MachineWalker,
  args: {
    title: 'Connectivity machine',
    machine: connectivityMachine,
    inputs: connectivityFixtures.inputs,
    eventVariants: connectivityFixtures.eventVariants,
  },
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StartsOnline: Story = { args: { initialInput: 'startsOnline' } };

export const StartsOffline: Story = { args: { initialInput: 'startsOffline' } };
