import type { NotificationExportTexts } from '../../api/export/notification-export.types';

/** The notifications export's texts where no translation is at hand (tests): the keys. */
export const UNTRANSLATED_NOTIFICATION_TEXTS: NotificationExportTexts = {
  sheet: 'notifications',
  date: 'date',
  locomotive: 'locomotive',
  type: 'type',
  note: 'note',
  place: 'place',
  coordinates: 'coordinates',
  labels: {},
  noData: 'noData',
};
