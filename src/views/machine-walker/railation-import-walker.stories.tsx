import type { Meta, StoryObj } from '@storybook/react-vite';
import { railationImportFixtures } from '../../machines/administration/railation-import.fixtures';
import { railationImportMachine } from '../../machines/administration/railation-import.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Railation import walker',
  component: MachineWalker,
  args: {
    title: 'Railation import machine (a CSV or GeoJSON file, counts or bad rows)',
    machine: railationImportMachine,
    inputs: railationImportFixtures.inputs,
    eventVariants: railationImportFixtures.eventVariants,
  },
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Import a file (an empty one is refused), then answer the counts or a 400 naming the bad rows. */
export const Visit: Story = { args: { initialInput: 'visit' } };
