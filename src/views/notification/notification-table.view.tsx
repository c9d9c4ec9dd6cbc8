import { Table, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationEvent } from '../../api/contract';
import type { NotificationSortKey } from '../../api/contract/notifications-limits';
import { coordinatesText } from '../../api/export/notification-export.rules';
import { formatDateTime } from '../../i18n/format';
import type { HistorySort } from '../../machines/notifications/history-list.types';
import { TimeZoneNote } from '../shared/date-time/time-zone-note.view';
import { noteIn } from '../shared/notification-note';
import { useNotificationLabel } from '../shared/use-notification-label';
import '../shared/visually-hidden.css';

export interface NotificationTableProps {
  readonly events: readonly NotificationEvent[];
  /** Vehicle id → locomotive name (an unknown id shows as the id). */
  readonly names: ReadonlyMap<number, string>;
  readonly sort: HistorySort;
  readonly onSort: (key: NotificationSortKey) => void;
  /** IANA zone of the dates; the organisation's (Europe/Berlin), as the export file's, unless given. */
  readonly timeZone?: string;
}

const COLUMNS = [
  ['timestamp', 'date'],
  ['vehicleId', 'locomotive'],
  ['type', 'type'],
  ['note', 'note'],
  ['location', 'location'],
] as const satisfies readonly (readonly [NotificationSortKey, string])[];

function SortHeader(props: {
  readonly column: NotificationSortKey;
  readonly label: string;
  readonly sort: HistorySort;
  readonly onSort: (key: NotificationSortKey) => void;
  /** Under the label: the date column's zone. */
  readonly note?: ReactNode;
}) {
  const { t } = useTranslation('notifications');
  const active = props.sort.key === props.column;
  const direction = props.sort.direction;
  return (
    <Table.ColumnHeaderCell aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button
        type="button"
        className="notification-sort"
        data-testid={`notification-sort-${props.column}`}
        title={t('table.sortBy', { column: props.label })}
        onClick={() => props.onSort(props.column)}
      >
        {props.label}
        <span aria-hidden="true" className="notification-sort-arrow">
          {active ? (direction === 'asc' ? '▲' : '▼') : ''}
        </span>
      </button>
      {props.note}
    </Table.ColumnHeaderCell>
  );
}

/**
 * The notifications table (spec 001 §2): date (DD.MM.YYYY HH:mm), locomotive, notification type in
 * the user's language, notes and the event location (the place name, the coordinates under it and as
 * its title). Dates are in the organisation's zone, named under the date header. Every header sorts
 * remotely; `aria-sort` tells the current one.
 */
export function NotificationTable(props: NotificationTableProps) {
  const { t, i18n } = useTranslation('notifications');
  const label = useNotificationLabel();
  return (
    <div className="notification-table-wrap">
      <Table.Root size="1" variant="surface" className="notification-table">
        <caption className="visually-hidden">{t('table.caption')}</caption>
        <Table.Header>
          <Table.Row>
            {COLUMNS.map(([column, key]) => (
              <SortHeader
                key={column}
                column={column}
                label={t(`columns.${key}`)}
                sort={props.sort}
                onSort={props.onSort}
                note={column === 'timestamp' ? <TimeZoneNote timeZone={props.timeZone} /> : undefined}
              />
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {props.events.map((event) => {
            const coordinates = coordinatesText(event.location);
            return (
              <Table.Row key={event.id} data-testid="notification-row">
                <Table.RowHeaderCell className="notification-nowrap">
                  {formatDateTime(new Date(event.timestamp), props.timeZone)}
                </Table.RowHeaderCell>
                <Table.Cell>{props.names.get(event.vehicleId) ?? String(event.vehicleId)}</Table.Cell>
                <Table.Cell>{label(event.type)}</Table.Cell>
                <Table.Cell className="notification-note">
                  {noteIn(event.note ?? '', i18n.language)}
                </Table.Cell>
                <Table.Cell title={coordinates ? t('table.coordinates', { coordinates }) : undefined}>
                  {event.location ? (
                    <>
                      <Text as="div" size="2">
                        {event.location.placeName ?? coordinates}
                      </Text>
                      {event.location.placeName && (
                        <Text as="div" size="1" color="gray" className="notification-coordinates">
                          {coordinates}
                        </Text>
                      )}
                    </>
                  ) : (
                    <Text size="2" color="gray">
                      {t('table.noLocation')}
                    </Text>
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </div>
  );
}
