import type { ActiveRestriction } from '../../api/contract/restrictions.contract';
import type { RestrictionsByVehicle, VehicleRestrictionSummary } from './fleet-restrictions.types';

/** Groups the fleet's active restrictions by vehicle, keeping the answer's order (newest first). */
export const groupByVehicle = (items: readonly ActiveRestriction[]): RestrictionsByVehicle => {
  const grouped: Partial<Record<number, VehicleRestrictionSummary>> = {};
  for (const item of items) {
    const before = grouped[item.vehicleId];
    const limits = [before?.lowestSpeedKmh ?? null, item.speedLimitKmh].filter(
      (limit): limit is number => limit !== null,
    );
    grouped[item.vehicleId] = {
      items: [...(before?.items ?? []), item],
      lowestSpeedKmh: limits.length > 0 ? Math.min(...limits) : null,
    };
  }
  return grouped;
};

/** The same restrictions (ids, texts, limits and ends) for every vehicle: nothing to redraw. */
export const sameRestrictions = (a: RestrictionsByVehicle, b: RestrictionsByVehicle): boolean => {
  if (a === b) return true;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const left = a[Number(key)];
    const right = b[Number(key)];
    return (
      left !== undefined &&
      right !== undefined &&
      left.items.length === right.items.length &&
      left.items.every((item, i) => {
        const other = right.items[i];
        return (
          other !== undefined &&
          item.id === other.id &&
          item.text === other.text &&
          item.speedLimitKmh === other.speedLimitKmh &&
          item.validUntil === other.validUntil
        );
      })
    );
  });
};
