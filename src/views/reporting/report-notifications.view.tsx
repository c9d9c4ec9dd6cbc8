import { Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { ReportNotification } from '../../api/contract';
import { TimeZoneNote } from '../shared/date-time/time-zone-note.view';
import { useNotificationLabel } from '../shared/use-notification-label';
import { useReportFormat } from './use-report-format';

/**
 * The notification date table: the notifications of the period (empty until notifications exist), their
 * times in the organisation's zone as on the notifications page, named under the date header.
 */
export function ReportNotifications({
  notifications,
  placeholder,
  timeZone,
}: {
  readonly notifications: readonly (typeof ReportNotification.Type)[];
  /** Cranes and no answer yet: one placeholder row. */
  readonly placeholder: boolean;
  /** The zone of the times; the organisation's unless given. */
  readonly timeZone?: string | undefined;
}) {
  const { t } = useTranslation('reporting');
  const f = useReportFormat(timeZone);
  const label = useNotificationLabel();
  if (placeholder)
    return (
      <Table.Root size="1">
        <Table.Body>
          <Table.Row>
            <Table.RowHeaderCell className="kv-label">{t('rows.date')}</Table.RowHeaderCell>
            <Table.Cell>{t('placeholder')}</Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    );
  if (notifications.length === 0)
    return (
      <Text as="p" size="2" color="gray" data-testid="report-no-notifications">
        {t('noNotifications')}
      </Text>
    );
  return (
    <Table.Root size="1">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>
            {t('rows.date')}
            <TimeZoneNote timeZone={timeZone} />
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('rows.notificationType')}</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {notifications.map((n) => (
          <Table.Row key={`${n.timestamp}-${n.type}`}>
            <Table.RowHeaderCell>{f.dateTime(n.timestamp)}</Table.RowHeaderCell>
            <Table.Cell>{label(n.type)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
