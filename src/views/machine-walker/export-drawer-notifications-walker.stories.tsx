import type { Meta, StoryObj } from '@storybook/react-vite';
import { notificationExportFixtures } from '../../machines/notifications/notification-export.fixtures';
import { notificationExportDrawerMachine } from '../../machines/notifications/notification-export.source';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Export drawer walker (notifications)',
  component: MachineWalker,
  args: {
    title: 'Export drawer machine, configured for notifications',
    machine: notificationExportDrawerMachine,
    inputs: notificationExportFixtures.inputs,
    eventVariants: notificationExportFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: open the drawer, or run the development-only Quick Export of the list's query. */
export const Closed: Story = { args: { initialInput: 'closed' } };

/** The drawer open with the fixture vehicles (the crane left out). */
export const Open: Story = { args: { initialInput: 'open' } };

/** Two vehicles selected: Export fetches the pages and builds the sheet. */
export const Selected: Story = { args: { initialInput: 'selected' } };

/** The demo user: Export is refused. */
export const Demo: Story = { args: { initialInput: 'demo' } };
