/** Decoding helpers built on sharp. */
import sharp from 'sharp';

/** Long side (px) of the analysis working resolution. */
export const WORK_LONG_SIDE = 320;

export interface WorkingImage {
  /** Original (decoded) size. */
  width: number;
  height: number;
  /** Working-resolution size and packed RGB pixels. */
  w: number;
  h: number;
  rgb: Uint8Array;
}

export function workingSize(width: number, height: number, longSide: number): [number, number] {
  const s = Math.min(1, longSide / Math.max(width, height));
  return [Math.max(1, Math.round(width * s)), Math.max(1, Math.round(height * s))];
}

export async function imageSize(image: Buffer): Promise<[number, number]> {
  const meta = await sharp(image).metadata();
  if (!meta.width || !meta.height) throw new Error('Unreadable image');
  return [meta.width, meta.height];
}

export async function loadWorking(image: Buffer, longSide = WORK_LONG_SIDE): Promise<WorkingImage> {
  const [width, height] = await imageSize(image);
  const [w, h] = workingSize(width, height, longSide);
  const { data } = await sharp(image)
    .resize(w, h, { fit: 'fill', kernel: 'linear' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width, height, w, h, rgb: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/** Full-resolution packed RGB decode. */
export async function loadFull(
  image: Buffer,
): Promise<{ rgb: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { rgb: data, width: info.width, height: info.height };
}
