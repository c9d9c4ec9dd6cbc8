import { Either, ParseResult, Schema } from 'effect';
import {
  DEFAULT_FUEL_CONSUMPTION,
  FuelConsumptionSettings,
  type FuelConsumptionSettings as Settings,
} from '../../src/api/contract';
import { ApiError } from '../http/api-error';

const decode = Schema.decodeUnknownEither(FuelConsumptionSettings, { errors: 'all' });

/** The stored settings (JSON text or null) as settings; the defaults when none or unreadable. */
export const storedFuelConsumption = (json: string | null): Settings => {
  if (json === null) return DEFAULT_FUEL_CONSUMPTION;
  try {
    const result = decode(JSON.parse(json));
    return Either.isRight(result) ? result.right : DEFAULT_FUEL_CONSUMPTION;
  } catch {
    return DEFAULT_FUEL_CONSUMPTION;
  }
};

const DEFAULT_JSON = JSON.stringify(DEFAULT_FUEL_CONSUMPTION);

/**
 * The settings as the Vehicle entry carries them: a JSON string (spec 000 §3). The stored text is
 * passed on as it is: only validated settings are ever written, and decoding them for each vehicle
 * of a live-data call would cost more than the rest of the answer.
 */
export const fuelConsumptionJson = (json: string | null): string => json ?? DEFAULT_JSON;

const invalid = (detail: string) =>
  new ApiError(400, 'invalid_request', `Invalid fuelConsumption: ${detail}`, {
    field: 'fuelConsumption',
    issues: [{ field: 'fuelConsumption', message: detail }],
  });

/**
 * Reads the settings the client sends as a JSON string. Fields the settings do not have (the client's
 * derived totalLetersPerKm, spec 000 §3) are dropped rather than refused; a missing or out-of-range
 * field is a 400 naming `fuelConsumption`.
 */
export const parseFuelConsumption = (text: string): Settings => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid('must be a JSON object');
  }
  const result = decode(value);
  if (Either.isRight(result)) return result.right;
  const issue = ParseResult.ArrayFormatter.formatErrorSync(result.left)[0];
  throw invalid(issue ? `${issue.path.map(String).join('.') || 'value'}: ${issue.message}` : 'invalid');
};

type FuelClass = Settings['shortDistance'];

/** One class's litres per km: light weighted by (100 − usagePercentage)/100, heavy by usagePercentage/100. */
const classLitresPerKm = ({ usagePercentage, light, heavy }: FuelClass): number =>
  ((100 - usagePercentage) / 100) * light + (usagePercentage / 100) * heavy;

/**
 * The derived total litres per km (spec 000 §5 Fuel estimate, the client's totalLetersPerKm):
 * short-distance share (100 − usageTypePercentage)/100 and long-distance share usageTypePercentage/100,
 * each times its class's weighted light and heavy figures. The same formula as the datasheet's
 * `fuelEstimate` (src/views/datasheet/fuel-estimate.ts), which the server cannot import.
 */
export const litresPerKm = (settings: Settings): number =>
  ((100 - settings.usageTypePercentage) / 100) * classLitresPerKm(settings.shortDistance) +
  (settings.usageTypePercentage / 100) * classLitresPerKm(settings.longDistance);
