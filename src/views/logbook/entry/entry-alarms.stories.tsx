import type { Meta, StoryObj } from '@storybook/react-vite';
import { EntryAlarms } from './entry-alarms.view';

const meta = {
  title: 'Logbook/Entry alarms',
  component: EntryAlarms,
  args: {
    alarms: [
      { id: 7, type: 'NSSuspectedCrash', state: 'active' },
      { id: 9, type: 'NSFlatSpot', state: 'cleared' },
    ],
  },
} satisfies Meta<typeof EntryAlarms>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The alarms linked to the entry's defect, one still open, one cleared by resolving it. */
export const Linked: Story = {};

/** No alarms: nothing is shown. */
export const None: Story = { args: { alarms: [] } };
