import type { i18n as I18n } from 'i18next';
import type { ReportExportTexts } from '../api/export/report-export.types';

/**
 * The texts an export file carries, in the interface's current language (the worker has no i18n):
 * the column headers and the 'no data available' text (spec 000 §5 Export).
 */
export const reportExportTexts = (i18n: I18n): ReportExportTexts => {
  const t = i18n.getFixedT(null, 'reportExport');
  return {
    date: t('file.date'),
    thisDay: t('file.thisDay'),
    cumulativeSum: t('file.cumulativeSum'),
    noData: t('file.noData'),
    metrics: {
      drivingHours: t('file.metrics.drivingHours'),
      equippedHours: t('file.metrics.equippedHours'),
      mileageKm: t('file.metrics.mileageKm'),
      idleHours: t('file.metrics.idleHours'),
      standByHours: t('file.metrics.standByHours'),
      workingHours: t('file.metrics.workingHours'),
      notifications: t('file.metrics.notifications'),
    },
  };
};
