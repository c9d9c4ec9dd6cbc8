import { monthOf, partitionName, type Month } from '../../telemetry/partitions/position-partitions';
import { BackupFileError } from './backup-manifest';

/**
 * A `timestamptz` as COPY text writes it with DateStyle ISO: `2026-11-28 17:04:05[.123456]+00`, the
 * offset `±HH[:MM[:SS]]` (backups are written in UTC, see BULK_SETTINGS; other offsets are read too).
 */
const TIMESTAMPTZ =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d+)?([+-])(\d{2})(?::?(\d{2}))?(?::?(\d{2}))?$/;

const utcMonthOf = (text: string): Month | null => {
  const match = TIMESTAMPTZ.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, sign, offH, offM, offS] = match;
  if (Number(offH) === 0 && Number(offM ?? 0) === 0 && Number(offS ?? 0) === 0)
    return { year: Number(year), month: Number(month) };
  const offsetSeconds =
    (sign === '-' ? -1 : 1) * (Number(offH) * 3600 + Number(offM ?? 0) * 60 + Number(offS ?? 0));
  const ms =
    Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)) -
    offsetSeconds * 1000;
  return monthOf(new Date(ms));
};

/**
 * The UTC months of the timestamps in column `column` (0-based) of COPY text `data`, oldest first: the
 * months a restore gives their partition of `positions` before it copies the rows in (issue 29 §1),
 * so that they go straight into their month rather than through the default partition.
 */
export const monthsOfCopyText = (data: Uint8Array, column: number, table: string): Month[] => {
  const months = new Map<string, Month>();
  const text = new TextDecoder().decode(data);
  let lineNumber = 0;
  for (let start = 0; start < text.length;) {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end === -1 ? text.length : end);
    start = end === -1 ? text.length : end + 1;
    lineNumber += 1;
    if (line === '') continue;
    let from = 0;
    for (let skipped = 0; skipped < column && from !== -1; skipped += 1) {
      const tab = line.indexOf('\t', from);
      from = tab === -1 ? -1 : tab + 1;
    }
    const tab = from === -1 ? -1 : line.indexOf('\t', from);
    const value = from === -1 ? '' : line.slice(from, tab === -1 ? line.length : tab);
    const month = utcMonthOf(value);
    if (!month)
      throw new BackupFileError(
        `The backup's data of ${table} holds a time that is not one (row ${lineNumber}: ` +
          `${JSON.stringify(value.slice(0, 40))}): the file is damaged. Nothing was restored.`,
      );
    months.set(partitionName(month), month);
  }
  return [...months].sort(([a], [b]) => a.localeCompare(b)).map(([, month]) => month);
};
