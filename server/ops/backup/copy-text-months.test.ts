import { describe, expect, it } from 'vitest';
import { BackupFileError } from './backup-manifest';
import { monthsOfCopyText } from './copy-text-months';

const copyText = (rows: readonly string[]) => new TextEncoder().encode(rows.map((r) => `${r}\n`).join(''));

describe('the UTC months of a COPY text chunk of positions', () => {
  it.each([
    ['UTC, as backups are written', ['7\t2026-11-28 17:04:05+00\t1'], ['2026-11']],
    ['fractions of a second', ['7\t2026-11-30 23:59:59.999999+00\t1'], ['2026-11']],
    [
      'an offset east of UTC moves the first hour back a month',
      ['7\t2026-12-01 00:30:00+01\t1'],
      ['2026-11'],
    ],
    [
      'an offset west of UTC moves the last hours on a month',
      ['7\t2026-12-31 20:00:00-05:30\t1'],
      ['2027-01'],
    ],
    [
      'several rows, unordered, one month each once',
      ['1\t2026-03-02 10:00:00+00\t1', '2\t2025-12-31 23:00:00+00\t1', '3\t2026-03-09 10:00:00+00\t1'],
      ['2025-12', '2026-03'],
    ],
    ['no row: no month', [], []],
  ])('%s', (_, rows, months) => {
    const got = monthsOfCopyText(copyText(rows), 1, 'positions');
    expect(got.map((m) => `${m.year}-${String(m.month).padStart(2, '0')}`)).toEqual(months);
  });

  it.each([
    ['a value that is no time', ['7\tyesterday\t1']],
    ['a missing column', ['7']],
    ['a NULL', ['7\t\\N\t1']],
  ])('refuses %s as a damaged file', (_, rows) => {
    expect(() => monthsOfCopyText(copyText(rows), 1, 'positions')).toThrow(BackupFileError);
  });
});
