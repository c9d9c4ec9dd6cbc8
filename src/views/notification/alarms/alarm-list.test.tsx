import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fixtureAlarmPage, fixtureListAlarm } from '../../../machines/alarms/alarm-list.fixtures';
import { renderWithProviders } from '../../shared/testing/render';
import { AlarmActionForm, type AlarmActionFormProps } from './alarm-action-form.view';
import { AlarmListView, type AlarmListViewProps } from './alarm-list.view';

const page = fixtureAlarmPage(1, 3);
const props = (overrides: Partial<AlarmListViewProps> = {}): AlarmListViewProps => ({
  filter: 'active',
  alarms: page.items,
  names: new Map([
    [101, 'V 100 Lisa'],
    [102, 'G 1206 Berta'],
  ]),
  page: 1,
  pageSize: 50,
  total: page.total,
  loading: false,
  failed: false,
  empty: false,
  stale: false,
  canAct: true,
  openAlarmId: null,
  onFilter: vi.fn(),
  onPage: vi.fn(),
  onRetry: vi.fn(),
  onRefresh: vi.fn(),
  onAction: vi.fn(),
  timeZone: 'Europe/Berlin',
  ...overrides,
});

const formProps = (overrides: Partial<AlarmActionFormProps> = {}): AlarmActionFormProps => ({
  kind: 'clear',
  type: 'Geschwindigkeit überschritten',
  vehicle: 'V 100 Lisa',
  remark: '',
  canSubmit: false,
  submitting: false,
  failure: null,
  onRemark: vi.fn(),
  onSubmit: vi.fn(),
  onCancel: vi.fn(),
  ...overrides,
});

describe('alarms on the notifications page (issue 30 §1)', () => {
  it('shows a row per alarm: locomotive, state, count, first and last time in Berlin, who acknowledged', () => {
    const acknowledged = fixtureListAlarm(1, 'acknowledged');
    renderWithProviders(<AlarmListView {...props({ alarms: [page.items[0]!, acknowledged] })} />);
    const rows = screen.getAllByTestId('alarm-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('V 100 Lisa')).toBeTruthy();
    expect(first.getByText('Aktiv')).toBeTruthy();
    // 22.11.2026 10:00 UTC is 11:00 in Berlin.
    expect(first.getAllByText('22.11.2026 11:00')).toHaveLength(2);
    const second = within(rows[1]!);
    expect(second.getByText('G 1206 Berta')).toBeTruthy();
    expect(second.getByText('Bestätigt')).toBeTruthy();
    expect(second.getByTestId('alarm-acknowledged').textContent).toContain(
      'Dana Dispatcher, 22.11.2026 10:05',
    );
    expect(second.getByText('2')).toBeTruthy();
  });

  it('offers acknowledge and clear as the state allows, and tells the filter', () => {
    const onAction = vi.fn();
    const onFilter = vi.fn();
    const acknowledged = fixtureListAlarm(1, 'acknowledged');
    renderWithProviders(
      <AlarmListView {...props({ alarms: [page.items[0]!, acknowledged], onAction, onFilter })} />,
    );
    const [active, ack] = screen.getAllByTestId('alarm-row');
    fireEvent.click(within(active!).getByTestId('alarm-acknowledge'));
    expect(onAction).toHaveBeenCalledWith(page.items[0], 'acknowledge');
    expect(within(ack!).queryByTestId('alarm-acknowledge')).toBeNull();
    fireEvent.click(within(ack!).getByTestId('alarm-clear'));
    expect(onAction).toHaveBeenLastCalledWith(acknowledged, 'clear');
    fireEvent.click(screen.getByTestId('alarm-filter-cleared'));
    expect(onFilter).toHaveBeenCalledWith('cleared');
  });

  it('offers no action to the demo user, and tells about new alarms', () => {
    const onRefresh = vi.fn();
    renderWithProviders(<AlarmListView {...props({ canAct: false, stale: true, onRefresh })} />);
    expect(screen.queryByTestId('alarm-acknowledge')).toBeNull();
    expect(screen.getByTestId('alarm-demo-note').textContent).toContain('Demo-Benutzer');
    fireEvent.click(within(screen.getByTestId('alarm-stale')).getByRole('button'));
    expect(onRefresh).toHaveBeenCalled();
  });

  it('shows the empty state and a failure with retry', () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <AlarmListView {...props({ alarms: [], total: 0, empty: true, failed: true, onRetry })} />,
    );
    expect(screen.getByTestId('alarm-empty').textContent).toBe(
      'Keine Alarme in diesem Zustand für die gewählten Loks im Zeitraum.',
    );
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button'));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows the open action’s form under its row', () => {
    renderWithProviders(<AlarmListView {...props({ openAlarmId: 1, actionForm: <p>form</p> })} />);
    expect(screen.getByText('form')).toBeTruthy();
    expect(
      within(screen.getAllByTestId('alarm-row')[0]!).getByTestId<HTMLButtonElement>('alarm-acknowledge')
        .disabled,
    ).toBe(true);
  });
});

