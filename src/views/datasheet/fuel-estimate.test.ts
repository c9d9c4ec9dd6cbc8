import { describe, expect, it } from 'vitest';
import { DEFAULT_FUEL_CONSUMPTION, type FuelConsumptionSettings } from '../../api/contract/fleet.contract';
import { formatNumber } from '../../i18n/format';
import { FUEL_SETTINGS_ACTIVE } from '../shared/fleet/testing/fleet-fixtures';
import { canSaveDatasheet, fuelEstimate, parseLitres, SLIDER_MARKS, snapPercentage } from './fuel-estimate';

const settings = (
  usageTypePercentage: number,
  short: readonly [number, number, number],
  long: readonly [number, number, number],
): FuelConsumptionSettings => ({
  isActive: true,
  usageTypePercentage,
  shortDistance: { usagePercentage: short[0], light: short[1], heavy: short[2] },
  longDistance: { usagePercentage: long[0], light: long[1], heavy: long[2] },
  standingWithEngRunning: 0,
});

describe('fuel estimate (spec 000 §5), hand-computed', () => {
  it('is 0 l/km with the defaults', () => {
    expect(fuelEstimate(DEFAULT_FUEL_CONSUMPTION)).toBe(0);
  });

  it('weights 50/50 everywhere: 0.5·(0.5·2 + 0.5·4) + 0.5·(0.5·2 + 0.5·4) = 3', () => {
    expect(fuelEstimate(settings(50, [50, 2, 4], [50, 2, 4]))).toBeCloseTo(3, 10);
  });

  it('uses only the short-distance light figure at 0 % long distance and 0 % heavy', () => {
    expect(fuelEstimate(settings(0, [0, 2.5, 9], [100, 7, 8]))).toBeCloseTo(2.5, 10);
  });

  it('uses only the long-distance heavy figure at 100 % long distance and 100 % heavy', () => {
    expect(fuelEstimate(settings(100, [0, 9, 9], [100, 1, 6]))).toBeCloseTo(6, 10);
  });

  it('sums the four terms: 0.8·(0.7·2 + 0.3·5) + 0.2·(0.2·3 + 0.8·4) = 2.32 + 0.76 = 3.08', () => {
    expect(fuelEstimate(settings(20, [30, 2, 5], [80, 3, 4]))).toBeCloseTo(3.08, 10);
  });

  it('0.7·(0.6·2.5 + 0.4·4) + 0.3·(0.3·3 + 0.7·5.5) = 2.17 + 1.425 = 3.595 (the story values)', () => {
    expect(fuelEstimate(FUEL_SETTINGS_ACTIVE)).toBeCloseTo(3.595, 10);
  });

  it('is shown with at most 2 decimals, in German format for German', () => {
    expect(formatNumber(fuelEstimate(settings(20, [30, 2, 5], [80, 3, 4])), 'de-DE')).toBe('3,08');
    expect(formatNumber(fuelEstimate(settings(50, [50, 1, 2], [50, 1, 2])), 'de-DE')).toBe('1,5');
    // 0.9 · 0.9 · 1.234 = 0.99954 → 1
    expect(formatNumber(fuelEstimate(settings(10, [10, 1.234, 0], [0, 0, 0])), 'de-DE')).toBe('1');
    expect(formatNumber(fuelEstimate(settings(20, [30, 2, 5], [80, 3, 4])), 'en-GB')).toBe('3.08');
  });
});

describe('fuel panel inputs (spec 000 §2 Datasheet)', () => {
  it('has sliders over 0 to 100 in steps of 10, with a mark at each step', () => {
    expect(SLIDER_MARKS).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(snapPercentage(34)).toBe(30);
    expect(snapPercentage(35)).toBe(40);
    expect(snapPercentage(-20)).toBe(0);
    expect(snapPercentage(140)).toBe(100);
  });

  it('reads typed litres in German or English decimals', () => {
    expect(parseLitres('2,5')).toBe(2.5);
    expect(parseLitres('2.5')).toBe(2.5);
    expect(parseLitres(' 12 ')).toBe(12);
    expect(parseLitres('0')).toBe(0);
    expect(parseLitres('3,')).toBe(3);
  });

  it('ignores values below 0 and anything that is not a number', () => {
    expect(parseLitres('-1')).toBeNull();
    expect(parseLitres('-0,5')).toBeNull();
    expect(parseLitres('-')).toBeNull();
    expect(parseLitres('abc')).toBeNull();
    expect(parseLitres('')).toBeNull();
    expect(parseLitres('1e3')).toBeNull();
  });
});

describe('save button (spec 000 §2 Datasheet)', () => {
  it('is enabled only for a non-demo user with an active locomotive and no save running', () => {
    expect(canSaveDatasheet({ isDemoUser: false, hasActiveLocomotive: true, saving: false })).toBe(true);
    expect(canSaveDatasheet({ isDemoUser: true, hasActiveLocomotive: true, saving: false })).toBe(false);
    expect(canSaveDatasheet({ isDemoUser: false, hasActiveLocomotive: false, saving: false })).toBe(false);
    expect(canSaveDatasheet({ isDemoUser: false, hasActiveLocomotive: true, saving: true })).toBe(false);
  });
});
