import type { Condition } from './weather-conditions';

/** WMO weather interpretation codes (WW) as Open-Meteo reports them, grouped into conditions. */
const WMO: ReadonlyArray<readonly [readonly number[], Condition]> = [
  [[0], 'clear'],
  [[1], 'mainlyClear'],
  [[2], 'partlyCloudy'],
  [[3], 'overcast'],
  [[45, 48], 'fog'],
  [[51, 53, 55], 'drizzle'],
  [[56, 57, 66, 67], 'freezingRain'],
  [[61, 63], 'rain'],
  [[65], 'heavyRain'],
  [[71, 73, 75, 77], 'snow'],
  [[80, 81, 82], 'showers'],
  [[85, 86], 'snowShowers'],
  [[95, 96, 99], 'thunderstorm'],
];

const BY_CODE = new Map<number, Condition>(
  WMO.flatMap(([codes, c]) => codes.map((code) => [code, c] as const)),
);

/** The condition of a WMO code; a code outside the table reads as overcast rather than failing. */
export const conditionOfWmo = (code: number): Condition => BY_CODE.get(code) ?? 'overcast';

/** Dry weather with gale-force wind (from 50 km/h) shows the wind icon. */
export const withWind = (condition: Condition, windKmh: number | undefined): Condition =>
  windKmh !== undefined &&
  windKmh >= 50 &&
  ['clear', 'mainlyClear', 'partlyCloudy', 'overcast'].includes(condition)
    ? 'windy'
    : condition;
