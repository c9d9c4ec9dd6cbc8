import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AnalyticsConsentView } from './analytics-consent.view';

const meta = {
  title: 'Shell/Analytics consent',
  component: AnalyticsConsentView,
  args: {
    asking: true,
    saveFailed: false,
    saving: false,
    onAllow: fn(),
    onDecline: fn(),
    onRetry: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AnalyticsConsentView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An account that was never asked: nothing is loaded until Allow. */
export const Question: Story = {};

/** The same question in English. */
export const QuestionEnglish: Story = { globals: { locale: 'en-GB' } };

/** The choice was applied but could not be stored: try again. */
export const SaveFailed: Story = { args: { asking: false, saveFailed: true } };

/** Answered and stored (or analytics is off): nothing shows. */
export const Answered: Story = { args: { asking: false } };
