import type { WeatherInfo } from '../../src/api/contract';

/** What a weather lookup needs: where, in which language, and for when. */
export interface WeatherQuery {
  readonly lat: number;
  readonly lng: number;
  readonly language: 'de-DE' | 'en-GB';
  readonly at: Date;
}

/**
 * The current weather at a place. Implementations (a deterministic simulated one by default, a real
 * HTTP one when configured) live in `server/telemetry/weather/`; the app receives one in its deps.
 */
export interface WeatherProvider {
  current(input: WeatherQuery): Promise<WeatherInfo>;
}
