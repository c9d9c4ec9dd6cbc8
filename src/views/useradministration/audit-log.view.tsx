import { Code, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../api/contract';
import { formatDateTimeSeconds } from '../../i18n/format';
import { AdminTableView, type AdminColumn, type AdminTableViewProps } from './admin-table.view';

export type AuditLogViewProps = Omit<
  AdminTableViewProps<AuditEntry>,
  'label' | 'testId' | 'columns' | 'keyOf'
>;

const compact = (value: unknown): string =>
  value === null || value === undefined ? '' : JSON.stringify(value);

/** The audit log (issue 11): who did what when, with the state before and after, newest first. */
export function AuditLogView(props: AuditLogViewProps) {
  const { t } = useTranslation('administration');
  const columns: readonly AdminColumn<AuditEntry>[] = [
    {
      id: 'at',
      header: t('auditLog.at'),
      cell: (e) => <Text>{formatDateTimeSeconds(Date.parse(e.at))}</Text>,
    },
    { id: 'who', header: t('auditLog.who'), cell: (e) => e.accountName },
    { id: 'action', header: t('auditLog.action'), cell: (e) => <Code variant="ghost">{e.action}</Code> },
    { id: 'target', header: t('auditLog.target'), cell: (e) => e.target ?? '' },
    {
      id: 'before',
      header: t('auditLog.before'),
      cell: (e) => <span className="admin-json">{compact(e.before)}</span>,
    },
    {
      id: 'after',
      header: t('auditLog.after'),
      cell: (e) => <span className="admin-json">{compact(e.after)}</span>,
    },
  ];
  return (
    <AdminTableView
      {...props}
      label={t('tabs.auditLog')}
      testId="admin-audit-log"
      columns={columns}
      keyOf={(e) => String(e.id)}
    />
  );
}
