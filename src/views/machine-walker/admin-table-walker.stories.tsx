import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminTableFixtures, fixtureTableMachine } from '../../machines/administration/admin-table.fixtures';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Administration table walker',
  component: MachineWalker,
  args: {
    title: 'Administration table machine (paging, search, row saves)',
    machine: fixtureTableMachine,
    inputs: adminTableFixtures.inputs,
    eventVariants: adminTableFixtures.eventVariants,
  },
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 20 rows a page: answer the load, page, search, save a row. */
export const Default: Story = { args: { initialInput: 'default' } };

/** 10 rows a page. */
export const TenPerPage: Story = { args: { initialInput: 'tenPerPage' } };
