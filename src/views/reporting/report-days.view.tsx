import { useTranslation } from 'react-i18next';
import type { ReportDay } from '../../api/contract';
import { formatGermanDay } from '../../machines/period/period.rules';
import { useReportFormat } from './use-report-format';
import '../shared/visually-hidden.css';

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
    <div className="report-days-scroll" tabIndex={0} role="region" aria-label={t('tables.days.title')}>
      <table className="report-days">
        <caption className="visually-hidden">{t('tables.days.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rows.date')}</th>
            <th scope="col">{t('rows.workingHours')}</th>
            <th scope="col">{t('rows.drivingHours')}</th>
            <th scope="col">{t('rows.idleHours')}</th>
            <th scope="col">{t('rows.standByHours')}</th>
            <th scope="col">{t('rows.mileageKm')}</th>
            <th scope="col">{t('rows.fuel')}</th>
          </tr>
        </thead>
        <tbody>
          {[...days].reverse().map((day) => (
            <tr key={day.date} data-testid={`report-day-${day.date}`}>
              <th scope="row">{formatGermanDay(day.date)}</th>
              <td>{hours(day.workingHours)}</td>
              <td>{hours(day.drivingHours)}</td>
              <td>{hours(day.idleHours)}</td>
              <td>{hours(day.standByHours)}</td>
              <td>{day.mileageKm === null ? f.na : f.unit(day.mileageKm, 'km', 1)}</td>
              <td>{litres(day.fuelLitres)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
