/**
 * A photo is made smaller before it goes: its long side at most MAX_SIDE px, re-encoded as JPEG, which takes a phone's
 * 4,000 px, 5–12 MB photo to well under 1 MB. What the browser cannot decode (a HEIC photo outside Safari, a PDF)
 * goes as it is.
 */
const MAX_SIDE = 2000;
const JPEG_QUALITY = 0.82;
/** A small image that needs no scaling is sent as it is: re-encoding it would gain nothing. */
const SMALL_ENOUGH_BYTES = 1024 * 1024;

/** The decoded photo, no larger than MAX_SIDE on its long side; `scaled` when it had to be made smaller. */
export type Photo = { bitmap: ImageBitmap; scaled: boolean };
export type PreparedFile = { blob: Blob; name: string; resized: boolean };

const jpegName = (name: string) => `${name.replace(/\.[^.]+$/, '') || 'foto'}.jpg`;

/** The photo decoded (and scaled down), or null when the browser cannot decode it. */
export async function decodePhoto(file: Blob): Promise<Photo | null> {
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return null;
  try {
    const full = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(full.width, full.height));
    if (scale === 1) return { bitmap: full, scaled: false };
    const width = Math.round(full.width * scale);
    const height = Math.round(full.height * scale);
    full.close();
    const bitmap = await createImageBitmap(file, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
    return { bitmap, scaled: true };
  } catch {
    return null;
  }
}

/** The bitmap's pixels on a white canvas (JPEG has no transparency: transparent parts become white, not black). */
export function drawnOnCanvas(bitmap: ImageBitmap): HTMLCanvasElement | null {
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0);
  return canvas;
}

/** What is uploaded for a chosen file: the photo made smaller as JPEG, or the file itself. */
export async function prepareForUpload(file: File, photo: Photo | null): Promise<PreparedFile> {
  const asIs = { blob: file, name: file.name, resized: false };
  if (!photo || (!photo.scaled && file.size <= SMALL_ENOUGH_BYTES)) return asIs;
  const canvas = drawnOnCanvas(photo.bitmap);
  const jpeg =
    canvas && (await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY)));
  return jpeg && jpeg.size < file.size ? { blob: jpeg, name: jpegName(file.name), resized: true } : asIs;
}
