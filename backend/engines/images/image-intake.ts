import sharp, { type Sharp } from 'sharp';
import { ValidationError } from '../../core/errors.ts';
import type { ImageIntake, PreparedImage } from '../../ports/image-intake.ts';
import { sniffImageType } from './sniff.ts';

/** Refuse decompression bombs: no more pixels than a 50 MP camera makes. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Stored photos are at most this many pixels (larger ones are scaled down once, at upload). */
export const MAX_STORED_PIXELS = 16_000_000;
export const UNSUPPORTED_TYPE = 'Unsupported file: please upload a JPEG, PNG, WebP or HEIC image';
const UNREADABLE = 'The image could not be read: the file may be damaged';

const tooManyPixels = (w: number, h: number) =>
  new ValidationError(
    `Image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels are accepted (this one is ${w}×${h})`,
  );

/** HEIC/HEVC is not decodable by prebuilt sharp: decode with heic-decode to raw RGBA first. */
const decodeHeic = async (bytes: Buffer): Promise<Opened> => {
  const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => undefined);
  if (meta?.width && meta.height && meta.width * meta.height > MAX_INPUT_PIXELS)
    throw tooManyPixels(meta.width, meta.height);
  const { default: decode } = await import('heic-decode');
  const image = await decode({ buffer: new Uint8Array(bytes) }).catch(() => {
    throw new ValidationError(UNREADABLE);
  });
  if (image.width * image.height > MAX_INPUT_PIXELS) throw tooManyPixels(image.width, image.height);
  const raw = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  const opened = sharp(raw, { raw: { width: image.width, height: image.height, channels: 4 } });
  return { image: opened, width: image.width, height: image.height };
};

type Opened = { image: Sharp; width: number; height: number };

const openImage = async (bytes: Buffer, type: string): Promise<Opened> => {
  if (type === 'image/heic') return decodeHeic(bytes);
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const meta = await image.metadata().catch((error: unknown) => {
    if (String(error).includes('pixel limit'))
      throw new ValidationError('Image is too large: at most 50 megapixels are accepted');
    throw new ValidationError(UNREADABLE);
  });
  if (!meta.width || !meta.height) throw new ValidationError(UNREADABLE);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw tooManyPixels(meta.width, meta.height);
  return { image: image.rotate(), width: meta.width, height: meta.height }; // rotate: EXIF orientation
};

/** The default intake: bytes → type check → bounds → upright sRGB JPEG (≤ 16 MP). */
export const localImageIntake: ImageIntake = {
  prepare: async (bytes: Buffer): Promise<PreparedImage> => {
    const sourceType = sniffImageType(bytes);
    if (!sourceType) throw new ValidationError(UNSUPPORTED_TYPE);
    const { image, width, height } = await openImage(bytes, sourceType);
    const scale = Math.min(1, Math.sqrt(MAX_STORED_PIXELS / (width * height)));
    const box = Math.floor(Math.max(width, height) * scale);
    try {
      const { data, info } = await image
        .resize({ width: box, height: box, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .toColourspace('srgb')
        .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
        .toBuffer({ resolveWithObject: true });
      return { jpeg: data, width: info.width, height: info.height, sourceType };
    } catch {
      throw new ValidationError(UNREADABLE);
    }
  },
};
