import { MAX_SHEET_NAME } from './report-export.rules';
import { notificationHeaders, notificationRow } from './notification-export.rules';
import type { NotificationExportBuild } from './notification-export.types';
import type { ExportProgressListener } from './report-export.types';
import { workbookBuffer } from './xlsx-builder';

/** Column widths in characters: date, locomotive, type, note, place, coordinates. */
const WIDTHS = [18, 24, 32, 40, 28, 22] as const;
/** Progress is told every this many rows (and at the end). */
const PROGRESS_ROWS = 500;

/**
 * The notifications workbook: one sheet with the bold, frozen header row and a row per event in the
 * order given (every cell text, as read); without events the 'no data available' row. Reports rows
 * written of all.
 */
export const buildNotificationXlsx = async (
  build: NotificationExportBuild,
  onProgress: ExportProgressListener = () => undefined,
): Promise<ArrayBuffer> => {
  const name = build.texts.sheet
    .replace(/[^\p{L}\p{N}_]/gu, ' ')
    .slice(0, MAX_SHEET_NAME)
    .trim();
  const header = notificationHeaders(build.texts);
  const total = build.events.length;
  const rows = build.events.map((event, index) => {
    const row = notificationRow(event, build);
    if ((index + 1) % PROGRESS_ROWS === 0 || index + 1 === total) onProgress(index + 1, total);
    return row;
  });
  return workbookBuffer([
    {
      name: name || 'Notifications',
      widths: header.map((_, column) => WIDTHS[column] ?? 20),
      header,
      rows: total === 0 ? [[build.texts.noData]] : rows,
    },
  ]);
};
