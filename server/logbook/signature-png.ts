import { ApiError } from '../http/api-error';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Magic bytes, then the IHDR chunk (length 13, type, data, CRC): no PNG is shorter. */
const MIN_PNG_BYTES = 8 + 25;

/**
 * A signature sent as base64 (spec 001 §7), decoded and checked to be a PNG: its magic bytes and an
 * IHDR chunk first. Anything else is a 400 naming `field`.
 */
export const signaturePng = (base64: string, field = 'signatureImage'): Uint8Array => {
  const bytes = Buffer.from(base64, 'base64');
  const isPng =
    bytes.length >= MIN_PNG_BYTES &&
    PNG_MAGIC.every((b, i) => bytes[i] === b) &&
    bytes.toString('latin1', 12, 16) === 'IHDR';
  if (!isPng) {
    throw new ApiError(400, 'invalid_request', `Invalid ${field}: not a PNG image.`, {
      field,
      issues: [{ field, message: 'png' }],
    });
  }
  return new Uint8Array(bytes);
};
