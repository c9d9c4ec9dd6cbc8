import { Option, Schema } from 'effect';
import { DEFAULT_FUEL_CONSUMPTION, FuelConsumptionSettings, type Datasheet } from '../../api/contract';
import type { DatasheetContext, DatasheetLocomotive } from './datasheet.types';

const decodeSettings = Schema.decodeUnknownOption(Schema.parseJson(FuelConsumptionSettings));

/** The stored settings (a JSON string, spec 000 §3), or the defaults when missing or malformed. */
export const parseFuelConsumption = (json: string): FuelConsumptionSettings =>
  Option.getOrElse(decodeSettings(json), () => DEFAULT_FUEL_CONSUMPTION);

/** The part of the context that belongs to one locomotive. */
export type LocomotiveDraft = Pick<
  DatasheetContext,
  | 'locomotive'
  | 'datasheet'
  | 'datasheetFailure'
  | 'fuelConsumption'
  | 'comment'
  | 'fuelConsumptionInteraction'
>;

/** A fresh draft for a locomotive: its stored settings, no comment, no interaction. */
export const draftFor = (locomotive: DatasheetLocomotive | null): LocomotiveDraft => ({
  locomotive,
  datasheet: null,
  datasheetFailure: null,
  fuelConsumption: parseFuelConsumption(locomotive?.fuelConsumption ?? ''),
  comment: '',
  fuelConsumptionInteraction: false,
});

/** The loaded datasheet; its settings and comment become the draft unless the user already edited. */
export const adoptDatasheet = (
  context: DatasheetContext,
  datasheet: Datasheet,
): Partial<DatasheetContext> => ({
  datasheet,
  datasheetFailure: null,
  ...(context.fuelConsumptionInteraction ? {} : { fuelConsumption: datasheet.fuelConsumption }),
  ...(context.comment === '' ? { comment: datasheet.comment ?? '' } : {}),
});
