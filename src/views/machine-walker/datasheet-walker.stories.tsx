import type { Meta, StoryObj } from '@storybook/react-vite';
import { datasheetFixtures } from '../../machines/fleet/datasheet.fixtures';
import { datasheetMachine } from '../../machines/fleet/datasheet.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Datasheet walker',
  component: MachineWalker,
  args: {
    title: 'Datasheet machine',
    machine: datasheetMachine,
    inputs: datasheetFixtures.inputs,
    eventVariants: datasheetFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active locomotive: the datasheet loads; saving is allowed. */
export const Locomotive: Story = { args: { initialInput: 'locomotive' } };

/** A demo user: saving is refused. */
export const DemoUser: Story = { args: { initialInput: 'demoUser' } };

/** No active locomotive: nothing to load or save. */
export const NoLocomotive: Story = { args: { initialInput: 'noLocomotive' } };
