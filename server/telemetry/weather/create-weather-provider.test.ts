import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { createWeatherProvider } from './create-weather-provider';

describe('weather configuration', () => {
  it('defaults to the simulated provider and the public Open-Meteo address', async () => {
    const config = readConfig({});
    expect(config.weather).toEqual({
      provider: 'simulated',
      url: 'https://api.open-meteo.com/v1/forecast',
      timeoutMs: 3000,
    });
    const answer = await createWeatherProvider(config).current({
      lat: 52.5,
      lng: 13.4,
      language: 'de-DE',
      at: new Date(),
    });
    expect(answer.summary.length).toBeGreaterThan(0);
  });

  it('takes open-meteo with its address, and refuses an unknown provider', async () => {
    const config = readConfig({
      WEATHER_PROVIDER: 'open-meteo',
      WEATHER_URL: 'http://127.0.0.1:1/forecast',
      WEATHER_TIMEOUT_MS: '200',
    });
    expect(config.weather).toEqual({
      provider: 'open-meteo',
      url: 'http://127.0.0.1:1/forecast',
      timeoutMs: 200,
    });
    // Nothing listens there: the real provider was picked, and it fails.
    await expect(
      createWeatherProvider(config).current({ lat: 1, lng: 1, language: 'en-GB', at: new Date() }),
    ).rejects.toThrow();
    expect(() => readConfig({ WEATHER_PROVIDER: 'sunshine' })).toThrow(/WEATHER_PROVIDER/);
  });

  it('runs the simulator unless SIMULATOR=0', () => {
    expect(readConfig({}).simulator).toBe(true);
    expect(readConfig({ SIMULATOR: '0' }).simulator).toBe(false);
  });
});
