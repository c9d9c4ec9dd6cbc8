/**
 * The organisation's time zone (Europe/Berlin for the demo operator): the one zone of every time the
 * portal shows or exports (tables, graphs, tracks, live data, logbook, PDFs, files) and of its local
 * days (daily figures, periods), whatever the browser's zone. The server counts its days in it too
 * (`server/telemetry/local-day.ts`).
 */
export const ORGANISATION_TIME_ZONE = 'Europe/Berlin';