describe('alarm rows and cards: the remarks, and a phone’s layout (issue 30 §1)', () => {
  const cleared = {
    ...fixtureListAlarm(2, 'cleared'),
    acknowledged: {
      at: '2026-11-22T08:05:00.000Z',
      by: { accountId: 'acc-1', name: 'Dana Dispatcher' },
      remark: 'Lokführer informiert',
    },
    cleared: {
      at: '2026-11-22T08:10:00.000Z',
      cause: 'manual' as const,
      by: { accountId: 'acc-2', name: 'Max Meister' },
      remark: 'Sensor getauscht',
    },
  };
  const silent = { ...fixtureListAlarm(3, 'acknowledged'), id: 77 };
  const withoutRemark = {
    ...silent,
    acknowledged: { ...silent.acknowledged!, remark: '' },
  };

  it.each(['table', 'cards'] as const)(
    'shows who acknowledged and cleared, when, and both remarks (%s)',
    (layout) => {
      renderWithProviders(<AlarmListView {...props({ layout, alarms: [cleared, withoutRemark] })} />);
      expect(screen.getByTestId('alarm-list').dataset['layout']).toBe(layout);
      const [row, other] = screen.getAllByTestId('alarm-row');
      const inRow = within(row!);
      expect(inRow.getByTestId('alarm-acknowledged').textContent).toContain(
        'Dana Dispatcher, 22.11.2026 09:05',
      );
      expect(inRow.getByTestId('alarm-ack-remark').textContent).toBe(
        'Bemerkung zur Bestätigung: Lokführer informiert',
      );
      expect(inRow.getByTestId('alarm-cleared').textContent).toContain(
        'Aufgehoben von Max Meister, 22.11.2026 09:10',
      );
      expect(inRow.getByTestId('alarm-clear-remark').textContent).toBe(
        'Bemerkung zum Aufheben: Sensor getauscht',
      );
      // An empty acknowledgement remark is left out.
      expect(within(other!).queryByTestId('alarm-ack-remark')).toBeNull();
    },
  );

  it('lays a card per alarm out with every fact of the row, its actions and its open form', () => {
    const onAction = vi.fn();
    renderWithProviders(
      <AlarmListView {...props({ layout: 'cards', onAction, openAlarmId: 2, actionForm: <p>form</p> })} />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByTestId('alarm-row');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    for (const text of ['V 100 Lisa', 'Aktiv', 'Ereignisse', '1', '22.11.2026 11:00']) {
      expect(first.getAllByText(text).length, text).toBeGreaterThan(0);
    }
    fireEvent.click(first.getByTestId('alarm-acknowledge'));
    expect(onAction).toHaveBeenCalledWith(page.items[0], 'acknowledge');
    expect(within(cards[1]!).getByText('form')).toBeTruthy();
  });
});

describe('the alarm action form', () => {
  it('requires a remark to clear by hand and sends what is typed', () => {
    const onRemark = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(<AlarmActionForm {...formProps({ onRemark, onCancel })} />);
    expect(screen.getByTestId('alarm-remark-required')).toBeTruthy();
    expect(screen.getByTestId<HTMLButtonElement>('alarm-submit').disabled).toBe(true);
    fireEvent.change(screen.getByTestId('alarm-remark'), { target: { value: 'checked' } });
    expect(onRemark).toHaveBeenCalledWith('checked');
    fireEvent.click(screen.getByTestId('alarm-cancel'));
    expect(onCancel).toHaveBeenCalled();
  });

  it('submits an acknowledgement and tells a conflict', () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <AlarmActionForm
        {...formProps({ kind: 'acknowledge', canSubmit: true, failure: 'conflict', onSubmit })}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Jemand anderes');
    fireEvent.click(screen.getByTestId('alarm-submit'));
    expect(onSubmit).toHaveBeenCalled();
  });
});
