import type { Meta, StoryObj } from '@storybook/react-vite';
import { alarmActionFixtures } from '../../machines/alarms/alarm-action.fixtures';
import { alarmActionMachine } from '../../machines/alarms/alarm-action.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Alarm action walker',
  component: MachineWalker,
  args: {
    title: 'Alarm action machine',
    machine: alarmActionMachine,
    inputs: alarmActionFixtures.inputs,
    eventVariants: alarmActionFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active alarm: acknowledge (remark may be empty) or clear by hand (remark required). */
export const Active: Story = { args: { initialInput: 'active' } };

/** An acknowledged alarm: only clearing by hand is offered. */
export const Acknowledged: Story = { args: { initialInput: 'acknowledged' } };

/** A cleared alarm: nothing to do. */
export const Cleared: Story = { args: { initialInput: 'cleared' } };
