import type { LiveValues } from '../../api/contract/fleet.contract';

/** GPS reception by satellites in view (spec 000 §5 Signal bands). */
export type GpsBand = 'none' | 'veryPoor' | 'poor' | 'good' | 'veryGood';

/** 0 none; 1–4 very poor; 5–10 poor; 11–14 good; above 14 very good. Null when nothing was reported. */
export const gpsBand = (satellites: number | null | undefined): GpsBand | null => {
  if (satellites == null || !Number.isFinite(satellites)) return null;
  if (satellites <= 0) return 'none';
  if (satellites <= 4) return 'veryPoor';
  if (satellites <= 10) return 'poor';
  if (satellites <= 14) return 'good';
  return 'veryGood';
};

/** GSM is active when the signal is above 0 and the vehicle is not off; null when nothing was reported. */
export const gsmActive = (live: Pick<LiveValues, 'GSMSignal' | 'statusVehicle'> | null): boolean | null => {
  if (!live || live.GSMSignal == null) return null;
  return live.GSMSignal > 0 && live.statusVehicle !== 'off';
};

/**
 * The temperature shown (spec 000 §1): for the demo user the weather response's, otherwise the vehicle
 * sensor's. Null when the chosen source has none.
 */
export const shownTemperature = (
  live: Pick<LiveValues, 'temperatureSensor'> | null | undefined,
  weatherTemperature: number | null | undefined,
  isDemoUser: boolean,
): number | null => (isDemoUser ? (weatherTemperature ?? null) : (live?.temperatureSensor ?? null));
