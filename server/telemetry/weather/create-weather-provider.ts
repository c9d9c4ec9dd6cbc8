import type { Config } from '../../config';
import type { WeatherProvider } from '../weather-provider';
import { createOpenMeteoWeather } from './open-meteo-weather';
import { createSimulatedWeather } from './simulated-weather';

/** The provider the configuration asks for (`WEATHER_PROVIDER`): simulated unless open-meteo. */
export const createWeatherProvider = (config: Pick<Config, 'weather'>): WeatherProvider =>
  config.weather.provider === 'open-meteo'
    ? createOpenMeteoWeather({ url: config.weather.url, timeoutMs: config.weather.timeoutMs })
    : createSimulatedWeather();
