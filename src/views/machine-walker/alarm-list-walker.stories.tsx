import type { Meta, StoryObj } from '@storybook/react-vite';
import { alarmListFixtures } from '../../machines/alarms/alarm-list.fixtures';
import { alarmListMachine } from '../../machines/alarms/alarm-list.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Alarm list walker',
  component: MachineWalker,
  args: {
    title: 'Alarm list machine',
    machine: alarmListMachine,
    inputs: alarmListFixtures.inputs,
    eventVariants: alarmListFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The active alarms: page, filter by state, vehicles and period, live changes in place or as “new alarms”. */
export const Active: Story = { args: { initialInput: 'active' } };

/** The cleared alarms. */
export const Cleared: Story = { args: { initialInput: 'cleared' } };

/** No period applied yet: nothing is fetched until the toolbar's period arrives. */
export const NoPeriod: Story = { args: { initialInput: 'noPeriod' } };
