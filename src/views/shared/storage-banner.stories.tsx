import type { Meta, StoryObj } from '@storybook/react-vite';
import { StorageBanner } from './storage-banner.view';

const meta = {
  title: 'Shared/Storage banner',
  component: StorageBanner,
  args: { level: 'full', administers: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StorageBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A user's write was refused (507), or the health check says full: nothing can be saved now. */
export const Full: Story = {};

/** The same for an administrator: what to do about it. */
export const FullForAdministrator: Story = { args: { administers: true } };

/** Nearly full (90 % used by default): administrators only. */
export const Warning: Story = { args: { level: 'warning', administers: true } };
