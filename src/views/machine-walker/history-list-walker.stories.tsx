import type { Meta, StoryObj } from '@storybook/react-vite';
import { historyListFixtures } from '../../machines/notifications/history-list.fixtures';
import { historyListMachine } from '../../machines/notifications/history-list.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/History list walker',
  component: MachineWalker,
  args: {
    title: 'Notifications history list machine',
    machine: historyListMachine,
    inputs: historyListFixtures.inputs,
    eventVariants: historyListFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two vehicles selected: the first page loads; sort, page, change the period or the selection. */
export const Selected: Story = { args: { initialInput: 'selected' } };

/** Nothing selected: every vehicle of the user. */
export const AllVehicles: Story = { args: { initialInput: 'allVehicles' } };

/** No period applied yet: waiting, nothing fetched. */
export const NoPeriod: Story = { args: { initialInput: 'noPeriod' } };
