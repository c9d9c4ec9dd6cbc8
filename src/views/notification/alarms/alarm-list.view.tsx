import { Button, Callout, Flex, Heading, SegmentedControl, Spinner, Table, Text } from '@radix-ui/themes';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ALARM_STATES, type AlarmState } from '../../../api/contract/alarms-limits';
import type { Alarm } from '../../../api/contract/alarms.contract';
import { formatDateTime } from '../../../i18n/format';
import { useNarrowElement } from '../../shared/use-narrow-element';
import { AlarmCards } from './alarm-cards.view';
import { AlarmDefectCell } from './alarm-defect-cell.view';
import { AlarmActions, AlarmHandling } from './alarm-handling.view';
import type { AlarmListViewProps } from './alarm-list.props';
import { TimeZoneNote } from '../../shared/date-time/time-zone-note.view';
import { useNotificationLabel } from '../../shared/use-notification-label';
import { useScrollRegionTabStop } from '../../shared/use-scroll-region-tab-stop';
import { NotificationPagination } from '../notification-pagination.view';
import '../../shared/visually-hidden.css';

export type { AlarmListViewProps };

/** Below this width the alarms are cards (a phone, or a tablet with the vehicle panel beside the page). */
export const ALARM_CARDS_BELOW_PX = 720;

const COLUMNS = ['vehicle', 'type', 'state', 'count', 'first', 'last', 'handledBy', 'defect'] as const;

/**
 * The alarms on the notifications page (issue 30 §1): filter by state, one row per alarm (locomotive,
 * alarm type as the notifications table names it, state, how many events, first and last event in the
 * organisation's zone, who acknowledged it), acknowledge and clear for users who may, pages of 50.
 */
export function AlarmListView(props: AlarmListViewProps) {
  const { t } = useTranslation('notifications');
  const label = useNotificationLabel();
  const date = (iso: string) => formatDateTime(new Date(iso), props.timeZone);
  const columns = COLUMNS.length + (props.canAct ? 1 : 0);
  const ref = useRef<HTMLElement>(null);
  const narrow = useNarrowElement(ref, ALARM_CARDS_BELOW_PX);
  const layout = props.layout ?? 'auto';
  // 'auto' builds neither layout until the width is known (before the first paint).
  const cards = layout === 'cards' || (layout === 'auto' && narrow === true);
  const measured = layout !== 'auto' || narrow !== undefined;
  return (
    <section
      ref={ref}
      className="alarm-list"
      aria-labelledby="alarm-list-title"
      data-testid="alarm-list"
      data-layout={cards ? 'cards' : 'table'}
    >
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="4" id="alarm-list-title">
          {t('alarms.title')}
        </Heading>
        <SegmentedControl.Root
          size="1"
          value={props.filter}
          onValueChange={(value) => props.onFilter(value as AlarmState)}
          aria-label={t('alarms.filter')}
          data-testid="alarm-filter"
        >
          {ALARM_STATES.map((state) => (
            <SegmentedControl.Item key={state} value={state} data-testid={`alarm-filter-${state}`}>
              {t(`alarms.states.${state}`)}
            </SegmentedControl.Item>
          ))}
        </SegmentedControl.Root>
        {props.loading && <Spinner size="2" role="status" aria-label={t('alarms.loading')} />}
      </Flex>
      {!props.canAct && (
        <Text size="1" color="gray" data-testid="alarm-demo-note">
          {t('alarms.demoNoAction')}
        </Text>
      )}
      {props.stale && (
        <Callout.Root color="blue" variant="surface" size="1" data-testid="alarm-stale">
          <Callout.Text>
            {t('alarms.stale')}{' '}
            <Button type="button" size="1" variant="soft" onClick={props.onRefresh}>
              {t('alarms.refresh')}
            </Button>
          </Callout.Text>
        </Callout.Root>
      )}
      {props.failed && (
        <Callout.Root color="red" variant="surface" role="alert">
          <Callout.Text>
            {t('alarms.failed')}{' '}
            <Button type="button" size="1" variant="soft" color="red" onClick={props.onRetry}>
              {t('alarms.retry')}
            </Button>
          </Callout.Text>
        </Callout.Root>
      )}
      {props.empty && (
        <Text as="p" size="2" color="gray" data-testid="alarm-empty">
          {t('alarms.empty')}
        </Text>
      )}
      {measured && props.alarms.length > 0 && cards && <AlarmCards {...props} date={date} label={label} />}
      {measured && props.alarms.length > 0 && !cards && (
        <AlarmTableRegion busy={props.loading}>
          <Table.Root size="1" variant="surface" className="notification-table">
            <caption className="visually-hidden">{t('alarms.caption')}</caption>
            <Table.Header>
              <Table.Row>
                {COLUMNS.map((column) => (
                  <Table.ColumnHeaderCell key={column}>
                    {t(`alarms.columns.${column}`)}
                    {column === 'first' && <TimeZoneNote timeZone={props.timeZone} />}
                  </Table.ColumnHeaderCell>
                ))}
                {props.canAct && (
                  <Table.ColumnHeaderCell>{t('alarms.columns.actions')}</Table.ColumnHeaderCell>
                )}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {props.alarms.map((alarm) => (
                <AlarmRows
                  key={alarm.id}
                  alarm={alarm}
                  columns={columns}
                  date={date}
                  label={label}
                  {...props}
                />
              ))}
            </Table.Body>
          </Table.Root>
        </AlarmTableRegion>
      )}
      {props.total > 0 && (
        <NotificationPagination
          page={props.page}
          pageSize={props.pageSize}
          total={props.total}
          onPage={props.onPage}
          label={t('alarms.pagination')}
          testIdPrefix="alarm"
        />
      )}
    </section>
  );
}

