import type { BackupProgress } from '../ops/backup/snapshot-reader';

const number = new Intl.NumberFormat('en-GB');

/**
 * Progress of a backup, restore or copy on the terminal (stderr): a table's line when it is done, and
 * for a long one its rows so far at most once a second.
 */
export const progressPrinter = (
  write: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
  now: () => number = Date.now,
): ((progress: BackupProgress) => void) => {
  let lastAt = 0;
  return ({ table, rowsDone, rowsTotal }) => {
    const done = rowsDone >= rowsTotal;
    if (!done && now() - lastAt < 1_000) return;
    lastAt = now();
    const share = rowsTotal === 0 ? 100 : Math.floor((rowsDone / rowsTotal) * 100);
    write(
      `  ${table}: ${number.format(rowsDone)} of ${number.format(rowsTotal)} rows${done ? '' : ` (${share} %)`}`,
    );
  };
};

/** Bytes as the terminal shows them (1 decimal, binary units). */
export const formatBytes = (bytes: number): string => {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
};

/** Rows and checksums side by side, one line per table, for the end of a copy or restore. */
export const figuresTable = (
  rows: readonly {
    name: string;
    sourceRows: number;
    sourceChecksum: string;
    rows: number;
    checksum: string;
  }[],
): string => {
  const width = Math.max(5, ...rows.map((r) => r.name.length));
  const head = `${'table'.padEnd(width)}  ${'rows (source)'.padStart(14)}  ${'rows (target)'.padStart(14)}  checksums`;
  const lines = rows.map(
    (r) =>
      `${r.name.padEnd(width)}  ${number.format(r.sourceRows).padStart(14)}  ${number.format(r.rows).padStart(14)}  ${
        r.sourceChecksum === r.checksum && r.sourceRows === r.rows ? 'equal' : 'DIFFER'
      }`,
  );
  return [head, ...lines].join('\n');
};
