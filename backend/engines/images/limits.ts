import { ValidationError } from '../../core/errors.ts';

/** Refuse decompression bombs: no more pixels than a 50 MP camera makes. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Stored photos are at most this many pixels (larger ones are scaled down once, at upload). */
export const MAX_STORED_PIXELS = 16_000_000;
export const UNSUPPORTED_TYPE = 'Unsupported file: please upload a JPEG, PNG, WebP or HEIC image';
export const UNREADABLE = 'The image could not be read: the file may be damaged';

export const tooManyPixels = (w: number, h: number): ValidationError =>
  new ValidationError(
    `Image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels are accepted (this one is ${w}×${h})`,
  );
