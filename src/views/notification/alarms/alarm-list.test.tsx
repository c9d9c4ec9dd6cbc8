import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { alarmDefectMachine } from '../../../machines/alarms/alarm-defect.machine';
import { fixtureDefect } from '../../../machines/alarms/alarm-defect.fixtures';
import { fixtureAlarmPage, fixtureListAlarm } from '../../../machines/alarms/alarm-list.fixtures';
import { renderWithProviders } from '../../shared/testing/render';
import { AlarmActionForm, type AlarmActionFormProps } from './alarm-action-form.view';
import { AlarmDefectScreen } from './alarm-defect.screen';
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
    // One event: its time once (22.11.2026 10:00 UTC is 11:00 in Berlin).
    expect(first.getByTestId('alarm-count').textContent).toBe('1 Ereignis');
    expect(first.getAllByText('22.11.2026 11:00')).toHaveLength(1);
    const second = within(rows[1]!);
    expect(second.getByText('G 1206 Berta')).toBeTruthy();
    expect(second.getByText('Bestätigt')).toBeTruthy();
    expect(second.getByTestId('alarm-acknowledged').textContent).toContain(
      'Dana Dispatcher, 22.11.2026 10:05',
    );
    // Two events: the first and the last time, one under the other.
    expect(second.getByTestId('alarm-count').textContent).toBe('2 Ereignisse');
    expect(second.getByText('22.11.2026 09:50')).toBeTruthy();
    expect(second.getByText('– 22.11.2026 10:00')).toBeTruthy();
  });

  it('puts every action of a row in one cell, and leaves the column out where no row has one', () => {
    const columns = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    const { unmount } = renderWithProviders(
      <AlarmListView {...props({ layout: 'table', canDefect: true, onDefect: vi.fn() })} />,
    );
    expect(columns()).toEqual(['Lok', 'Alarmtyp', 'EreignisseEurope/Berlin', 'Zustand', 'Aktionen']);
    const cells = within(screen.getAllByTestId('alarm-row')[0]!).getAllByRole('cell');
    const actions = within(cells.at(-1)!);
    for (const id of ['alarm-acknowledge', 'alarm-clear', 'alarm-defect-create', 'alarm-defect-link-start'])
      expect(actions.getByTestId(id)).toBeTruthy();
    unmount();
    // Cleared alarms offer nothing: no empty column.
    renderWithProviders(
      <AlarmListView
        {...props({
          layout: 'table',
          filter: 'cleared',
          alarms: fixtureAlarmPage(1, 2, 'cleared').items,
          canDefect: true,
        })}
      />,
    );
    expect(columns()).toEqual(['Lok', 'Alarmtyp', 'EreignisseEurope/Berlin', 'Zustand']);
  });

  it.each(['table', 'cards'] as const)(
    'links the defect briefly (its day and state) as the app’s links look (%s)',
    (layout) => {
      const linked = { ...fixtureListAlarm(1, 'acknowledged'), defect: fixtureDefect() };
      renderWithProviders(<AlarmListView {...props({ layout, alarms: [linked] })} />);
      const link = within(screen.getByTestId('alarm-row')).getByTestId('alarm-defect-link');
      // 07:30 UTC on 11.03.2026 is that day in Berlin; the description stays in the entry.
      expect(link.textContent).toBe('Mangel: 11.03.2026, offen');
      expect(link.getAttribute('href')).toBe(`/logbook-all-entries?entry=${fixtureDefect().entryId}`);
      expect(link.classList.contains('rt-Link')).toBe(true);
    },
  );

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

describe('table or cards by the list’s own width (issue 30 §1)', () => {
  /** A list `width` px wide whose table region scrolls `over` px sideways (jsdom lays nothing out). */
  const measured = (width: number, over: number) => {
    const box = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue(DOMRect.fromRect({ width, height: 600 }));
    const region = (element: Element) => element.hasAttribute('data-radix-scroll-area-viewport');
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return region(this) ? width + over : 0;
    });
    const client = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return region(this) ? width : 0;
    });
    return () => [box, scroll, client].forEach((spy) => spy.mockRestore());
  };

  it.each([
    [700, 0, 'cards'],
    [875, 0, 'table'],
    // A text longer than measured: cards rather than a table that scrolls sideways.
    [875, 60, 'cards'],
  ] as const)('a list of %i px whose table is %i px too wide shows %s', (width, over, layout) => {
    const restore = measured(width, over);
    try {
      renderWithProviders(<AlarmListView {...props()} />);
      expect(screen.getByTestId('alarm-list').dataset['layout']).toBe(layout);
      expect(screen.getAllByTestId('alarm-row')).toHaveLength(3);
    } finally {
      restore();
    }
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

describe('the defect made from an alarm', () => {
  it.each([
    ['de-DE', 0, 'Verlassen des festgelegten Gebiets an V 100 Lisa: 1 Ereignis am 22.11.2026 11:00.'],
    [
      'de-DE',
      1,
      'Geschwindigkeitsgrenze überschritten an V 100 Lisa: 2 Ereignisse von 22.11.2026 09:50 bis 22.11.2026 10:00.',
    ],
    ['en-GB', 0, 'Leaving the defined area on V 100 Lisa: 1 event at 22.11.2026 11:00.'],
    ['en-GB', 1, 'Speed limit exceeded on V 100 Lisa: 2 events from 22.11.2026 09:50 to 22.11.2026 10:00.'],
  ] as const)(
    'starts its description as the alarm’s facts, one event or more (%s, alarm %i)',
    (language, n, text) => {
      renderWithProviders(
        <AlarmDefectScreen
          machine={alarmDefectMachine}
          alarm={fixtureListAlarm(n)}
          mode="create"
          vehicle="V 100 Lisa"
          timeZone="Europe/Berlin"
          onFinished={vi.fn()}
        />,
        { language },
      );
      expect(screen.getByTestId<HTMLTextAreaElement>('alarm-defect-description').value).toBe(text);
    },
  );
});
