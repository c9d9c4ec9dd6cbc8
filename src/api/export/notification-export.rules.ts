import type { NotificationEvent, ReportPeriod } from '../contract';
import { ORGANISATION_TIME_ZONE } from '../contract/time-zone';
import type { NotificationExportBuild, NotificationExportTexts } from './notification-export.types';

let berlin: Intl.DateTimeFormat | null = null;
const berlinFormat = () =>
  (berlin ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: ORGANISATION_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/**
 * DD.MM.YYYY HH:mm of an ISO instant in the organisation's zone (spec 001 §9 date format), as the
 * notifications table shows it; the periods are the organisation's days, too.
 */
export const berlinDateTime = (iso: string): string => {
  const parts = Object.fromEntries(
    berlinFormat()
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
};

/** Coordinates as `lat, lng` with 5 decimals (about a metre); empty without a position. */
export const coordinatesText = (location: NotificationEvent['location']): string =>
  location ? `${location.lat.toFixed(5)}, ${location.lng.toFixed(5)}` : '';

/** The header row, in column order. */
export const notificationHeaders = (texts: NotificationExportTexts): string[] => [
  texts.date,
  texts.locomotive,
  texts.type,
  texts.note,
  texts.place,
  texts.coordinates,
];

/** An event's row: texts in the header's order. */
export const notificationRow = (
  event: NotificationEvent,
  build: Pick<NotificationExportBuild, 'names' | 'texts'>,
): string[] => [
  berlinDateTime(event.timestamp),
  build.names[event.vehicleId] ?? String(event.vehicleId),
  build.texts.labels[event.type] ?? event.type,
  event.note ?? '',
  event.location?.placeName ?? '',
  coordinatesText(event.location),
];

/** YYYY-MM-DD → DD-MM-YYYY. */
const dayMonthYear = (isoDay: string): string => isoDay.split('-').reverse().join('-');

/**
 * The file's name (spec 000 §5: `DD-MM-YYYY-...-Export.xlsx`): the period's first and last day and
 * what it holds, e.g. `08-11-2026-22-11-2026-Notifications-Export.xlsx`.
 */
export const notificationExportFileName = (period: ReportPeriod): string =>
  `${dayMonthYear(period.startDate)}-${dayMonthYear(period.endDate)}-Notifications-Export.xlsx`;
