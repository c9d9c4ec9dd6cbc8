import { Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { ReportNotification } from '../../api/contract';
import { useNotificationLabel } from '../shared/use-notification-label';
import { useReportFormat } from './use-report-format';

/** The notification date table: the notifications of the period (empty until notifications exist). */
export function ReportNotifications({
  notifications,
  placeholder,
}: {
  readonly notifications: readonly (typeof ReportNotification.Type)[];
  /** Cranes and no answer yet: one placeholder row. */
  readonly placeholder: boolean;
}) {
  const { t } = useTranslation('reporting');
  const f = useReportFormat();
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
          <Table.ColumnHeaderCell>{t('rows.date')}</Table.ColumnHeaderCell>
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
