import { Schema } from 'effect';

/**
 * The limits of the logbook form (spec 001 §5, §9), defined once: the contract's schemas, the server's
 * checks and the client's form all read them from here.
 */
export const LOGBOOK_LIMITS = {
  /** Locations and train numbers. */
  shortText: 50,
  /** Remarks, descriptions, measures. */
  longText: 4000,
  vehicleOperatingHours_h: 100_000_000,
  mileage_km: 1_000_000,
  fuelFillingLevel_l: 100_000,
  fuelAdded_l: 100_000,
  motorOilAdded_l: 1000,
  trainWeight_t: 100_000,
  /** A1 is required again 24 h after the last one (spec 001 §5, §9). */
  a1IntervalMs: 24 * 60 * 60 * 1000,
} as const;

/** Page sizes and batches (spec 001 §9, §7). */
export const LOGBOOK_PAGING = {
  listPageSize: 20,
  draftsPageSize: 15,
  openEntriesPageSize: 100,
  commentsPageSize: 100,
  /** Ids per filter of the open-entries fetch. */
  idBatch: 15,
  /** The most entries one list request returns. */
  maxTop: 1000,
  /** The most ids one include/exclude clause of a filter may name. */
  maxFilterIds: 10_000,
} as const;

/**
 * Rule codes a violated limit reports, as the `message` of a field issue (`section.field`). The client
 * maps them to its `validation.*` translation keys, the server answers them in a 400's `issues`.
 */
export const LogbookRule = {
  required: 'required',
  maxLength: (n: number) => `maxLength:${n}`,
  max: (n: number) => `max:${n}`,
  integer: 'integer',
  nonNegative: 'nonNegative',
  oneOf: 'oneOf',
  invalidDate: 'invalidDate',
  future: 'future',
  mismatch: 'mismatch',
} as const;

/** Text up to `max` characters; longer is the rule `maxLength:<max>`. */
export const limitedText = (max: number) =>
  Schema.String.pipe(Schema.maxLength(max, { message: () => LogbookRule.maxLength(max) }));

/** A whole, non-negative number up to `max` (spec 001 §5: integers only, no negatives). */
export const limitedCount = (max: number) =>
  Schema.Number.pipe(
    Schema.finite({ message: () => LogbookRule.integer }),
    Schema.int({ message: () => LogbookRule.integer }),
    Schema.nonNegative({ message: () => LogbookRule.nonNegative }),
    Schema.lessThanOrEqualTo(max, { message: () => LogbookRule.max(max) }),
  );

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 instant with a zone, e.g. `2026-11-22T08:15:00.000Z`; anything else is `invalidDate`. */
export const LogbookInstant = Schema.String.pipe(
  Schema.filter((s) => (ISO_INSTANT.test(s) && Number.isFinite(Date.parse(s))) || LogbookRule.invalidDate),
).annotations({ identifier: 'LogbookInstant', description: 'ISO 8601 with a zone (UTC recommended)' });
