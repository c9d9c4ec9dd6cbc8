/**
 * A 128-bit hash of a text (cyrb128: fast, well mixed, not cryptographic). It names legacy values, so
 * the same old value gets the same id however often it is migrated.
 */
const hash128 = (text: string): readonly [number, number, number, number] => {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i += 1) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
};

/** 32 hex digits of the text's hash. */
export const stableDigest = (text: string): string =>
  hash128(text)
    .map((part) => part.toString(16).padStart(8, '0'))
    .join('');

/**
 * A UUID (version 8: vendor-defined) derived from a text: the same text always gives the same id.
 * A legacy entry without an id gets one this way, so migrating the same old value twice never makes
 * two entries (and the server's idempotent create never makes two either).
 */
export const stableUuid = (text: string): string => {
  const hex = stableDigest(text);
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
};
