import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fixtureAlarmPage } from '../../../machines/alarms/alarm-list.fixtures';
import { AlarmActionForm } from './alarm-action-form.view';
import { AlarmListView } from './alarm-list.view';

const page = fixtureAlarmPage(1, 8);
const names = new Map([
  [101, 'V 100 Lisa'],
  [102, 'G 1206 Berta'],
]);

const meta = {
  title: 'Notifications/Alarms',
  component: AlarmListView,
  args: {
    filter: 'active',
    alarms: page.items,
    names,
    page: 1,
    pageSize: 50,
    total: page.total,
    loading: false,
    failed: false,
    empty: false,
    stale: false,
    canAct: true,
    openAlarmId: null,
    onFilter: fn(),
    onPage: fn(),
    onRetry: fn(),
    onRefresh: fn(),
    onAction: fn(),
    timeZone: 'Europe/Berlin',
  },
} satisfies Meta<typeof AlarmListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The active alarms, each with Acknowledge and Clear. */
export const Active: Story = {};

/** The acknowledged ones: who acknowledged; only Clear. */
export const Acknowledged: Story = {
  args: { filter: 'acknowledged', alarms: fixtureAlarmPage(1, 4, 'acknowledged').items, total: 4 },
};

/** The cleared ones: nothing to do. */
export const Cleared: Story = {
  args: { filter: 'cleared', alarms: fixtureAlarmPage(1, 4, 'cleared').items, total: 4 },
};

/** Clearing the first alarm by hand: the remark is required. */
export const ClearForm: Story = {
  args: {
    openAlarmId: 1,
    actionForm: (
      <AlarmActionForm
        kind="clear"
        type="Speed limit exceeded"
        vehicle="V 100 Lisa"
        remark=""
        canSubmit={false}
        submitting={false}
        failure={null}
        onRemark={fn()}
        onSubmit={fn()}
        onCancel={fn()}
      />
    ),
  },
};

/** Someone acknowledged it first (409). */
export const Conflict: Story = {
  args: {
    openAlarmId: 1,
    actionForm: (
      <AlarmActionForm
        kind="acknowledge"
        type="Speed limit exceeded"
        vehicle="V 100 Lisa"
        remark="Driver informed"
        canSubmit
        submitting={false}
        failure="conflict"
        onRemark={fn()}
        onSubmit={fn()}
        onCancel={fn()}
      />
    ),
  },
};

/** The demo user reads but may not act; new alarms have arrived. */
export const DemoAndStale: Story = { args: { canAct: false, stale: true } };

/** Nothing in this state, or the list failed. */
export const Empty: Story = { args: { alarms: [], total: 0, empty: true } };
export const Failed: Story = { args: { alarms: [], total: 0, failed: true } };
