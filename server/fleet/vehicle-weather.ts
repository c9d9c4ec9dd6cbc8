import type { WeatherInfo } from '../../src/api/contract';
import type { WeatherProvider } from '../telemetry/weather-provider';
import { visibleLive } from './vehicle-entry';
import type { VehicleRow } from './vehicle-rows';

export interface WeatherDeps {
  readonly weather: WeatherProvider | undefined;
  readonly log: (message: string, error?: unknown) => void;
}

/**
 * The weather at the vehicle's last position the caller may see; null without such a position,
 * without a provider, or when the provider fails (spec 000 §8: weather falls back to empty values).
 */
export const weatherAtVehicle = async (
  deps: WeatherDeps,
  row: VehicleRow,
  language: 'de-DE' | 'en-GB',
  at: Date,
): Promise<WeatherInfo | null> => {
  const position = visibleLive(row)?.position;
  if (!position || !deps.weather) return null;
  try {
    return await deps.weather.current({ lat: position.lat, lng: position.lng, language, at });
  } catch (error) {
    deps.log(`Weather lookup for vehicle ${row.id} failed`, error);
    return null;
  }
};
