import { distanceKm } from '../nearest-place';
import { exceeds } from './note';
import { broken, FINE, unchanged, type Rule } from './rule';

/** The area's radius without a max. */
export const DEFAULT_AREA_RADIUS_KM = 50;
/** A vehicle that left is back inside only this far within the circle (GPS jitter at the edge). */
export const AREA_MARGIN_KM = 1;

/**
 * NSLeavingDefinedArea: the area is a circle around the vehicle's home point with a radius of max
 * km (empty: 50). The home point is the first position the rule sees after the setting was saved
 * switched on (saving it again moves the home to the vehicle's next position). Records without a
 * position keep the verdict.
 */
export const areaRule: Rule = {
  label: 'NSLeavingDefinedArea',
  check: (input, data) => {
    const { lat, lng } = input.record;
    if (lat === null || lng === null) return unchanged(input);
    const home = data['home'] as { lat: number; lng: number } | undefined;
    if (!home) {
      data['home'] = { lat, lng };
      return FINE;
    }
    const radius = input.setting.max ?? DEFAULT_AREA_RADIUS_KM;
    const km = distanceKm(home, { lat, lng });
    const limit = input.wasBroken ? radius - AREA_MARGIN_KM : radius;
    return km > limit ? broken(exceeds(km, radius, 'km')) : FINE;
  },
};
