/**
 * Notes of events are language-neutral data: numbers with units and comparison signs, e.g.
 * `82 km/h > 50 km/h`, written with a point for decimals (the table shows them as they are).
 */
export const num = (value: number, decimals = 1): string => {
  const f = 10 ** decimals;
  return String(Math.round(value * f) / f);
};

export const quantity = (value: number, unit: string, decimals = 1): string =>
  `${num(value, decimals)} ${unit}`;

export const exceeds = (value: number, limit: number, unit: string, decimals = 1): string =>
  `${quantity(value, unit, decimals)} > ${quantity(limit, unit, decimals)}`;

export const below = (value: number, limit: number, unit: string, decimals = 1): string =>
  `${quantity(value, unit, decimals)} < ${quantity(limit, unit, decimals)}`;
