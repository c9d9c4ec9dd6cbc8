import type { NotificationEvent, ReportPeriod } from '../contract';

/**
 * The notifications export built in the browser (spec 001 §2 Notifications page, §7, §9): one xlsx
 * sheet with a row per event: the date (Europe/Berlin, DD.MM.YYYY HH:mm), the locomotive, the
 * notification type in the user's language, the note, the place name and the coordinates.
 */

/** The texts the file carries (the worker has no i18n: the page resolves them and hands them over). */
export interface NotificationExportTexts {
  readonly sheet: string;
  readonly date: string;
  readonly locomotive: string;
  readonly type: string;
  readonly note: string;
  readonly place: string;
  readonly coordinates: string;
  /** Each alert label's text, e.g. `NSSpeedlimitExeeded` → 'Speed limit exceeded'. */
  readonly labels: Readonly<Record<string, string>>;
  /** What an export without events shows. */
  readonly noData: string;
}

/** What the page asks the export worker to build: the events in file order and the vehicles' names. */
export interface NotificationExportBuild {
  readonly kind: 'notifications';
  readonly period: ReportPeriod;
  readonly events: readonly NotificationEvent[];
  /** Vehicle id → name (an id without a name shows as the id). */
  readonly names: Readonly<Record<number, string>>;
  readonly texts: NotificationExportTexts;
}
