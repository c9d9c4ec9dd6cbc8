import type { Meta, StoryObj } from '@storybook/react-vite';
import { alarmDefectFixtures } from '../../machines/alarms/alarm-defect.fixtures';
import { alarmDefectMachine } from '../../machines/alarms/alarm-defect.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Alarm defect walker',
  component: MachineWalker,
  args: {
    title: 'Alarm defect machine',
    machine: alarmDefectMachine,
    inputs: alarmDefectFixtures.inputs,
    eventVariants: alarmDefectFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen', walker: { deadEnds: ['"done"'] } },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An open alarm without a defect: create one from it, or link it to an open one. */
export const Open: Story = { args: { initialInput: 'active' } };

/** An alarm already linked to a defect: nothing to choose. */
export const Linked: Story = { args: { initialInput: 'linked' } };
