/** Decoding helpers built on sharp. */
import sharp from 'sharp';

/** Long side (px) of the analysis working resolution. */
export const WORK_LONG_SIDE = 320;

/** Packed RGB pixels of a w x h image. */
export interface RgbImage {
  w: number;
  h: number;
  rgb: Uint8Array;
}

export interface WorkingImage extends RgbImage {
  /** Original (decoded) size. */
  width: number;
  height: number;
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

/** The image resized to w x h (up or down). */
export async function resizeRgb(img: RgbImage, w: number, h: number): Promise<RgbImage> {
  if (w === img.w && h === img.h) return img;
  const data = await sharp(img.rgb, { raw: { width: img.w, height: img.h, channels: 3 } })
    .resize(w, h, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer();
  return { w, h, rgb: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/** The image scaled (up or down) to the given long side. */
export function atLongSide(img: RgbImage, side: number): Promise<RgbImage> {
  const s = side / Math.max(img.w, img.h);
  return resizeRgb(img, Math.max(1, Math.round(img.w * s)), Math.max(1, Math.round(img.h * s)));
}
