import { Schema } from 'effect';

/** The largest id PostgreSQL's `integer` holds; a larger id would fail in the database, not here. */
export const MAX_PATH_ID = 2_147_483_647;

/**
 * An id in a path as the client writes it: plain decimal digits without sign, leading zero, point or
 * exponent. `Number()` would also read `0x6c`, `108.0`, `+108`, `108e0` and `0108` as 108: one
 * resource would have many addresses (caches, logs and access checks would see different paths).
 */
export const PathIdDigits = Schema.String.pipe(
  Schema.pattern(/^[1-9][0-9]{0,14}$/, {
    message: () => 'a positive decimal integer (digits only, no sign or leading zero)',
  }),
).annotations({ identifier: 'PathIdDigits' });

/**
 * A path id decoded to a number (up to 15 digits: always a safe integer); the target schema sets the
 * range (vehicle ids: a 400 above {@link MAX_PATH_ID}; wpIds: the service answers 404 for unknown ones).
 */
export const PathId = <A extends number>(target: Schema.Schema<A, number>) =>
  Schema.transform(PathIdDigits, target, {
    strict: true,
    decode: (digits) => Number(digits),
    encode: (id) => String(id),
  });

/** A positive integer id. */
export const PositiveInt = Schema.Int.pipe(Schema.positive());
