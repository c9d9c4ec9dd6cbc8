import { below, exceeds, num, quantity } from './note';
import { broken, FINE, type Rule } from './rule';

/** A harsh acceleration or braking (x) or jerk across the track (y), below the impact thresholds. */
export const HARSH_G = 0.15;
/** Suspicious driving: this many harsh manoeuvres within the window. */
export const HARSH_COUNT = 3;
export const HARSH_WINDOW_MS = 10 * 60_000;

/** NSSuspiciousDrivingBehaviour: 3 or more harsh manoeuvres within 10 minutes of driving. */
export const suspiciousDrivingRule: Rule = {
  label: 'NSSuspiciousDrivingBehaviour',
  check: ({ record }, data) => {
    const recent = (Array.isArray(data['harsh']) ? (data['harsh'] as number[]) : []).filter(
      (ts) => ts > record.ts - HARSH_WINDOW_MS,
    );
    const x = record.accelLongPeakG ?? 0;
    const y = record.accelLatPeakG ?? 0;
    const harsh = record.status === 'driving' && ((x >= HARSH_G && x < 0.5) || (y >= HARSH_G && y < 0.6));
    if (harsh) recent.push(record.ts);
    if (recent.length > 0) data['harsh'] = recent;
    else delete data['harsh'];
    return recent.length >= HARSH_COUNT
      ? broken(`${recent.length} × ≥ ${quantity(HARSH_G, 'g', 2)} / ${num(HARSH_WINDOW_MS / 60_000, 0)} min`)
      : FINE;
  },
};

/** Long delay break without a max: 30 minutes. */
export const DEFAULT_DELAY_MINUTES = 30;

/**
 * NSLongDelayBreaks: standing with the engine running (status idle) for longer than max minutes
 * (empty: 30). A stop with the engine off is parking, not a delay.
 */
export const longDelayRule: Rule = {
  label: 'NSLongDelayBreaks',
  check: ({ record, setting }, data) => {
    if (record.status !== 'idle') {
      delete data['idleSince'];
      return FINE;
    }
    const since = typeof data['idleSince'] === 'number' ? data['idleSince'] : record.ts;
    data['idleSince'] = since;
    const minutes = (record.ts - since) / 60_000;
    const limit = setting.max ?? DEFAULT_DELAY_MINUTES;
    return minutes > limit ? broken(exceeds(minutes, limit, 'min', 0)) : FINE;
  },
};

/** An engine start with the coolant (or, without a coolant sensor, the air) below this is cold. */
export const COLD_START_C = 10;

/** NSSuspectedColdStart: an engine start with the coolant below 10 °C (the engine not preheated). */
export const coldStartRule: Rule = {
  label: 'NSSuspectedColdStart',
  check: ({ record }) => {
    if (record.engineStart !== true) return FINE;
    const t = record.coolantTemperature ?? record.temperature;
    return t < COLD_START_C ? broken(below(t, COLD_START_C, '°C')) : FINE;
  },
};
