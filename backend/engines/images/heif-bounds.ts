import { ValidationError } from '../../core/errors.ts';
import { readHeifLayout, type HeifLayout, type Size } from './heif-layout.ts';
import { MalformedBoxError } from './isobmff.ts';
import { MAX_INPUT_PIXELS, tooManyPixels, UNREADABLE } from './limits.ts';

/** Item types a HEIF decoder turns into pixels: each must declare its size (ispe). */
const IMAGE_ITEM_TYPES = new Set([
  'hvc1',
  'hev1',
  'av01',
  'avc1',
  'vvc1',
  'jpeg',
  'j2k1',
  'unci',
  'grid',
  'iovl',
  'iden',
  'tmap',
]);

const layoutOf = (bytes: Buffer): HeifLayout => {
  try {
    return readHeifLayout(bytes);
  } catch (error) {
    if (error instanceof MalformedBoxError) throw new ValidationError(UNREADABLE);
    throw error;
  }
};

const checkSize = ({ width, height }: Size) => {
  if (width < 1 || height < 1) throw new ValidationError(UNREADABLE);
  if (width * height > MAX_INPUT_PIXELS) throw tooManyPixels(width, height);
};

/**
 * Reads the boxes of a HEIF file, without decoding anything, and refuses it unless every image
 * in it (each ispe, and each grid or overlay canvas) is within the pixel bound and the primary
 * image declares its size. Returns the primary image's declared size.
 */
export const checkHeifBounds = (bytes: Buffer): Size => {
  const layout = layoutOf(bytes);
  for (const size of layout.ispes) checkSize(size);
  for (const item of layout.items.values()) {
    if (item.canvas) checkSize(item.canvas);
    if (IMAGE_ITEM_TYPES.has(item.type) && !item.ispe) throw new ValidationError(UNREADABLE);
  }
  const primary = layout.items.get(layout.primaryId);
  if (!primary?.ispe || !IMAGE_ITEM_TYPES.has(primary.type)) throw new ValidationError(UNREADABLE);
  return primary.ispe;
};
