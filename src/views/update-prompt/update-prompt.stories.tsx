import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FIXTURE_LOCKED_MESSAGE } from '../../machines/update-prompt/update-prompt.fixtures';
import { UpdatePrompt, type UpdatePromptProps } from './update-prompt.view';

const message = FIXTURE_LOCKED_MESSAGE.userMsg;

const base: UpdatePromptProps = {
  updateShown: false,
  refreshing: false,
  message: null,
  detailsOpen: false,
  dismissDisabled: false,
  onLater: fn(),
  onRefresh: fn(),
  onDismiss: fn(),
  onOpenDetails: fn(),
  onCloseDetails: fn(),
};

const meta = {
  title: 'Shell/Update and message prompts',
  component: UpdatePrompt,
  args: base,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UpdatePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new version: Later hides it for 24 h, Refresh loads it. */
export const NewVersion: Story = { args: { updateShown: true } };

/** Refresh pressed: the caches are being cleared; the page reloads 0.7 s later. */
export const Refreshing: Story = { args: { updateShown: true, refreshing: true } };

/** The administrators' message, which may be dismissed. */
export const Message: Story = { args: { message } };

/** Disable-dismiss: no Dismiss; opening the details marks the message seen. */
export const MessageWithoutDismiss: Story = { args: { message, dismissDisabled: true } };

/** The details of the message. */
export const Details: Story = { args: { message, detailsOpen: true } };

/** Both at once: the message at the top, the new version at the bottom right. */
export const Both: Story = { args: { message, updateShown: true } };

/** In English. */
export const English: Story = { args: { message, updateShown: true }, globals: { locale: 'en-GB' } };
