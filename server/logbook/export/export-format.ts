import type { Language } from '../../../src/api/contract';
import { FLEET_TIME_ZONE } from '../../telemetry/local-day';
import { textIn, VALUE_LABELS, YES_NO } from './export-texts';

/**
 * How the logbook's files write values (spec 001 §9): dates DD.MM.YYYY HH:mm (24 h) in German,
 * DD/MM/YYYY HH:mm in English, in the fleet's time zone (the portal shows Europe/Berlin wall time);
 * numbers with German separators (dot thousands, comma decimal) when the language is German.
 */
const wallClockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: FLEET_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

const HOUR_MS = 3_600_000;
/** The zone's offset per UTC hour: Berlin changes clocks on the full hour, so it holds for the hour. */
const offsets = new Map<number, number>();

/** The zone's offset from UTC at an instant, in ms, asked of Intl once per hour (an export has many). */
const offsetAt = (ms: number): number => {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const parts: Record<string, number> = {};
    for (const part of wallClockFormat.formatToParts(hour * HOUR_MS)) parts[part.type] = Number(part.value);
    const wall = Date.UTC(
      parts['year'] ?? 0,
      (parts['month'] ?? 1) - 1,
      parts['day'] ?? 1,
      parts['hour'] ?? 0,
      parts['minute'] ?? 0,
    );
    offset = wall - hour * HOUR_MS;
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The wall-clock fields of an ISO instant in the fleet's zone, or null when it is no date. */
export const wallClockOf = (iso: string) => {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return null;
  const wall = new Date(ms + offsetAt(ms));
  return {
    year: pad(wall.getUTCFullYear(), 4),
    month: pad(wall.getUTCMonth() + 1),
    day: pad(wall.getUTCDate()),
    hour: pad(wall.getUTCHours()),
    minute: pad(wall.getUTCMinutes()),
  };
};

export const formatInstant = (iso: string | null, language: Language): string => {
  const w = iso === null ? null : wallClockOf(iso);
  if (!w) return '';
  const date = language === 'de-DE' ? `${w.day}.${w.month}.${w.year}` : `${w.day}/${w.month}/${w.year}`;
  return `${date} ${w.hour}:${w.minute}`;
};

/**
 * The wall-clock time as a zone-less Date (its UTC fields are the local ones): spreadsheets have no
 * time zones, so a cell shows exactly the time the portal shows.
 */
export const spreadsheetDate = (iso: string | null): Date | null => {
  const w = iso === null ? null : wallClockOf(iso);
  if (!w) return null;
  return new Date(
    Date.UTC(Number(w.year), Number(w.month) - 1, Number(w.day), Number(w.hour), Number(w.minute)),
  );
};

/** Spreadsheet number formats (Excel shows its own separators for `#,##0`; dates as written). */
export const SPREADSHEET_FORMATS = {
  count: '#,##0',
  instant: (language: Language) => (language === 'de-DE' ? 'dd.mm.yyyy hh:mm' : 'dd/mm/yyyy hh:mm'),
} as const;

const numberFormats = {
  'de-DE': new Intl.NumberFormat('de-DE', { maximumFractionDigits: 3 }),
  'en-GB': new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 }),
} as const;

export const formatNumber = (value: number | null, language: Language): string =>
  value === null ? '' : numberFormats[language].format(value);

export const formatBoolean = (value: boolean | null, language: Language): string =>
  value === null ? '' : textIn(language, value ? YES_NO.yes : YES_NO.no);

/** A coded value (state, mode, component) in words; unknown codes as they are. */
export const formatCode = (code: string | null, language: Language): string => {
  if (code === null) return '';
  const label = VALUE_LABELS[code];
  return label ? textIn(language, label) : code;
};
