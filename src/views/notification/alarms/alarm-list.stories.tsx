import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fixtureAlarmPage, fixtureRemarkedAlarms } from '../../../machines/alarms/alarm-list.fixtures';
import { fixtureDefect } from '../../../machines/alarms/alarm-defect.fixtures';
import { AlarmActionForm, type AlarmActionFormProps } from './alarm-action-form.view';
import { AlarmDefectForm, type AlarmDefectFormProps } from './alarm-defect-form.view';
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
    canDefect: true,
    openAlarmId: null,
    onFilter: fn(),
    onPage: fn(),
    onRetry: fn(),
    onRefresh: fn(),
    onAction: fn(),
    onDefect: fn(),
    timeZone: 'Europe/Berlin',
  },
} satisfies Meta<typeof AlarmListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The acknowledge/clear form of the first alarm (a speed alarm of V 100 Lisa), clearing by default. */
const actionForm = (overrides: Partial<AlarmActionFormProps>) => (
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
    {...overrides}
  />
);

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
    actionForm: actionForm({}),
  },
};

/** Someone acknowledged it first (409). */
export const Conflict: Story = {
  args: {
    openAlarmId: 1,
    actionForm: actionForm({
      kind: 'acknowledge',
      remark: 'Driver informed',
      canSubmit: true,
      failure: 'conflict',
    }),
  },
};

/** The demo user reads but may not act; new alarms have arrived. */
export const DemoAndStale: Story = { args: { canAct: false, stale: true } };

/** Nothing in this state, or the list failed. */
export const Empty: Story = { args: { alarms: [], total: 0, empty: true } };
export const Failed: Story = { args: { alarms: [], total: 0, failed: true } };

/** Desk: who acknowledged and cleared each alarm, when, and their remarks (an empty one is left out). */
export const WithRemarks: Story = {
  args: { filter: 'cleared', alarms: fixtureRemarkedAlarms(), total: 4, layout: 'table' },
};

const PHONE = { viewport: { value: 'mobile2', isRotated: false } } as const;

/**
 * A phone (390 px, touch): one card per alarm (locomotive, state, type, events, first and last event,
 * handling with remarks, defect, actions), nothing scrolls sideways.
 */
export const PhoneCards: Story = {
  globals: PHONE,
  args: { alarms: fixtureRemarkedAlarms(), total: 4 },
};

/** A phone in English, clearing the first alarm by hand: the form follows its card. */
export const PhoneCardsClearEnglish: Story = {
  globals: { ...PHONE, locale: 'en-GB' },
  args: {
    alarms: fixtureRemarkedAlarms(),
    total: 4,
    openAlarmId: 1,
    actionForm: actionForm({}),
  },
};

/** Cards wherever the list is narrow (here fixed), for the demo user: no actions. */
export const CardsDemo: Story = {
  args: { alarms: fixtureRemarkedAlarms(), total: 4, layout: 'cards', canAct: false, canDefect: false },
};

const [first, second, third] = page.items;
/** Alarms with their logbook defects: open, resolved (the alarm cleared by it). */
export const WithDefects: Story = {
  args: {
    alarms: [
      { ...first!, defect: fixtureDefect() },
      {
        ...second!,
        state: 'cleared',
        cleared: {
          at: '2026-03-11T09:00:00.000Z',
          cause: 'defect',
          by: { accountId: 'acc-1', name: 'Dana Dispatcher' },
          remark: 'Buffer replaced',
        },
        defect: fixtureDefect({ state: 'resolved', status: 'finalized', description: 'Buffer bent' }),
      },
      third!,
    ],
  },
};

const defectForm = (overrides: Partial<AlarmDefectFormProps>) => (
  <AlarmDefectForm
    mode="create"
    type="Suspected crash"
    vehicle="V 100 Lisa"
    description="Suspected crash on V 100 Lisa: 2 events from 11.03.2026 09:00 to 11.03.2026 09:02."
    choices={[]}
    entryId={null}
    canSubmit
    submitting={false}
    loadFailed={false}
    failure={null}
    date={(iso) => iso.slice(0, 10)}
    onDescription={fn()}
    onPick={fn()}
    onSubmit={fn()}
    onRetry={fn()}
    onCancel={fn()}
    {...overrides}
  />
);

/** Making a defect from the first alarm: the description starts as its facts. */
export const CreateDefect: Story = { args: { openAlarmId: 1, actionForm: defectForm({}) } };

/** Linking: the vehicle's open defects to pick from. */
export const LinkDefect: Story = {
  args: {
    openAlarmId: 1,
    actionForm: defectForm({
      mode: 'link',
      choices: [fixtureDefect(), fixtureDefect({ entryId: 'e2', description: 'Horn weak' })],
      entryId: fixtureDefect().entryId,
    }),
  },
};

/** Linking: none open, or the list failed; and a refused creation (409). */
export const LinkNoChoices: Story = {
  args: { openAlarmId: 1, actionForm: defectForm({ mode: 'link', choices: [], canSubmit: false }) },
};
export const LinkLoadFailed: Story = {
  args: { openAlarmId: 1, actionForm: defectForm({ mode: 'link', choices: null, loadFailed: true }) },
};
export const DefectConflict: Story = {
  args: { openAlarmId: 1, actionForm: defectForm({ failure: 'conflict' }) },
};
