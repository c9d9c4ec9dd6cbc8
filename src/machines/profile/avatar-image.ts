/**
 * The avatar image as the profile saves it (spec 001 §2, §9): cropped square (aspect 1), rotated as
 * the user chose, EXIF orientation corrected (3 = 180°, 6 = 90°, 8 = -90°) and encoded as a JPEG the
 * server accepts (at most 512 KiB). No React; the canvas work needs a DOM.
 */

/** The crop in the source image's pixels (what the cropper reports). */
export interface CropArea {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The server's limit for the decoded image. */
export const AVATAR_MAX_BYTES = 512 * 1024;
/** Edge of the saved square: enough for the header and the page, small enough to stay far under the limit. */
export const AVATAR_EDGE_PX = 256;

/** Degrees clockwise that undo an EXIF orientation (the rotating ones of spec 001 §9; others: 0). */
export const orientationRotation = (orientation: number): number =>
  orientation === 3 ? 180 : orientation === 6 ? 90 : orientation === 8 ? -90 : 0;

const u16 = (view: DataView, at: number, little: boolean) => view.getUint16(at, little);

/** The EXIF orientation (1–8) of a JPEG, or 1 when it has none (or is no JPEG). */
export const readJpegOrientation = (bytes: ArrayBuffer): number => {
  const view = new DataView(bytes);
  if (view.byteLength < 4 || u16(view, 0, false) !== 0xffd8) return 1;
  let at = 2;
  while (at + 4 <= view.byteLength) {
    const marker = u16(view, at, false);
    const length = u16(view, at + 2, false);
    // APP1 with "Exif\0\0", then a TIFF header.
    if (marker === 0xffe1 && at + 10 <= view.byteLength && view.getUint32(at + 4, false) === 0x45786966) {
      const tiff = at + 10;
      if (tiff + 8 > view.byteLength) return 1;
      const little = u16(view, tiff, false) === 0x4949;
      const ifd = tiff + view.getUint32(tiff + 4, little);
      if (ifd + 2 > view.byteLength) return 1;
      const entries = u16(view, ifd, little);
      for (let i = 0; i < entries; i += 1) {
        const entry = ifd + 2 + i * 12;
        if (entry + 10 > view.byteLength) return 1;
        if (u16(view, entry, little) === 0x0112) return u16(view, entry + 8, little);
      }
      return 1;
    }
    if ((marker & 0xff00) !== 0xff00 || marker === 0xffda) return 1;
    at += 2 + length;
  }
  return 1;
};

/**
 * Browsers that honour `image-orientation: from-image` (every current one) already turn the image
 * upright when they decode it; only older ones need the EXIF rotation applied by hand.
 */
export const decoderAppliesOrientation = (): boolean =>
  typeof CSS !== 'undefined' && CSS.supports('image-orientation', 'from-image');

/** Everything the encoder needs: the file, the crop in its upright pixels, the user's rotation. */
export interface AvatarEdit {
  readonly file: Blob;
  readonly crop: CropArea;
  /** Degrees clockwise the user turned the image (multiples of 90). */
  readonly rotation: number;
}

const loadImage = (url: string): Promise<HTMLImageElement> =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read.'));
    image.src = url;
  });

const toBlob = (canvas: HTMLCanvasElement, quality: number): Promise<Blob> =>
  new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed.'))),
      'image/jpeg',
      quality,
    ),
  );

const base64Of = async (blob: Blob): Promise<string> => {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/**
 * Draws the image upright and rotated (as the cropper showed it), cuts the crop out into a square of
 * {@link AVATAR_EDGE_PX} and encodes it as JPEG, lowering the quality until it fits the limit.
 * Answers base64 without a data-URL prefix, as the avatar endpoint wants it.
 */
export const encodeAvatar = async (edit: AvatarEdit): Promise<string> => {
  const exifTurn = decoderAppliesOrientation()
    ? 0
    : orientationRotation(readJpegOrientation(await edit.file.arrayBuffer()));
  const url = URL.createObjectURL(edit.file);
  try {
    const image = await loadImage(url);
    const turn = (((exifTurn + edit.rotation) % 360) + 360) % 360;
    const radians = (turn * Math.PI) / 180;
    const sideways = turn === 90 || turn === 270;
    // The rotated image on a canvas of its bounding box: the cropper's coordinates refer to it.
    const rotated = document.createElement('canvas');
    rotated.width = sideways ? image.naturalHeight : image.naturalWidth;
    rotated.height = sideways ? image.naturalWidth : image.naturalHeight;
    const r = rotated.getContext('2d');
    if (!r) throw new Error('No 2D canvas.');
    r.translate(rotated.width / 2, rotated.height / 2);
    r.rotate(radians);
    r.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);
    const square = document.createElement('canvas');
    square.width = AVATAR_EDGE_PX;
    square.height = AVATAR_EDGE_PX;
    const s = square.getContext('2d');
    if (!s) throw new Error('No 2D canvas.');
    s.fillStyle = '#ffffff';
    s.fillRect(0, 0, AVATAR_EDGE_PX, AVATAR_EDGE_PX);
    const { x, y, width, height } = edit.crop;
    s.drawImage(rotated, x, y, width, height, 0, 0, AVATAR_EDGE_PX, AVATAR_EDGE_PX);
    for (const quality of [0.9, 0.75, 0.6, 0.45]) {
      const blob = await toBlob(square, quality);
      if (blob.size <= AVATAR_MAX_BYTES) return await base64Of(blob);
    }
    throw new Error('The image stays over the size limit.');
  } finally {
    URL.revokeObjectURL(url);
  }
};