/**
 * The table's scrolling region (Radix's scroll area inside the table) in the tab order while it scrolls
 * with nothing tabbable inside: a caller without the actions (the demo user) on a narrow screen could
 * not reach it by keyboard otherwise (WCAG 2.1.1; axe scrollable-region-focusable).
 */
function AlarmTableRegion({ busy, children }: { readonly busy: boolean; readonly children: ReactNode }) {
  const wrap = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLElement | null>(null);
  // Before the tab stop's effect, which watches what the ref holds on mount.
  useLayoutEffect(() => {
    viewport.current = wrap.current?.querySelector<HTMLElement>('[data-radix-scroll-area-viewport]') ?? null;
  }, []);
  useScrollRegionTabStop(viewport, -1);
  return (
    <div ref={wrap} className="notification-table-wrap" aria-busy={busy}>
      {children}
    </div>
  );
}

function AlarmRows(
  props: AlarmListViewProps & {
    readonly alarm: Alarm;
    readonly columns: number;
    readonly date: (iso: string) => string;
    readonly label: (type: Alarm['type']) => string;
  },
) {
  const { t } = useTranslation('notifications');
  const { alarm } = props;
  const open = props.openAlarmId === alarm.id;
  return (
    <>
      <Table.Row data-testid="alarm-row" data-state={alarm.state}>
        <Table.RowHeaderCell>
          {props.names.get(alarm.vehicleId) ?? String(alarm.vehicleId)}
        </Table.RowHeaderCell>
        <Table.Cell>{props.label(alarm.type)}</Table.Cell>
        <Table.Cell>{t(`alarms.states.${alarm.state}`)}</Table.Cell>
        <Table.Cell>{alarm.count}</Table.Cell>
        <Table.Cell className="notification-nowrap">{props.date(alarm.firstTimestamp)}</Table.Cell>
        <Table.Cell className="notification-nowrap">{props.date(alarm.lastTimestamp)}</Table.Cell>
        <Table.Cell className="alarm-handling">
          <AlarmHandling alarm={alarm} date={props.date} />
        </Table.Cell>
        <Table.Cell>
          <AlarmDefectCell
            alarm={alarm}
            canDefect={props.canDefect ?? false}
            busy={open}
            onDefect={(a, mode) => props.onDefect?.(a, mode)}
          />
        </Table.Cell>
        {props.canAct && (
          <Table.Cell>
            <AlarmActions alarm={alarm} busy={open} onAction={props.onAction} />
          </Table.Cell>
        )}
      </Table.Row>
      {open && props.actionForm && (
        <Table.Row>
          <Table.Cell colSpan={props.columns}>{props.actionForm}</Table.Cell>
        </Table.Row>
      )}
    </>
  );
}
