import type { Meta, StoryObj } from '@storybook/react-vite';
import { dashboardFetchFixtures } from '../../machines/fleet/dashboard-fetch.fixtures';
import { dashboardFetchMachine } from '../../machines/fleet/dashboard-fetch.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Dashboard fetch walker',
  component: MachineWalker,
  args: {
    title: 'Dashboard fetch machine',
    machine: dashboardFetchMachine,
    inputs: dashboardFetchFixtures.inputs,
    eventVariants: dashboardFetchFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two vehicles selected: the fetch starts after 400 ms. */
export const WithSelection: Story = { args: { initialInput: 'withSelection' } };

/** Nothing selected: nothing to fetch. */
export const NothingSelected: Story = { args: { initialInput: 'nothingSelected' } };

/** Offline: nothing is fetched. */
export const Offline: Story = { args: { initialInput: 'offline' } };
