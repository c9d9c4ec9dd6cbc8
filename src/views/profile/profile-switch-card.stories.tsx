import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProfileSwitchCard } from './profile-switch-card.view';

const meta = {
  title: 'Profile/Switch card',
  component: ProfileSwitchCard,
  args: {
    title: 'Messages',
    legend: 'Messages that pass by themselves stay ten times as long.',
    label: 'Keep messages on screen longer',
    checked: false,
    onCheckedChange: fn(),
  },
} satisfies Meta<typeof ProfileSwitchCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: the standard time. */
export const Off: Story = {};

/** On. */
export const On: Story = { args: { checked: true } };
