import type { ReportExportTexts } from '../../api/export/report-export.types';

/** The export's texts where no translation is at hand (tests): the keys. */
export const UNTRANSLATED_EXPORT_TEXTS: ReportExportTexts = {
  date: 'date',
  thisDay: 'thisDay',
  cumulativeSum: 'cumulativeSum',
  noData: 'noData',
  metrics: {
    drivingHours: 'drivingHours',
    equippedHours: 'equippedHours',
    mileageKm: 'mileageKm',
    idleHours: 'idleHours',
    standByHours: 'standByHours',
    workingHours: 'workingHours',
    notifications: 'notifications',
  },
};
