import { num, quantity } from './note';
import { broken, FINE, unchanged, type Rule } from './rule';

/**
 * Detections from the device's acceleration peaks (g, gravity removed; x along the track, y across,
 * z vertical). Shunting runs at most 25 km/h (EBO § 40); coupling at 0.5 g or more is a shunting
 * impact there, and a crash above that speed or from 1.5 g at any speed.
 */
export const SHUNTING_SPEED_KMH = 25;
export const SHUNTING_IMPACT_G = 0.5;
export const CRASH_G = 1.5;
export const DERAILMENT_VERTICAL_G = 1.0;
export const DERAILMENT_LATERAL_G = 0.6;
/** Share of wheel revolutions with a vertical impact that indicates a flat spot, and from what speed. */
export const FLAT_SPOT_INDEX = 0.3;
export const FLAT_SPOT_MIN_SPEED_KMH = 10;

const g = (value: number) => quantity(value, 'g', 2);
const at = (speed: number) => `@ ${num(speed, 0)} km/h`;

/** NSSuspectedCrash: x ≥ 1.5 g, or x ≥ 0.5 g above shunting speed. */
export const crashRule: Rule = {
  label: 'NSSuspectedCrash',
  check: ({ record }) => {
    const x = record.accelLongPeakG;
    if (x === undefined) return FINE;
    const isCrash = x >= CRASH_G || (x >= SHUNTING_IMPACT_G && record.speed > SHUNTING_SPEED_KMH);
    return isCrash ? broken(`x ${g(x)} ${at(record.speed)}`) : FINE;
  },
};

/** NSShuntingImpacts: x from 0.5 g up to (not including) 1.5 g at shunting speed. */
export const shuntingImpactRule: Rule = {
  label: 'NSShuntingImpacts',
  check: ({ record }) => {
    const x = record.accelLongPeakG;
    if (x === undefined) return FINE;
    const isImpact = x >= SHUNTING_IMPACT_G && x < CRASH_G && record.speed <= SHUNTING_SPEED_KMH;
    return isImpact ? broken(`x ${g(x)} ${at(record.speed)}`) : FINE;
  },
};

/** NSSuspectedDerailment: z ≥ 1.0 g or y ≥ 0.6 g (a wheel off the rail hits the sleepers). */
export const derailmentRule: Rule = {
  label: 'NSSuspectedDerailment',
  check: ({ record }) => {
    const z = record.accelVertPeakG ?? 0;
    const y = record.accelLatPeakG ?? 0;
    if (z >= DERAILMENT_VERTICAL_G) return broken(`z ${g(z)} ${at(record.speed)}`);
    if (y >= DERAILMENT_LATERAL_G) return broken(`y ${g(y)} ${at(record.speed)}`);
    return FINE;
  },
};

/**
 * NSFlatSpot: the flat-spot index (periodic vertical impacts at wheel-revolution frequency) at 0.3
 * or more while running at 10 km/h or faster. Standing says nothing, so the verdict stays: a flat
 * spot raises one event until a run without it.
 */
export const flatSpotRule: Rule = {
  label: 'NSFlatSpot',
  check: (input) => {
    const { record } = input;
    if (record.flatSpotIndex === undefined || record.speed < FLAT_SPOT_MIN_SPEED_KMH) return unchanged(input);
    return record.flatSpotIndex >= FLAT_SPOT_INDEX
      ? broken(`${num(record.flatSpotIndex, 2)} ≥ ${num(FLAT_SPOT_INDEX, 2)} ${at(record.speed)}`)
      : FINE;
  },
};
