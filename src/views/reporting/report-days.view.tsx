import { Table } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { ReportDay } from '../../api/contract';
import { formatDate } from '../../i18n/format';
import { useReportFormat } from './use-report-format';

const isoToDate = (iso: string): string => formatDate(Date.parse(`${iso}T12:00:00Z`), 'UTC');

/** The period day by day, newest first: the figures of each local day (issue 9). */
export function ReportDays({
  days,
  isEloc,
}: {
  readonly days: readonly ReportDay[];
  readonly isEloc: boolean;
}) {
  const { t } = useTranslation('reporting');
  const f = useReportFormat();
  const hours = (value: number | null) =>
    value === null ? (isEloc ? t('notApplicable') : f.na) : f.unit(value, 'hours');
  const litres = (value: number | null) =>
    value === null ? (isEloc ? t('notApplicable') : f.na) : f.value({ kind: 'litres', value });
  return (
    <div className="report-days-scroll">
      <Table.Root size="1" variant="ghost" className="report-days">
        <caption className="fleet-visually-hidden">{t('tables.days.title')}</caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('rows.date')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('rows.workingHours')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('rows.drivingHours')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('rows.idleHours')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('rows.standByHours')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('rows.mileageKm')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('rows.fuel')}</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {[...days].reverse().map((day) => (
            <Table.Row key={day.date} data-testid={`report-day-${day.date}`}>
              <Table.RowHeaderCell>{isoToDate(day.date)}</Table.RowHeaderCell>
              <Table.Cell>{hours(day.workingHours)}</Table.Cell>
              <Table.Cell>{hours(day.drivingHours)}</Table.Cell>
              <Table.Cell>{hours(day.idleHours)}</Table.Cell>
              <Table.Cell>{hours(day.standByHours)}</Table.Cell>
              <Table.Cell>{day.mileageKm === null ? f.na : f.unit(day.mileageKm, 'km', 1)}</Table.Cell>
              <Table.Cell>{litres(day.fuelLitres)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </div>
  );
}
