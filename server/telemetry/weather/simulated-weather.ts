import type { WeatherInfo } from '../../../src/api/contract';
import type { WeatherProvider, WeatherQuery } from '../weather-provider';
import { unit } from '../simulator/random';
import { ambientTemperatureC, isDaylight } from './ambient-temperature';
import { asSnowWhenFreezing, iconOf, summaryOf, type Condition } from './weather-conditions';

const HOUR_MS = 3_600_000;

/** Cumulative chances of each condition, winter (November–February) and the rest of the year. */
const WINTER: ReadonlyArray<readonly [number, Condition]> = [
  [0.12, 'clear'],
  [0.22, 'mainlyClear'],
  [0.36, 'partlyCloudy'],
  [0.62, 'overcast'],
  [0.72, 'fog'],
  [0.8, 'drizzle'],
  [0.92, 'rain'],
  [0.97, 'showers'],
  [1, 'windy'],
];
const SUMMER: ReadonlyArray<readonly [number, Condition]> = [
  [0.22, 'clear'],
  [0.4, 'mainlyClear'],
  [0.6, 'partlyCloudy'],
  [0.72, 'overcast'],
  [0.75, 'fog'],
  [0.8, 'drizzle'],
  [0.88, 'rain'],
  [0.95, 'showers'],
  [0.98, 'thunderstorm'],
  [1, 'windy'],
];

/** Weather changes per 1° cell and 3-hour slot, so neighbouring vehicles see the same sky. */
const conditionAt = (lat: number, lng: number, hourMs: number): Condition => {
  const month = new Date(hourMs).getUTCMonth();
  const table = month >= 10 || month <= 1 ? WINTER : SUMMER;
  const draw = unit(Math.floor(lat), Math.floor(lng), Math.floor(hourMs / (3 * HOUR_MS)), 601);
  return (table.find(([upTo]) => draw < upTo) ?? table[table.length - 1]!)[1];
};

/**
 * The default provider: plausible weather without any network, a pure function of position, date and
 * hour (asking twice within the hour gives the same answer). Its temperature is the one the simulated
 * vehicle sensors report, minus their engine heat.
 */
export const createSimulatedWeather = (): WeatherProvider => ({
  async current({ lat, lng, language, at }: WeatherQuery): Promise<WeatherInfo> {
    const hour = Math.floor(at.getTime() / HOUR_MS) * HOUR_MS;
    const temperature = ambientTemperatureC(lat, lng, hour);
    const condition = asSnowWhenFreezing(conditionAt(lat, lng, hour), temperature);
    return {
      icon: iconOf(condition, isDaylight(lng, hour)),
      summary: summaryOf(condition, language),
      temperature,
      timestamp: new Date(hour).toISOString(),
    };
  },
});
