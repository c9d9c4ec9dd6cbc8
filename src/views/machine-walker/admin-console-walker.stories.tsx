import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminConsoleFixtures } from '../../machines/administration/admin-console.fixtures';
import { adminConsoleMachine } from '../../machines/administration/admin-console.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Administration console walker',
  component: MachineWalker,
  args: {
    title: 'Administration console machine',
    machine: adminConsoleMachine,
    inputs: adminConsoleFixtures.inputs,
    eventVariants: adminConsoleFixtures.eventVariants,
  },
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  // Refused is the end of the visit: the page only says "Unauthorised User".
  parameters: { layout: 'fullscreen', walker: { deadEnds: ['"refused"'] } },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Answer the permission check: an administrator on staging, the operator's admin on production, a plain user. */
export const Visit: Story = { args: { initialInput: 'visit' } };
