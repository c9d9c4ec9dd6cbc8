import { Schema } from 'effect';
import { endpoint } from './endpoint';

/**
 * One record a telematics device reports. Fields are checked one by one on the server so that a bad
 * record is rejected with its reason while the good ones of the batch are stored; the schema here is
 * therefore loose (`Unknown` values) and the per-field rules live in the ingestion service.
 */
export const TelemetryRecordFields = {
  /** ISO 8601 instant; not more than 5 minutes in the future. */
  timestamp: 'ISO 8601 instant',
  /** Degrees, −90..90; null with lng null when there is no fix. */
  lat: 'number −90..90 or null',
  lng: 'number −180..180 or null',
  /** km/h, 0..400 */
  speed: 'number 0..400',
  /** degrees 0..360 */
  bearing: 'number 0..360',
  /** By name or by its machine-status code (spec 000 §4). */
  status: "'off' | 'standby' | 'idle' | 'driving', or its code 1 | 2 | 3 | 4",
  /** satellites in view, integer 0..64 */
  gpsSatellites: 'integer 0..64',
  /** GSM signal 0..31 */
  gsmSignal: 'integer 0..31',
  /** odometer, km, ≥ 0 */
  mileageKm: 'number ≥ 0',
  /** V, 0..1000 */
  externalPowerVoltage: 'number 0..1000',
  /** °C, −60..100 */
  temperature: 'number −60..100',
  /**
   * Optional signals for the alert rules (absent or null: not measured). Acceleration peaks are the
   * largest absolute value since the previous record, in g, gravity removed (vertical: the deviation
   * from 1 g); x along the track, y across it, z up.
   */
  accelLongPeakG: 'optional number 0..20 (g, along the track)',
  accelLatPeakG: 'optional number 0..20 (g, across the track)',
  accelVertPeakG: 'optional number 0..20 (g, vertical, deviation from 1 g)',
  /** Share 0..1 of the wheel revolutions since the previous record that showed a vertical impact. */
  flatSpotIndex: 'optional number 0..1',
  /** The engine was started since the previous record. */
  engineStart: 'optional boolean',
  /** °C, −60..150 */
  coolantTemperature: 'optional number −60..150',
} as const;

export const IngestTelemetryBody = Schema.Struct({
  /** 1 to 1000 records; each one is validated on its own. */
  records: Schema.Array(Schema.Unknown).pipe(Schema.minItems(1), Schema.maxItems(1000)),
}).annotations({
  identifier: 'IngestTelemetryBody',
  description: `Record fields: ${JSON.stringify(TelemetryRecordFields)}`,
});

export const RejectedRecord = Schema.Struct({
  /** Position of the record in the batch. */
  index: Schema.Int,
  field: Schema.String,
  reason: Schema.String,
});

export const IngestTelemetryResponse = Schema.Struct({
  /** Records stored now. */
  accepted: Schema.Int,
  /** Records already stored before (same vehicle and timestamp): kept once. */
  duplicates: Schema.Int,
  rejected: Schema.Array(RejectedRecord),
}).annotations({ identifier: 'IngestTelemetryResponse' });
export type IngestTelemetryResponse = typeof IngestTelemetryResponse.Type;

export const ingestTelemetry = endpoint({
  operationId: 'ingestTelemetry',
  method: 'POST',
  path: '/logbook/api/logbook/v1/telemetry',
  summary:
    'A device reports a batch of records with its device key; the valid records are stored atomically.',
  tag: 'telemetry',
  auth: 'deviceKey',
  body: IngestTelemetryBody,
  success: { status: 200, schema: IngestTelemetryResponse },
  errors: [401],
});

export const telemetryEndpoints = [ingestTelemetry] as const;
