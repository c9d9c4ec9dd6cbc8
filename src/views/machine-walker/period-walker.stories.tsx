import type { Meta, StoryObj } from '@storybook/react-vite';
import { periodFixtures } from '../../machines/period/period.fixtures';
import { periodMachine } from '../../machines/period/period.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Period walker',
  component: MachineWalker,
  args: {
    title: 'Period machine',
    machine: periodMachine,
    inputs: periodFixtures.inputs,
    eventVariants: periodFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reporting toolbar: days after today blocked, locked for cranes. */
export const Reporting: Story = { args: { initialInput: 'reporting' } };

/** The tracking map: today is blocked too. */
export const TrackingMap: Story = { args: { initialInput: 'trackingmap' } };

/** The graph drawer: never locked, the day after a window's end blocked. */
export const Graph: Story = { args: { initialInput: 'graph' } };

/** Opened from a shared link carrying a period. */
export const SharedLink: Story = { args: { initialInput: 'sharedLink' } };
