import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildReportExport } from './build-report-export';
import {
  FIXTURE_NOTIFICATION_EXPORT_TEXTS as texts,
  fixtureCrash,
  fixtureSpeeding,
} from './notification-export.fixtures';
import {
  berlinDateTime,
  coordinatesText,
  notificationExportFileName,
  notificationHeaders,
} from './notification-export.rules';
import type { NotificationExportBuild } from './notification-export.types';
import { buildNotificationXlsx } from './notification-xlsx-builder';

const period = { startDate: '2026-07-01', endDate: '2026-11-22' };
const build = (events: NotificationExportBuild['events']): NotificationExportBuild => ({
  kind: 'notifications',
  period,
  events,
  names: { 101: 'V 100 Lisa' },
  texts,
});

const readSheet = async (bytes: ArrayBuffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  return workbook.worksheets;
};

describe('notifications export rules', () => {
  it('writes dates in Europe/Berlin as DD.MM.YYYY HH:mm, winter and summer time', () => {
    expect(berlinDateTime(fixtureSpeeding.timestamp)).toBe('22.11.2026 09:05');
    expect(berlinDateTime(fixtureCrash.timestamp)).toBe('01.07.2026 23:59');
  });

  it('writes coordinates with five decimals, nothing without a position', () => {
    expect(coordinatesText(fixtureSpeeding.location)).toBe('50.91432, 6.93123');
    expect(coordinatesText(null)).toBe('');
  });

  it('names the file by the period', () => {
    expect(notificationExportFileName(period)).toBe('01-07-2026-22-11-2026-Notifications-Export.xlsx');
  });
});

describe('notifications xlsx', () => {
  it('has one sheet: the headers, then a row per event with the type in the user language', async () => {
    const progress: number[] = [];
    const bytes = await buildNotificationXlsx(build([fixtureSpeeding, fixtureCrash]), (done) =>
      progress.push(done),
    );
    const sheets = await readSheet(bytes);
    expect(sheets.map((s) => s.name)).toEqual(['Notifications']);
    const sheet = sheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(notificationHeaders(texts));
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      '22.11.2026 09:05',
      'V 100 Lisa',
      'Speed limit exceeded',
      '80 km/h (limit 50 km/h)',
      'Köln Eifeltor',
      '50.91432, 6.93123',
    ]);
    // No name, note or position: the id, then empty cells.
    expect(sheet.getRow(3).getCell(2).value).toBe('999');
    expect(sheet.getRow(3).getCell(3).value).toBe('Suspected crash');
    expect(sheet.rowCount).toBe(3);
    expect(progress).toEqual([2]);
  });

  it("says 'no data available' without events, and builds through the worker's entry", async () => {
    const { bytes, mimeType } = await buildReportExport(build([]), () => undefined);
    expect(mimeType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = (await readSheet(bytes))[0]!;
    expect(sheet.getRow(2).getCell(1).value).toBe('No data available');
  });
});
