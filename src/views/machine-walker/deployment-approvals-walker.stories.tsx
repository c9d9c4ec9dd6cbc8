import type { Meta, StoryObj } from '@storybook/react-vite';
import { deploymentApprovalsFixtures } from '../../machines/deployment-approvals/deployment-approvals.fixtures';
import { deploymentApprovalsMachine } from '../../machines/deployment-approvals/deployment-approvals.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Deployment approvals walker',
  component: MachineWalker,
  args: {
    title: 'Deployment approvals machine',
    machine: deploymentApprovalsMachine,
    inputs: deploymentApprovalsFixtures.inputs,
    eventVariants: deploymentApprovalsFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The administrator on staging: resolve the load with both approved to deploy. */
export const Administrator: Story = { args: { initialInput: 'administrator' } };

/** The operator's admin: only the operator checkbox is accepted. */
export const OperatorAdmin: Story = { args: { initialInput: 'operatorAdmin' } };

/** Production: the status is read, nothing else is accepted. */
export const Production: Story = { args: { initialInput: 'production' } };
