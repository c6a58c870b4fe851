import sharp from 'sharp';
import type { ImageFormat, ImageVariants, ImageWidth } from '../../ports/image-variants.ts';
import type { ObjectStorage } from '../../ports/object-storage.ts';

/** Bump when the encoding below changes, so cached copies are made again. */
export const VARIANT_VERSION = 1;

export const variantKey = (sourceKey: string, width: ImageWidth, format: ImageFormat): string =>
  `variants/v${VARIANT_VERSION}/${sourceKey}.w${width}.${format === 'webp' ? 'webp' : 'jpg'}`;

const encode = async (original: Buffer, width: ImageWidth, format: ImageFormat) => {
  const resized = sharp(original).resize({ width, withoutEnlargement: true });
  return format === 'webp'
    ? { data: await resized.webp({ quality: 78 }).toBuffer(), contentType: 'image/webp' }
    : {
        data: await resized.jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
        contentType: 'image/jpeg',
      };
};

/**
 * sharp-made variants cached in `storage` under variants/v<N>/<source key>.w<width>.<ext>.
 * Parallel requests for one missing variant share a single resize.
 */
export const cachedImageVariants = (storage: ObjectStorage): ImageVariants => {
  const making = new Map<string, Promise<{ data: Buffer; contentType: string } | undefined>>();
  const make = async (sourceKey: string, width: ImageWidth, format: ImageFormat, key: string) => {
    const original = await storage.get(sourceKey);
    if (!original) return undefined;
    const variant = await encode(original.data, width, format);
    await storage.put(key, variant.data, variant.contentType);
    return variant;
  };
  return {
    get: async (sourceKey, width, format) => {
      const key = variantKey(sourceKey, width, format);
      const cached = await storage.get(key);
      if (cached) return cached;
      let pending = making.get(key);
      if (!pending) {
        pending = make(sourceKey, width, format, key).finally(() => making.delete(key));
        making.set(key, pending);
      }
      return pending;
    },
  };
};
