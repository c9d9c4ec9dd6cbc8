import type { NotificationLabel } from '../../../src/api/contract';
import { areaRule } from './area-rule';
import { coldStartRule, longDelayRule, suspiciousDrivingRule } from './behaviour-rules';
import { crashRule, derailmentRule, flatSpotRule, shuntingImpactRule } from './impact-rules';
import { speedRule, temperatureRule, voltageDropRule } from './limit-rules';
import {
  mileageDayRule,
  mileageMonthRule,
  operatingHoursDayRule,
  operatingHoursMonthRule,
  operatingHoursWeekRule,
} from './period-rules';
import type { Rule } from './rule';

/** The rule of each of the 16 alert labels. */
export const RULES: Readonly<Record<NotificationLabel, Rule>> = {
  NSLeavingDefinedArea: areaRule,
  NSSpeedlimitExeeded: speedRule,
  NSSuspectedCrash: crashRule,
  NSSuspectedDerailment: derailmentRule,
  NSOutsideTemperature: temperatureRule,
  NSVoltageDrop: voltageDropRule,
  NSMaxOperatingHoursDay: operatingHoursDayRule,
  NSMaxOperatingHoursMonth: operatingHoursMonthRule,
  NSMaxOperatingHoursWeek: operatingHoursWeekRule,
  NSMaxMileageDay: mileageDayRule,
  NSMaxMileageMonth: mileageMonthRule,
  NSSuspiciousDrivingBehaviour: suspiciousDrivingRule,
  NSLongDelayBreaks: longDelayRule,
  NSShuntingImpacts: shuntingImpactRule,
  NSFlatSpot: flatSpotRule,
  NSSuspectedColdStart: coldStartRule,
};
