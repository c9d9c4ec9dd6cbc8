import { pino, stdTimeFunctions, type DestinationStream, type Logger } from 'pino';
import { createRequire } from 'node:module';
import type { build as PrettyStream } from 'pino-pretty';
import type { LoggingConfig } from './ops-config';
import { currentRequest } from './request-context';

export type { Logger };

/**
 * Keys whose values never reach a log, wherever they sit in a logged object (issue 34 §3): the log
 * lines themselves carry ids, never credentials, and this catches one that slips into an error's fields.
 */
const SECRET_KEYS = [
  'password',
  'passkey',
  'newPasskey',
  'currentPasskey',
  'token',
  'refreshToken',
  'accessToken',
  'userToken',
  'authorization',
  'cookie',
  'deviceKey',
  'key',
  'secret',
  'signature',
  'resetLink',
];
const REDACTED_PATHS = SECRET_KEYS.flatMap((key) => [key, `*.${key}`]);

/** `dd.MM.yyyy HH:mm:ss` in Europe/Berlin, the organisation's zone, for the readable form. */
const berlinTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

const require = createRequire(import.meta.url);

/** pino-pretty, loaded only for the readable form (a production start writes JSON and skips it). */
const prettyStream: typeof PrettyStream = (options) =>
  (require('pino-pretty') as { build: typeof PrettyStream }).build(options);

/** An ISO time as `dd.MM.yyyy, HH:mm:ss` in Europe/Berlin; anything else as it came. */
export const berlinTimeOf = (time: unknown): string => {
  const date = typeof time === 'string' ? new Date(time) : null;
  return date && !Number.isNaN(date.getTime()) ? berlinTime.format(date) : String(time);
};

/**
 * The server's logger: pino, one JSON object per line (`time` in UTC, `level` by name, `msg`, and the
 * `requestId` of the request being answered), or with `LOG_FORMAT=pretty` a readable line per event
 * with the time in the organisation's zone. `destination` is for tests; stdout otherwise.
 */
export const createLogger = (config: LoggingConfig, destination?: DestinationStream): Logger => {
  const stream =
    config.format === 'pretty'
      ? prettyStream({
          sync: true,
          colorize: destination === undefined && process.stdout.isTTY === true,
          ignore: 'pid,hostname',
          // The time as logged (ISO, UTC), shown in the organisation's zone; pino-pretty's own
          // translation would hand over a time of day in the machine's zone instead.
          translateTime: false,
          customPrettifiers: { time: (time) => berlinTimeOf(time) },
          ...(destination ? { destination } : {}),
        })
      : // Written without blocking the event loop; pino writes what is left when the process exits.
        (destination ?? pino.destination({ dest: 1, sync: false }));
  return pino(
    {
      level: config.level,
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const request = currentRequest();
        return request ? { requestId: request.requestId } : {};
      },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    stream,
  );
};

/** A logger that writes nothing (tests that do not look at the log). */
export const silentLogger = (): Logger => pino({ level: 'silent' });

/**
 * The `(message, error?)` function the server's parts are given: `info` without an error, `error`
 * with it (its message, type and stack under `err`).
 */
export const logFunction =
  (logger: Logger) =>
  (message: string, error?: unknown): void => {
    if (error === undefined) logger.info(message);
    else logger.error({ err: error }, message);
  };
