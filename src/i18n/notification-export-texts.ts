import type { i18n as I18n } from 'i18next';
import { NOTIFICATION_LABELS } from '../api/contract/notifications-limits';
import type { NotificationExportTexts } from '../api/export/notification-export.types';

/**
 * The texts the notifications export file carries, in the interface's current language (the worker
 * has no i18n): the sheet name, the column headers, every alert label's text and 'no data available'.
 */
export const notificationExportTexts = (i18n: I18n): NotificationExportTexts => {
  const t = i18n.getFixedT(null, 'notifications');
  const label = i18n.getFixedT(null, 'notificationLabels');
  return {
    sheet: t('file.sheet'),
    date: t('columns.date'),
    locomotive: t('columns.locomotive'),
    type: t('columns.type'),
    note: t('columns.note'),
    place: t('columns.location'),
    coordinates: t('file.coordinates'),
    noData: t('file.noData'),
    labels: Object.fromEntries(NOTIFICATION_LABELS.map((key) => [key, label(`label.${key}`)])),
  };
};
