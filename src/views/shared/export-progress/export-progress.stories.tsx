import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExportProgressView } from './export-progress.view';

const meta = {
  title: 'Shared/Export progress',
  component: ExportProgressView,
  args: { testId: 'export-progress' },
  decorators: [(Story) => <div style={{ width: 432, padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof ExportProgressView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing counted yet (the worker starting). */
export const Starting: Story = { args: { done: 0, total: 37, text: 'Building the file: 0 of 37 vehicles' } };
export const Partly: Story = { args: { done: 10, total: 37, text: 'Building the file: 10 of 37 vehicles' } };
/** The last step: the bar full beside "37 of 37" while the file is written. */
export const Full: Story = { args: { done: 37, total: 37, text: 'Building the file: 37 of 37 vehicles' } };
/** The server asked the next page to wait (issue 38: too much heavy work of this user): the wait shows. */
export const ServerBusy: Story = {
  args: { done: 3, total: 37, text: 'Loading data: 3 of 37 vehicles', waitSeconds: 5 },
};
