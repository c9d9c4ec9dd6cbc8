import { CliError } from './cli-error';

/** The `--vehicle` option: the vehicle id as the portal shows it, plain decimal digits only. */
export const vehicleIdOption = (value: string | undefined): number => {
  const text = value?.trim() ?? '';
  if (text === '') throw new CliError('--vehicle is required (the vehicle id, e.g. 203).');
  if (!/^[1-9][0-9]{0,9}$/.test(text)) throw new CliError(`--vehicle "${text}" is not a vehicle id.`);
  return Number(text);
};

/** A moment as the listings print it: UTC to the minute, `2026-11-25 09:50`. */
export const utcMinute = (date: Date): string => date.toISOString().slice(0, 16).replace('T', ' ');

/** A listing as aligned text columns: every column but the last padded to its widest cell. */
export const formatColumns = (table: readonly (readonly string[])[]): string => {
  const widths = (table[0] ?? []).map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)));
  return table
    .map((row) => row.map((cell, i) => (i < row.length - 1 ? cell.padEnd(widths[i] ?? 0) : cell)).join('  '))
    .join('\n');
};
