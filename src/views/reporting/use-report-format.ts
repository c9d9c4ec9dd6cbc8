import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { useFleetFormat } from '../shared/fleet/use-fleet-format';
import type { ReportValue } from './report-rows';

/** Formats a reporting cell: hours, km or litres in the language's number format, or its placeholder. */
export const useReportFormat = (timeZone?: string) => {
  const { t } = useTranslation('reporting');
  const fleet = useFleetFormat(timeZone);
  const value = (cell: ReportValue): string => {
    switch (cell.kind) {
      case 'placeholder':
        return t('placeholder');
      case 'notApplicable':
        return t('notApplicable');
      case 'litres':
        return t('units.litres', { value: formatNumber(cell.value, fleet.language, 1) });
      case 'hours':
        return fleet.unit(cell.value, 'hours');
      case 'km':
        return fleet.unit(cell.value, 'km', 1);
    }
  };
  return { ...fleet, value };
};
