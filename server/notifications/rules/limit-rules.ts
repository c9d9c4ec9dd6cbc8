import { below, exceeds, quantity } from './note';
import { broken, FINE, type Rule, type RuleInput, type Verdict } from './rule';

/**
 * Measured limits with an empty limit meaning "no limit". A broken rule is fine again only a margin
 * inside the limit, so a value hovering at the limit (speed noise, a sensor's last digit) raises
 * one event, not one per wobble.
 */
export const SPEED_MARGIN_KMH = 3;
export const TEMPERATURE_MARGIN_C = 1;
export const VOLTAGE_MARGIN_PERCENT = 2;

/** Above `max` breaks; fine again at `max - margin` or below. */
const aboveMax = (
  input: RuleInput,
  value: number,
  max: number | null,
  margin: number,
  note: () => string,
) => {
  if (max === null) return FINE;
  const limit = input.wasBroken ? max - margin : max;
  return value > limit ? broken(note()) : FINE;
};

/** NSSpeedlimitExeeded: speed above max km/h. */
export const speedRule: Rule = {
  label: 'NSSpeedlimitExeeded',
  check: (input) => {
    const { max } = input.setting;
    return aboveMax(input, input.record.speed, max, SPEED_MARGIN_KMH, () =>
      exceeds(input.record.speed, max ?? 0, 'km/h', 0),
    );
  },
};

/** NSOutsideTemperature: the temperature sensor outside min..max °C (either bound may be empty). */
export const temperatureRule: Rule = {
  label: 'NSOutsideTemperature',
  check: (input): Verdict => {
    const t = input.record.temperature;
    const { min, max } = input.setting;
    const margin = input.wasBroken ? TEMPERATURE_MARGIN_C : 0;
    if (max !== null && t > max - margin) return broken(exceeds(t, max, '°C'));
    if (min !== null && t < min + margin) return broken(below(t, min, '°C'));
    return FINE;
  },
};

/** Above this reading a vehicle has a 110 V board net; below, a 24 V one. */
export const HIGH_VOLTAGE_CLASS_V = 50;

/**
 * NSVoltageDrop: the drop of the external power voltage below the vehicle's nominal board voltage,
 * in percent, above max. The nominal voltage is the standard one of the vehicle's class: 110 V once
 * it has reported more than 50 V (kept in the rule's memory), else 24 V.
 */
export const voltageDropRule: Rule = {
  label: 'NSVoltageDrop',
  check: (input, data) => {
    const v = input.record.externalPowerVoltage;
    if (v > HIGH_VOLTAGE_CLASS_V) data['nominalV'] = 110;
    const nominal = typeof data['nominalV'] === 'number' ? data['nominalV'] : 24;
    const drop = Math.max(0, ((nominal - v) / nominal) * 100);
    const { max } = input.setting;
    return aboveMax(
      input,
      drop,
      max,
      VOLTAGE_MARGIN_PERCENT,
      () => `${quantity(v, 'V')} / ${quantity(nominal, 'V', 0)}: ${exceeds(drop, max ?? 0, '%', 0)}`,
    );
  },
};
