import { Table } from '@radix-ui/themes';
import { Fragment, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Alarm } from '../../../api/contract/alarms.contract';
import { TimeZoneNote } from '../../shared/date-time/time-zone-note.view';
import { AlarmActions, alarmHasActions } from './alarm-actions.view';
import { AlarmHandling } from './alarm-handling.view';
import type { AlarmListViewProps } from './alarm-list.props';

/**
 * The table's columns, five so that it fits a desk with the navigation and the vehicle panel open
 * (issue 30 §1): the events are their count with the first and the last time, the state holds how the
 * alarm was handled (who acknowledged or cleared it, the remarks, its defect), and the actions
 * (acknowledge, clear, make or link a defect) share the last cell.
 */
const COLUMNS = ['vehicle', 'type', 'events', 'state'] as const;

export interface AlarmTableProps extends AlarmListViewProps {
  readonly date: (iso: string) => string;
  readonly day: (iso: string) => string;
  readonly label: (type: Alarm['type']) => string;
  /** The table is wider than its list by this many px (the list then shows cards); a stable callback. */
  readonly onTooWide: (px: number) => void;
}

/**
 * The alarms as a table (a desk; issue 30 §1): one row per alarm, the open action's form in a row of
 * its own under it. The table fits its list: if it ever does not (a longer text than measured), it
 * says so and the list shows cards, so neither a column nor a form is cut at the right edge.
 */
export function AlarmTable(props: AlarmTableProps) {
  const { t } = useTranslation('notifications');
  const actions = props.alarms.some((alarm) =>
    alarmHasActions(alarm, props.canAct, props.canDefect ?? false),
  );
  const columns = COLUMNS.length + (actions ? 1 : 0);
  return (
    <AlarmTableRegion busy={props.loading} onTooWide={props.onTooWide}>
      <Table.Root size="1" variant="surface" className="notification-table">
        <caption className="visually-hidden">{t('alarms.caption')}</caption>
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((column) => (
              <Table.ColumnHeaderCell key={column}>
                {t(`alarms.columns.${column}`)}
                {column === 'events' && <TimeZoneNote timeZone={props.timeZone} />}
              </Table.ColumnHeaderCell>
            ))}
            {actions && (
              <Table.ColumnHeaderCell className="alarm-actions-column">
                {t('alarms.columns.actions')}
              </Table.ColumnHeaderCell>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {props.alarms.map((alarm) => (
            <AlarmRows key={alarm.id} {...props} alarm={alarm} columns={columns} actions={actions} />
          ))}
        </Table.Body>
      </Table.Root>
    </AlarmTableRegion>
  );
}

/**
 * The table's scrolling region (Radix's scroll area inside the table), which tells when the table is
 * wider than it: measured before the first paint and at every change of either's size.
 */
function AlarmTableRegion(props: {
  readonly busy: boolean;
  readonly onTooWide: (px: number) => void;
  readonly children: ReactNode;
}) {
  const wrap = useRef<HTMLDivElement>(null);
  const { onTooWide } = props;
  useLayoutEffect(() => {
    const region = wrap.current?.querySelector<HTMLElement>('[data-radix-scroll-area-viewport]');
    if (!region) return undefined;
    const check = () => {
      const over = region.scrollWidth - region.clientWidth;
      if (over > 0) onTooWide(over);
    };
    check();
    if (typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(check);
    observer.observe(region);
    if (region.firstElementChild) observer.observe(region.firstElementChild);
    return () => observer.disconnect();
  }, [onTooWide]);
  return (
    <div ref={wrap} className="notification-table-wrap" aria-busy={props.busy}>
      {props.children}
    </div>
  );
}

function AlarmRows(
  props: AlarmTableProps & { readonly alarm: Alarm; readonly columns: number; readonly actions: boolean },
) {
  const { t } = useTranslation('notifications');
  const { alarm } = props;
  const open = props.openAlarmId === alarm.id;
  return (
    <>
      <Table.Row data-testid="alarm-row" data-state={alarm.state}>
        <Table.RowHeaderCell>
          <VehicleName name={props.names.get(alarm.vehicleId) ?? String(alarm.vehicleId)} />
        </Table.RowHeaderCell>
        <Table.Cell>{props.label(alarm.type)}</Table.Cell>
        <Table.Cell>
          <AlarmEvents alarm={alarm} date={props.date} />
        </Table.Cell>
        <Table.Cell className="alarm-handling">
          <div>{t(`alarms.states.${alarm.state}`)}</div>
          <AlarmHandling alarm={alarm} date={props.date} day={props.day} />
        </Table.Cell>
        {props.actions && (
          <Table.Cell>
            <AlarmActions alarm={alarm} busy={open} list={props} />
          </Table.Cell>
        )}
      </Table.Row>
      {open && props.actionForm && (
        <Table.Row>
          <Table.Cell colSpan={props.columns} className="alarm-form-cell">
            {props.actionForm}
          </Table.Cell>
        </Table.Row>
      )}
    </>
  );
}

/** How many events, and the first and the last one's time under it (one time when they are the same). */
function AlarmEvents({ alarm, date }: { readonly alarm: Alarm; readonly date: (iso: string) => string }) {
  const { t } = useTranslation('notifications');
  const first = date(alarm.firstTimestamp);
  const last = date(alarm.lastTimestamp);
  return (
    <>
      <div data-testid="alarm-count">{t('alarms.eventCount', { count: alarm.count })}</div>
      <div className="notification-nowrap">{first}</div>
      {last !== first && <div className="notification-nowrap">– {last}</div>}
    </>
  );
}

/**
 * A locomotive's name that breaks only after its dash ("DE 18 –" over "4185 023"), never inside its
 * class or its number: a narrow column showed "DE 18 – / 4185 / 023".
 */
function VehicleName({ name }: { readonly name: string }) {
  const parts = name.split(' – ');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && ' '}
      <span className="notification-nowrap">
        {part}
        {index < parts.length - 1 && ' –'}
      </span>
    </Fragment>
  ));
}
