import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FIXTURE_SUPPLIERS } from '../../machines/content/content-document.fixtures';
import { FIXTURE_SUPPLIERS_VIEW } from './suppliers.fixtures';
import { SuppliersView } from './suppliers.view';

const meta = {
  title: 'Help/Suppliers',
  component: SuppliersView,
  args: {
    ...FIXTURE_SUPPLIERS_VIEW,
    onFilter: fn(),
    onRetry: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ height: '100vh' }}>{Story()}</div>],
} satisfies Meta<typeof SuppliersView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
export const English: Story = { args: { language: 'en-GB' } };
/** Filtered to France: one supplier, without coordinates. */
export const OneCountry: Story = {
  args: {
    suppliers: FIXTURE_SUPPLIERS.items.filter((s) => s.country === 'FR'),
    filter: { country: 'FR', text: '' },
  },
};
/** A point on the map was clicked: its row is highlighted. */
export const Selected: Story = { args: { selectedId: 3 } };
export const NoneFound: Story = { args: { suppliers: [], filter: { country: '', text: 'zzz' } } };
export const Loading: Story = { args: { suppliers: [], loading: true } };
export const Failed: Story = { args: { suppliers: [], failed: true } };
