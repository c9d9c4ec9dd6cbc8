import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenMeteoWeather, WeatherUnavailable } from './open-meteo-weather';

/** A stand-in for api.open-meteo.com on 127.0.0.1: answers what the test sets, records the requests. */
interface FakeReply {
  status: number;
  body: unknown;
  delayMs: number;
}

const current = (weatherCode: number, extra: Record<string, unknown> = {}) => ({
  latitude: 53.56,
  longitude: 10,
  current: {
    time: '2026-11-21T09:00',
    interval: 900,
    temperature_2m: 4.26,
    weather_code: weatherCode,
    is_day: 1,
    wind_speed_10m: 12,
    ...extra,
  },
});

describe('Open-Meteo weather provider (against a local fake server)', () => {
  let server: Server;
  let url: string;
  let reply: FakeReply;
  const requests: URL[] = [];

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      requests.push(new URL(req.url ?? '/', 'http://fake'));
      const { status, body, delayMs } = reply;
      setTimeout(() => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      }, delayMs);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/forecast`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    reply = { status: 200, body: current(0), delayMs: 0 };
    requests.length = 0;
  });

  const ask = (language: 'de-DE' | 'en-GB' = 'en-GB', lat = 53.553, lng = 10.0069) =>
    createOpenMeteoWeather({ url, timeoutMs: 500 }).current({ lat, lng, language, at: new Date() });

  it('asks for the current conditions at the position', async () => {
    await ask();
    const [request] = requests;
    expect(request?.pathname).toBe('/v1/forecast');
    expect(request?.searchParams.get('latitude')).toBe('53.55');
    expect(request?.searchParams.get('longitude')).toBe('10.01');
    expect(request?.searchParams.get('current')).toContain('weather_code');
    expect(request?.searchParams.get('timezone')).toBe('GMT');
  });

  it.each([
    [0, 1, 'clear-day', 'Clear', 'Klar'],
    [0, 0, 'clear-night', 'Clear', 'Klar'],
    [2, 1, 'partly-cloudy-day', 'Partly cloudy', 'Teilweise bewölkt'],
    [3, 0, 'cloudy', 'Overcast', 'Bedeckt'],
    [45, 1, 'fog', 'Fog', 'Nebel'],
    [53, 1, 'rain', 'Drizzle', 'Nieselregen'],
    [63, 1, 'rain', 'Rain', 'Regen'],
    [66, 1, 'rain', 'Freezing rain', 'Gefrierender Regen'],
    [73, 1, 'snow', 'Snow', 'Schneefall'],
    [81, 1, 'rain', 'Rain showers', 'Regenschauer'],
    [86, 1, 'snow', 'Snow showers', 'Schneeschauer'],
    [95, 1, 'rain', 'Thunderstorm', 'Gewitter'],
    [42, 1, 'cloudy', 'Overcast', 'Bedeckt'],
  ])('maps WMO code %i (is_day %i) to %s', async (code, isDay, icon, english, german) => {
    reply.body = current(code, { is_day: isDay });
    const en = await ask('en-GB');
    const de = await ask('de-DE');
    expect(en).toEqual({ icon, summary: english, temperature: 4.3, timestamp: '2026-11-21T09:00:00.000Z' });
    expect(de.summary).toBe(german);
  });

  it('shows wind for dry weather with gale-force wind', async () => {
    reply.body = current(1, { wind_speed_10m: 62 });
    expect((await ask()).icon).toBe('wind');
  });

  it('reuses an answer for the same place for a while', async () => {
    const provider = createOpenMeteoWeather({ url, timeoutMs: 500 });
    await provider.current({ lat: 50.11, lng: 8.66, language: 'de-DE', at: new Date() });
    await provider.current({ lat: 50.1149, lng: 8.6612, language: 'en-GB', at: new Date() });
    expect(requests).toHaveLength(1);
    await provider.current({ lat: 48.14, lng: 11.56, language: 'en-GB', at: new Date() });
    expect(requests).toHaveLength(2);
  });

  it('gives up after the timeout', async () => {
    reply.delayMs = 2000;
    const started = Date.now();
    await expect(ask()).rejects.toBeInstanceOf(WeatherUnavailable);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('fails on an error status or an unexpected answer', async () => {
    reply.status = 503;
    await expect(ask()).rejects.toThrow(/503/);
    reply = { status: 200, body: { current: { time: 'x' } }, delayMs: 0 };
    await expect(ask()).rejects.toBeInstanceOf(WeatherUnavailable);
    reply = { status: 200, body: 'not json', delayMs: 0 };
    await expect(ask()).rejects.toBeInstanceOf(WeatherUnavailable);
  });

  it('fails when nothing listens', async () => {
    const provider = createOpenMeteoWeather({ url: 'http://127.0.0.1:1/v1/forecast', timeoutMs: 500 });
    await expect(
      provider.current({ lat: 1, lng: 1, language: 'en-GB', at: new Date() }),
    ).rejects.toBeInstanceOf(WeatherUnavailable);
  });
});
