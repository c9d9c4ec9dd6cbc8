import type { FuelConsumptionSettings } from '../../api/contract/fleet.contract';

type FuelClass = FuelConsumptionSettings['shortDistance'];

/** One class's litres per km: light weighted by (100 − usagePercentage)/100, heavy by usagePercentage/100. */
const classLitresPerKm = ({ usagePercentage, light, heavy }: FuelClass): number =>
  ((100 - usagePercentage) / 100) * light + (usagePercentage / 100) * heavy;

/**
 * The derived litres per km (spec 000 §5 Fuel estimate): short-distance share (100 − usageTypePercentage)/100,
 * long-distance share usageTypePercentage/100, each times its class's weighted light and heavy figures;
 * the total is the sum of the four terms.
 */
export const fuelEstimate = (settings: FuelConsumptionSettings): number => {
  const longShare = settings.usageTypePercentage / 100;
  const shortShare = (100 - settings.usageTypePercentage) / 100;
  return (
    shortShare * classLitresPerKm(settings.shortDistance) +
    longShare * classLitresPerKm(settings.longDistance)
  );
};

/** Slider range and step (spec 000 §2 Datasheet: step 10 over 0 to 100, with marks). */
export const SLIDER_MIN = 0;
export const SLIDER_MAX = 100;
export const SLIDER_STEP = 10;
export const SLIDER_MARKS: readonly number[] = Array.from(
  { length: (SLIDER_MAX - SLIDER_MIN) / SLIDER_STEP + 1 },
  (_, i) => SLIDER_MIN + i * SLIDER_STEP,
);

/** Snaps a slider value onto the 0–100 range in steps of 10. */
export const snapPercentage = (value: number): number =>
  Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, Math.round(value / SLIDER_STEP) * SLIDER_STEP));

/**
 * Reads a typed litre figure: German or English decimals ("2,5" or "2.5"). Returns null for anything that
 * is not a number or is below 0: such input is ignored (spec 000 §2 Datasheet).
 */
export const parseLitres = (text: string): number | null => {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^[+]?\d*\.?\d*$/.test(trimmed) || trimmed === '.' || trimmed === '+') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : null;
};

/** Whether the comment save may be offered (spec 000 §2): not for demo users, not without a locomotive. */
export const canSaveDatasheet = (input: {
  readonly isDemoUser: boolean;
  readonly hasActiveLocomotive: boolean;
  readonly saving: boolean;
}): boolean => !input.isDemoUser && input.hasActiveLocomotive && !input.saving;
