import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CalendarPlaceView } from './lazy-calendar.view';

const meta = {
  title: 'Shared/Calendar place',
  component: CalendarPlaceView,
  parameters: { layout: 'padded' },
  args: { failed: false, onRetry: fn() },
} satisfies Meta<typeof CalendarPlaceView>;

export default meta;
type Story = StoryObj<typeof meta>;

const en = { globals: { locale: 'en-GB' } } as const;

/** The calendar's code is loading (its first opening on a slow link): a spinner in the calendar's size. */
export const Loading: Story = {};
export const LoadingEnglish: Story = { ...en };

/** It could not be loaded (offline before the worker cached it): the message and a retry. */
export const Failed: Story = { args: { failed: true } };
export const FailedEnglish: Story = { ...en, args: { failed: true } };
