import { wholeFromEnv } from '../config-number';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** How the server writes its log (issue 34 §3). */
export interface LoggingConfig {
  /** `LOG_LEVEL`: `info` by default. */
  readonly level: LogLevel;
  /**
   * `LOG_FORMAT`: `json` (one object per line, for a log collector) or `pretty` (a readable line per
   * event, for a terminal). Unset: `pretty` when the output is a terminal, `json` otherwise.
   */
  readonly format: 'json' | 'pretty';
}

/** The Prometheus endpoint (issue 34 §3): its own port, never the public one; null when off. */
export interface MetricsConfig {
  /** `METRICS_PORT` (unset or 0: off). */
  readonly port: number;
  /** `METRICS_HOST`: 127.0.0.1 unless the operator opens it to a network. */
  readonly host: string;
}

export const readLoggingConfig = (env: NodeJS.ProcessEnv, toTerminal: boolean): LoggingConfig => {
  const level = env['LOG_LEVEL'] || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${level}"`);
  const format = env['LOG_FORMAT'] || (toTerminal ? 'pretty' : 'json');
  if (format !== 'json' && format !== 'pretty')
    throw new Error(`LOG_FORMAT must be "json" or "pretty", got "${format}"`);
  return { level: level as LogLevel, format };
};

export const readMetricsConfig = (env: NodeJS.ProcessEnv): MetricsConfig | null => {
  const port = wholeFromEnv(env, 'METRICS_PORT', 0, 0, 65_535);
  if (port === 0) return null;
  const host = env['METRICS_HOST'] || '127.0.0.1';
  if (!/^[A-Za-z0-9.:-]+$/.test(host)) throw new Error(`METRICS_HOST must be an address, got "${host}"`);
  return { port, host };
};

/** `BACKUP_DIR` and its companions (issue 34 §2); null when nightly backups are off (the default). */
export interface BackupSchedule {
  /** Where the files go. */
  readonly dir: string;
  /** `BACKUP_KEEP`: how many of the newest backup files stay (default 7). */
  readonly keep: number;
  /** `BACKUP_TIME`: the organisation's local time of day after which a night's backup is taken. */
  readonly hour: number;
  readonly minute: number;
}

export const readBackupSchedule = (env: NodeJS.ProcessEnv): BackupSchedule | null => {
  const dir = env['BACKUP_DIR'];
  if (!dir) return null;
  const keep = wholeFromEnv(env, 'BACKUP_KEEP', 7, 1, 3650);
  const time = env['BACKUP_TIME'] || '02:30';
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new Error(`BACKUP_TIME must be a time of day HH:MM (24 h), got "${time}"`);
  return { dir, keep, hour: Number(match[1]), minute: Number(match[2]) };
};

/** The watermarks of the storage watch (issue 37). */
export interface DiskConfig {
  /** `DISK_MIN_FREE`: bytes (`2GB`, `500MB`) or a share (`5%`); null: the default (disk-watch.ts). */
  readonly minFree: { readonly kind: 'bytes' | 'percent'; readonly value: number } | null;
  /** `DISK_WARN_PERCENT`: the share used at which administrators are warned (90 by default). */
  readonly warnPercent: number;
  /** `DISK_CHECK_SECONDS`: how often the free space is measured (2 by default). */
  readonly checkSeconds: number;
}

const UNITS: Readonly<Record<string, number>> = {
  '': 1,
  B: 1,
  KB: 1024,
  MB: 1024 ** 2,
  GB: 1024 ** 3,
  TB: 1024 ** 4,
};

export const readDiskConfig = (env: NodeJS.ProcessEnv): DiskConfig => {
  const raw = (env['DISK_MIN_FREE'] ?? '').trim();
  let minFree: DiskConfig['minFree'] = null;
  if (raw !== '') {
    const match = /^(\d+(?:\.\d+)?)\s*(%|B|KB|MB|GB|TB)?$/i.exec(raw);
    const value = Number(match?.[1]);
    const unit = (match?.[2] ?? '').toUpperCase();
    if (!match || !(value > 0) || (unit === '%' && value >= 100))
      throw new Error(`DISK_MIN_FREE must be a size (500MB, 2GB) or a share below 100 % (5%), got "${raw}"`);
    minFree =
      unit === '%' ? { kind: 'percent', value } : { kind: 'bytes', value: value * (UNITS[unit] ?? 1) };
  }
  return {
    minFree,
    warnPercent: wholeFromEnv(env, 'DISK_WARN_PERCENT', 90, 50, 99),
    checkSeconds: wholeFromEnv(env, 'DISK_CHECK_SECONDS', 2, 1, 60),
  };
};
