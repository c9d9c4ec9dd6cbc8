import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FIXTURE_FAQ_DE, FIXTURE_FAQ_EN } from '../../machines/content/content-document.fixtures';
import { FaqView } from './faq.view';

const meta = {
  title: 'Help/FAQ',
  component: FaqView,
  args: { faq: FIXTURE_FAQ_DE, loading: false, failed: false, onRetry: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FaqView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {};
export const English: Story = { args: { faq: FIXTURE_FAQ_EN } };
export const Loading: Story = { args: { faq: null, loading: true } };
export const Failed: Story = { args: { faq: null, failed: true } };
export const Empty: Story = { args: { faq: { items: [] } } };
