import { describe, expect, it } from 'vitest';
import { cssColor, SPEED_STOPS, speedColor, speedGradient } from './speed-scale';

describe('the track speed colour scale', () => {
  it('gives each stop its own colour', () => {
    for (const stop of SPEED_STOPS) expect(speedColor(stop.kmh)).toEqual(stop.color);
  });

  it('interpolates between two stops', () => {
    // Halfway between 40 km/h (22, 163, 74) and 80 km/h (234, 179, 8).
    expect(speedColor(60)).toEqual([128, 171, 41, 255]);
  });

  it('counts negative and unknown speeds as standing and stays red above the last stop', () => {
    expect(speedColor(-5)).toEqual(SPEED_STOPS[0]!.color);
    expect(speedColor(Number.NaN)).toEqual(SPEED_STOPS[0]!.color);
    expect(speedColor(250)).toEqual(SPEED_STOPS[SPEED_STOPS.length - 1]!.color);
  });

  it('draws the legend gradient through every stop, left to right', () => {
    const gradient = speedGradient();
    expect(gradient).toMatch(/^linear-gradient\(to right, /);
    for (const stop of SPEED_STOPS) expect(gradient).toContain(cssColor(stop.color));
    expect(gradient).toContain('0%');
    expect(gradient).toContain('100%');
  });
});
