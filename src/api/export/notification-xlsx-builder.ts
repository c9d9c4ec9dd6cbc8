import ExcelJS from 'exceljs';
import { MAX_SHEET_NAME } from './report-export.rules';
import { notificationHeaders, notificationRow } from './notification-export.rules';
import type { NotificationExportBuild } from './notification-export.types';
import type { ExportProgressListener } from './report-export.types';

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
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Rail fleet portal';
  const name = build.texts.sheet
    .replace(/[^\p{L}\p{N}_]/gu, ' ')
    .slice(0, MAX_SHEET_NAME)
    .trim();
  const sheet = workbook.addWorksheet(name || 'Notifications');
  sheet.columns = notificationHeaders(build.texts).map((header, column) => ({
    header,
    width: WIDTHS[column] ?? 20,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const total = build.events.length;
  if (total === 0) sheet.addRow([build.texts.noData]);
  build.events.forEach((event, index) => {
    sheet.addRow(notificationRow(event, build));
    if ((index + 1) % PROGRESS_ROWS === 0 || index + 1 === total) onProgress(index + 1, total);
  });
  const buffer = await workbook.xlsx.writeBuffer();
  // exceljs answers a Node Buffer in Node and an ArrayBuffer-backed view in the browser.
  const view = buffer as unknown as Uint8Array;
  return view.buffer.slice(view.byteOffset, view.byteOffset + view.byteLength) as ArrayBuffer;
};
