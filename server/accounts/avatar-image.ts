import { ApiError } from '../http/api-error';

export const MAX_AVATAR_BYTES = 512 * 1024;

export type AvatarContentType = 'image/jpeg' | 'image/png';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);

const invalid = (message: string) => new ApiError(400, 'invalid_request', message, { field: 'avatarImage' });

/**
 * Decodes a base64 avatar and tells its type from its first bytes, never from what the client claims:
 * only JPEG and PNG up to 512 KiB are stored.
 */
export const decodeAvatarImage = (base64: string): { bytes: Uint8Array; contentType: AvatarContentType } => {
  const compact = base64.replace(/\s+/g, '');
  // Node's decoder skips invalid characters silently, so the alphabet is checked first.
  if (compact.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) {
    throw invalid('avatarImage must be base64 (without a data-URL prefix).');
  }
  const bytes = new Uint8Array(Buffer.from(compact, 'base64'));
  if (bytes.length > MAX_AVATAR_BYTES) throw invalid('avatarImage must be at most 512 KiB.');
  if (startsWith(bytes, PNG_MAGIC)) return { bytes, contentType: 'image/png' };
  if (startsWith(bytes, JPEG_MAGIC)) return { bytes, contentType: 'image/jpeg' };
  throw invalid('avatarImage must be a JPEG or PNG image.');
};
