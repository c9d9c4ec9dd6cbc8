import type { ExportDayRow, ExportMetric, ReportPeriod } from '../contract';
import type { ExportMetricSheet, ReportExportFormat, ReportExportTexts } from './report-export.types';

/**
 * The exported metrics in column order (the contract's EXPORT_METRICS, repeated here as a type-checked
 * list so the worker does not bundle the contract's schema library; a test keeps both equal).
 */
export const EXPORT_COLUMNS = [
  'drivingHours',
  'equippedHours',
  'mileageKm',
  'idleHours',
  'standByHours',
  'workingHours',
  'notifications',
] as const satisfies readonly ExportMetric[];

/** Excel's longest sheet name (spec 000 §5 Export). */
export const MAX_SHEET_NAME = 31;

/**
 * Sheet names for the vehicles, in order (spec 000 §5: at most 31 characters, non-word characters
 * replaced by spaces). Excel also wants them unique (case-insensitively) and not blank: a repeated name
 * gets ` (2)`, ` (3)`… within the 31 characters, a blank one the vehicle id.
 */
export const sheetNames = (vehicles: readonly { readonly name: string; readonly vehicleId: number }[]) => {
  const taken = new Set<string>();
  return vehicles.map(({ name, vehicleId }) => {
    const base =
      name
        .replace(/[^\p{L}\p{N}_]/gu, ' ')
        .slice(0, MAX_SHEET_NAME)
        .trim() || String(vehicleId);
    let candidate = base;
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) {
      const suffix = ` (${n})`;
      candidate = `${base.slice(0, MAX_SHEET_NAME - suffix.length).trimEnd()}${suffix}`;
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  });
};

/** Negative, missing or not-finite values show as 0 (spec 000 §5). */
export const exportNumber = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

const german = new Intl.NumberFormat('de-DE', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  useGrouping: false,
});

/** A figure as German spreadsheets read it in a CSV: one decimal, decimal comma, no grouping ("1,5"). */
export const germanDecimal = (value: number | null | undefined): string => german.format(exportNumber(value));

/** The xlsx number format of every figure: one decimal (Excel shows it in the reader's locale: 1,5). */
export const XLSX_NUMBER_FORMAT = '0.0';

/** The column headers of a vehicle's sheet or CSV: the date, then per metric its day and its running sum. */
export const exportHeaders = (texts: ReportExportTexts): string[] => [
  texts.date,
  ...EXPORT_COLUMNS.flatMap((metric) => [
    `${texts.metrics[metric]} (${texts.thisDay})`,
    `${texts.metrics[metric]} (${texts.cumulativeSum})`,
  ]),
];

/** A day row as numbers, in the header's order (after the date). */
export const rowFigures = (row: ExportDayRow): number[] =>
  EXPORT_COLUMNS.flatMap((metric) => [
    exportNumber(row[metric].thisDay),
    exportNumber(row[metric].cumulativeSum),
  ]);

/** CSV field separator: German spreadsheets split on semicolons (the comma is their decimal mark). */
export const CSV_SEPARATOR = ';';
/** The byte order mark that tells Excel the CSV is UTF-8. */
export const UTF8_BOM = '\uFEFF';

const csvField = (text: string): string => (/[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** One vehicle's CSV text (with the BOM): the header line, then a line per day; no days: the header and the 'no data' line. */
export const vehicleCsv = (days: readonly ExportDayRow[], texts: ReportExportTexts): string => {
  const lines = [exportHeaders(texts).map(csvField).join(CSV_SEPARATOR)];
  if (days.length === 0) lines.push(csvField(texts.noData));
  for (const row of days) lines.push([row.date, ...rowFigures(row).map(germanDecimal)].join(CSV_SEPARATOR));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
};

/** YYYY-MM-DD → DD-MM-YYYY. */
const dayMonthYear = (isoDay: string): string => isoDay.split('-').reverse().join('-');

/**
 * The file's name (spec 000 §5: `DD-MM-YYYY-...-Export.xlsx`): the period's first and last day, e.g.
 * `08-11-2026-22-11-2026-Export.xlsx`; the zip of CSV files ends in `.zip`. The spec leaves the part
 * between open; the period's end names the file uniquely for a given selection and tells the reader
 * what it covers.
 */
export const exportFileName = (period: ReportPeriod, format: ReportExportFormat): string =>
  `${dayMonthYear(period.startDate)}-${dayMonthYear(period.endDate)}-Export.${format}`;

/** A CSV file's name in the zip: the vehicle's sheet name (unique, file-safe) with `.csv`. */
export const csvFileNames = (vehicles: readonly { readonly name: string; readonly vehicleId: number }[]) =>
  sheetNames(vehicles).map((name) => `${name}.csv`);

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const ZIP_MIME = 'application/zip';

/** The sheet (and CSV file) names of an export grouped by metric: the metrics' names, made sheet-safe. */
export const metricSheetNames = (sheets: readonly ExportMetricSheet[], texts: ReportExportTexts) =>
  sheetNames(sheets.map((sheet, index) => ({ name: texts.metrics[sheet.metric], vehicleId: index + 1 })));

/** The column headers of a metric's sheet or CSV: the date, then per vehicle its day and its running sum. */
export const metricSheetHeaders = (sheet: ExportMetricSheet, texts: ReportExportTexts): string[] => [
  texts.date,
  ...sheet.vehicles.flatMap(({ name }) => [`${name} (${texts.thisDay})`, `${name} (${texts.cumulativeSum})`]),
];

/**
 * A metric's rows: one per day any vehicle has (in date order; YYYYMMDD sorts as it reads), with each
 * vehicle's day value and running sum, 0 where it has no such day.
 */
export const metricSheetRows = (sheet: ExportMetricSheet): [string, ...number[]][] => {
  const dates = [...new Set(sheet.vehicles.flatMap((vehicle) => vehicle.days.map((day) => day.date)))].sort();
  const byDate = sheet.vehicles.map((vehicle) => new Map(vehicle.days.map((day) => [day.date, day])));
  return dates.map((date) => [
    date,
    ...byDate.flatMap((days) => {
      const day = days.get(date);
      return [exportNumber(day?.thisDay), exportNumber(day?.cumulativeSum)];
    }),
  ]);
};

/** A metric's CSV text (with the BOM), as {@link vehicleCsv} writes a vehicle's. */
export const metricCsv = (sheet: ExportMetricSheet, texts: ReportExportTexts): string => {
  const lines = [metricSheetHeaders(sheet, texts).map(csvField).join(CSV_SEPARATOR)];
  const rows = metricSheetRows(sheet);
  if (rows.length === 0) lines.push(csvField(texts.noData));
  for (const [date, ...figures] of rows)
    lines.push([date, ...figures.map(germanDecimal)].join(CSV_SEPARATOR));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
};
