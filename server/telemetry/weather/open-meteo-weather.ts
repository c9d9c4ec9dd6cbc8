import { Schema } from 'effect';
import type { WeatherInfo } from '../../../src/api/contract';
import type { WeatherProvider, WeatherQuery } from '../weather-provider';
import { iconOf, summaryOf } from './weather-conditions';
import { conditionOfWmo, withWind } from './wmo-codes';

export interface OpenMeteoOptions {
  /** The forecast endpoint, e.g. https://api.open-meteo.com/v1/forecast. */
  readonly url: string;
  /** A lookup taking longer fails; the portal then answers without weather. */
  readonly timeoutMs: number;
  /** Answers are reused for this long per 0.1° cell (Open-Meteo updates every 15 minutes). */
  readonly cacheMs?: number;
}

const CurrentWeather = Schema.Struct({
  current: Schema.Struct({
    /** Local time of the requested zone without offset, e.g. 2026-11-21T09:00 (we ask for GMT). */
    time: Schema.String,
    temperature_2m: Schema.Number,
    weather_code: Schema.Number,
    is_day: Schema.Number,
    wind_speed_10m: Schema.optional(Schema.Number),
  }),
});
const decode = Schema.decodeUnknownSync(CurrentWeather);

/** Thrown when the weather service cannot answer; the fleet service logs it and shows no weather. */
export class WeatherUnavailable extends Error {
  override readonly name = 'WeatherUnavailable';
}

const MAX_CACHED = 2000;

/**
 * The real provider: the current conditions from Open-Meteo (no key needed), WMO weather codes mapped
 * to the contract's icons and to texts in both languages. A short per-cell cache keeps a fleet of
 * polling clients from repeating the same request; it holds nothing another instance would need.
 */
export const createOpenMeteoWeather = (options: OpenMeteoOptions): WeatherProvider => {
  const cacheMs = options.cacheMs ?? 10 * 60_000;
  const cache = new Map<string, { at: number; current: (typeof CurrentWeather.Type)['current'] }>();

  const fetchCurrent = async (lat: number, lng: number) => {
    const url = new URL(options.url);
    url.searchParams.set('latitude', lat.toFixed(2));
    url.searchParams.set('longitude', lng.toFixed(2));
    url.searchParams.set('current', 'temperature_2m,weather_code,is_day,wind_speed_10m');
    url.searchParams.set('timezone', 'GMT');
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
    } catch (error) {
      throw new WeatherUnavailable(`Open-Meteo did not answer: ${(error as Error).message}`);
    }
    if (!response.ok) throw new WeatherUnavailable(`Open-Meteo answered ${response.status}`);
    try {
      return decode(await response.json()).current;
    } catch (error) {
      throw new WeatherUnavailable(`Open-Meteo sent an unexpected answer: ${(error as Error).message}`);
    }
  };

  const cached = async (lat: number, lng: number, now: number) => {
    const key = `${lat.toFixed(1)},${lng.toFixed(1)}`;
    const hit = cache.get(key);
    if (hit && now - hit.at < cacheMs) return hit.current;
    const current = await fetchCurrent(lat, lng);
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(key, { at: now, current });
    return current;
  };

  return {
    async current({ lat, lng, language }: WeatherQuery): Promise<WeatherInfo> {
      const current = await cached(lat, lng, Date.now());
      const temperature = Math.round(current.temperature_2m * 10) / 10;
      const condition = withWind(conditionOfWmo(current.weather_code), current.wind_speed_10m);
      const time = Date.parse(`${current.time}Z`);
      return {
        icon: iconOf(condition, current.is_day === 1),
        summary: summaryOf(condition, language),
        temperature,
        timestamp: new Date(Number.isNaN(time) ? Date.now() : time).toISOString(),
      };
    },
  };
};
