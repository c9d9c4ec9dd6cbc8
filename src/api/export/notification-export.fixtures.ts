import type { NotificationEvent } from '../contract';
import type { NotificationExportTexts } from './notification-export.types';

/** Test and story data for the notifications export file. Not imported by the app. */

/** The English texts as the page hands them to the worker (two labels are enough for the tests). */
export const FIXTURE_NOTIFICATION_EXPORT_TEXTS: NotificationExportTexts = {
  sheet: 'Notifications',
  date: 'Date',
  locomotive: 'Locomotive',
  type: 'Notification type',
  note: 'Notes',
  place: 'Event location',
  coordinates: 'Coordinates',
  labels: { NSSpeedlimitExeeded: 'Speed limit exceeded', NSSuspectedCrash: 'Suspected crash' },
  noData: 'No data available',
};

/** A speeding event at Köln Eifeltor, 22.11.2026 09:05 Berlin time (08:05 UTC). */
export const fixtureSpeeding: NotificationEvent = {
  id: 7,
  timestamp: '2026-11-22T08:05:00.000Z',
  vehicleId: 101,
  type: 'NSSpeedlimitExeeded',
  note: '80 km/h (limit 50 km/h)',
  location: { lat: 50.914321, lng: 6.931234, placeName: 'Köln Eifeltor' },
};

/** A suspected crash without a position fix, in summer time (UTC+2). */
export const fixtureCrash: NotificationEvent = {
  id: 8,
  timestamp: '2026-07-01T21:59:00.000Z',
  vehicleId: 999,
  type: 'NSSuspectedCrash',
  note: null,
  location: null,
};
