/**
 * Counter-based randomness: a value is a pure function of its keys, so any moment of any day can be
 * computed on its own, in any order, on any instance, and always gives the same answer. A stateful
 * generator would make a record depend on everything generated before it.
 */
const mix = (h: number, k: number): number => {
  let x = Math.imul(h ^ k, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  return x ^ (x >>> 16);
};

/** A number in [0, 1) determined by the integer keys. */
export const unit = (...keys: readonly number[]): number => {
  let h = 0x9e3779b9;
  for (const key of keys) {
    // Keys may exceed 32 bits (day numbers times salts) or be negative: fold both halves in.
    h = mix(h, key | 0);
    h = mix(h, Math.floor(key / 4_294_967_296) | 0);
  }
  return (h >>> 0) / 4_294_967_296;
};

/** A number in [min, max) determined by the keys. */
export const between = (min: number, max: number, ...keys: readonly number[]): number =>
  min + (max - min) * unit(...keys);

/** An integer in [min, max] determined by the keys. */
export const intBetween = (min: number, max: number, ...keys: readonly number[]): number =>
  min + Math.floor((max - min + 1) * unit(...keys));

/** A stable 32-bit seed from a text (FNV-1a), e.g. a fabric number. */
export const seedOf = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
};
