import type { Meta, StoryObj } from '@storybook/react-vite';
import { mapFrameFixtures } from '../../machines/map/map-frame.fixtures';
import { mapFrameMachine } from '../../machines/map/map-frame.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Map frame walker',
  component: MachineWalker,
  args: {
    title: 'Map frame machine',
    machine: mapFrameMachine,
    inputs: mapFrameFixtures.inputs,
    eventVariants: mapFrameFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the dashboard (initial zoom capped at 6). */
export const Dashboard: Story = { args: { initialInput: 'dashboard' } };

/** On reporting (no zoom cap). */
export const Reporting: Story = { args: { initialInput: 'reporting' } };
