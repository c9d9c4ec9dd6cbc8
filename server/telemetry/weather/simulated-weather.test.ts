import { describe, expect, it } from 'vitest';
import { WeatherInfo } from '../../../src/api/contract';
import { Schema } from 'effect';
import { createSimulatedWeather } from './simulated-weather';

const HAMBURG = { lat: 53.553, lng: 10.0069 };
const INNSBRUCK = { lat: 47.2632, lng: 11.4009 };
const ICONS = [
  'clear-day',
  'clear-night',
  'partly-cloudy-day',
  'partly-cloudy-night',
  'cloudy',
  'rain',
  'snow',
  'fog',
  'wind',
];

describe('simulated weather', () => {
  const weather = createSimulatedWeather();

  it('is a function of position, date and hour', async () => {
    const at = new Date('2026-03-02T08:10:00Z');
    const first = await weather.current({ ...HAMBURG, language: 'en-GB', at });
    expect(
      await weather.current({ ...HAMBURG, language: 'en-GB', at: new Date('2026-03-02T08:55:00Z') }),
    ).toEqual(first);
    expect(first.timestamp).toBe('2026-03-02T08:00:00.000Z');
    expect(Schema.decodeUnknownSync(WeatherInfo)(first)).toEqual(first);
  });

  it('answers in both languages with the same icon and temperature', async () => {
    const at = new Date('2026-07-15T12:00:00Z');
    const de = await weather.current({ ...HAMBURG, language: 'de-DE', at });
    const en = await weather.current({ ...HAMBURG, language: 'en-GB', at });
    expect({ icon: de.icon, temperature: de.temperature }).toEqual({
      icon: en.icon,
      temperature: en.temperature,
    });
    expect(de.summary).not.toBe(en.summary);
  });

  it('follows the seasons, the hour and the place, with known icons only', async () => {
    const icons = new Set<string>();
    const temperatures = { january: [] as number[], july: [] as number[] };
    for (let day = 0; day < 28; day++) {
      for (const hour of [3, 9, 15, 21]) {
        const jan = new Date(Date.UTC(2026, 0, day + 1, hour));
        const jul = new Date(Date.UTC(2026, 6, day + 1, hour));
        for (const place of [HAMBURG, INNSBRUCK]) {
          const w = await weather.current({ ...place, language: 'de-DE', at: jan });
          const s = await weather.current({ ...place, language: 'de-DE', at: jul });
          temperatures.january.push(w.temperature);
          temperatures.july.push(s.temperature);
          icons.add(w.icon).add(s.icon);
          if (hour === 3) expect(w.icon).not.toMatch(/-day$/);
          if (hour === 9 && place === HAMBURG) expect(s.icon).not.toMatch(/-night$/);
        }
      }
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(temperatures.january)).toBeLessThan(3);
    expect(mean(temperatures.july)).toBeGreaterThan(14);
    for (const icon of icons) expect(ICONS).toContain(icon);
    expect(icons.size).toBeGreaterThanOrEqual(6);
  });
});
