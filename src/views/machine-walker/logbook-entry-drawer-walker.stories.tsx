import type { Meta, StoryObj } from '@storybook/react-vite';
import { entryDrawerFixtures } from '../../machines/logbook/entry/entry.fixtures';
import { entryDrawerMachine } from '../../machines/logbook/entry/entry-drawer.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Logbook entry drawer walker',
  component: MachineWalker,
  args: {
    title: 'Logbook entry drawer machine',
    machine: entryDrawerMachine,
    inputs: entryDrawerFixtures.inputs,
    eventVariants: entryDrawerFixtures.eventVariants,
  },
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  // Closed is the end of the drawer's life (the screen calls onClose).
  parameters: { layout: 'fullscreen', walker: { deadEnds: ['"closed"'] } },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new entry of a vehicle: the newest entry and the last A1 load, then the form. */
export const NewEntry: Story = { args: { initialInput: 'newEntry' } };

/** A new entry without a vehicle: the form opens at once; saving is refused. */
export const NoVehicle: Story = { args: { initialInput: 'noVehicle' } };

/** A stored entry: it loads, then opens editable (created) or read-only (finalised). */
export const StoredEntry: Story = { args: { initialInput: 'stored' } };
