import type { Meta, StoryObj } from '@storybook/react-vite';
import { analyticsConsentFixtures } from '../../machines/analytics/analytics-consent.fixtures';
import { analyticsConsentMachine } from '../../machines/analytics/analytics-consent.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Analytics consent walker',
  component: MachineWalker,
  args: {
    title: 'Analytics consent machine',
    machine: analyticsConsentMachine,
    inputs: analyticsConsentFixtures.inputs,
    eventVariants: analyticsConsentFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  // Without a configured script the machine stays off: nothing is left to send.
  parameters: { layout: 'fullscreen', walker: { deadEnds: ['"off"'] } },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A script is configured: send `account.changed` (an account never asked) and answer the question. */
export const Configured: Story = { args: { initialInput: 'configured' } };

/** No ANALYTICS_URL: the machine stays off whatever the account. */
export const NotConfigured: Story = { args: { initialInput: 'notConfigured' } };
