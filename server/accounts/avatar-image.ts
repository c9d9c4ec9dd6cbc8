import { ApiError } from '../http/api-error';

export const MAX_AVATAR_BYTES = 512 * 1024;

export type AvatarContentType = 'image/jpeg' | 'image/png';

/** Avatar bytes with the type their first bytes show. */
export interface AvatarImage {
  readonly bytes: Uint8Array;
  readonly contentType: AvatarContentType;
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);

const invalid = (field: string, message: string) => new ApiError(400, 'invalid_request', message, { field });

/** JPEG or PNG by the first bytes, else null; what a client claims never counts. */
export const sniffImageType = (bytes: Uint8Array): AvatarContentType | null => {
  if (startsWith(bytes, PNG_MAGIC)) return 'image/png';
  if (startsWith(bytes, JPEG_MAGIC)) return 'image/jpeg';
  return null;
};

/** Refuses (400 naming `field`) what is larger than `maxBytes` or not a JPEG or PNG. */
export const checkAvatarBytes = (
  bytes: Uint8Array,
  limit: { readonly maxBytes: number; readonly field: string; readonly sizeText: string },
): AvatarImage => {
  if (bytes.length > limit.maxBytes)
    throw invalid(limit.field, `${limit.field} must be at most ${limit.sizeText}.`);
  const contentType = sniffImageType(bytes);
  if (contentType === null) throw invalid(limit.field, `${limit.field} must be a JPEG or PNG image.`);
  return { bytes, contentType };
};

/** `image/jpg` is a common misspelling of the JPEG type, not a lie about the bytes. */
const declaredTypeOf = (declared: string): string => {
  const type = (declared.split(';')[0] ?? '').trim().toLowerCase();
  return type === 'image/jpg' ? 'image/jpeg' : type;
};

/**
 * An uploaded file checked like {@link checkAvatarBytes}; besides, the type it was declared with must
 * be the one its bytes show: a PNG sent as `image/jpeg` (or as anything else) is refused.
 */
export const checkUploadedImage = (
  bytes: Uint8Array,
  declaredType: string,
  limit: { readonly maxBytes: number; readonly field: string; readonly sizeText: string },
): AvatarImage => {
  const image = checkAvatarBytes(bytes, limit);
  if (declaredTypeOf(declaredType) !== image.contentType) {
    throw invalid(
      limit.field,
      `${limit.field} must be declared as ${image.contentType}, the type of its bytes.`,
    );
  }
  return image;
};

/**
 * Decodes a base64 avatar and tells its type from its first bytes, never from what the client claims:
 * only JPEG and PNG up to 512 KiB are stored.
 */
export const decodeAvatarImage = (base64: string): AvatarImage => {
  const compact = base64.replace(/\s+/g, '');
  // Node's decoder skips invalid characters silently, so the alphabet is checked first.
  if (compact.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) {
    throw invalid('avatarImage', 'avatarImage must be base64 (without a data-URL prefix).');
  }
  return checkAvatarBytes(new Uint8Array(Buffer.from(compact, 'base64')), {
    maxBytes: MAX_AVATAR_BYTES,
    field: 'avatarImage',
    sizeText: '512 KiB',
  });
};
