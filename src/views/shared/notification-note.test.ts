import { describe, expect, it } from 'vitest';
import { noteIn } from './notification-note';

describe('noteIn', () => {
  it.each([
    ['19.1 V / 24 V: 20 % > 15 %', 'de-DE', '19,1 V / 24 V: 20 % > 15 %'],
    ['-5.4 °C < -5 °C', 'de-DE', '-5,4 °C < -5 °C'],
    ['3 × ≥ 0.35 g / 10 min', 'de-DE', '3 × ≥ 0,35 g / 10 min'],
    ['82 km/h > 50 km/h', 'de-DE', '82 km/h > 50 km/h'],
    ['19.1 V / 24 V: 20 % > 15 %', 'en-GB', '19.1 V / 24 V: 20 % > 15 %'],
    ['', 'de-DE', ''],
  ])('%j in %s: %j', (note, language, shown) => {
    expect(noteIn(note, language)).toBe(shown);
  });
});
