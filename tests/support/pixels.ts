import sharp from 'sharp';
import type { SurfaceMasks } from '../../backend/ports/image-analyzer.ts';

export type PixelReport = {
  /** Pixels at least `margin` mask cells away from every surface. */
  outside: number;
  /** Of those, how many differ by more than `tolerance` in any channel. */
  changedOutside: number;
  /** Pixels on or next to a surface that changed by more than `tolerance`. */
  changedInside: number;
  total: number;
};

/**
 * Compares an after-image with its photo through the surface masks: what changed outside the
 * painted surfaces (should be nothing beyond JPEG rounding) and inside them.
 */
export const comparePixels = async (
  before: Buffer,
  after: Buffer,
  masks: SurfaceMasks,
  margin = 3,
  tolerance = 8,
): Promise<PixelReport> => {
  const [a, b] = await Promise.all(
    [after, before].map((img) =>
      sharp(img).removeAlpha().raw().toBuffer({ resolveWithObject: true }),
    ),
  );
  if (a!.info.width !== b!.info.width || a!.info.height !== b!.info.height)
    throw new Error('The images differ in size');
  const { width, height } = b!.info;
  const { maskWidth: mw, maskHeight: mh } = masks;
  const near = new Uint8Array(mw * mh);
  for (let y = 0; y < mh; y++) {
    for (let x = 0; x < mw; x++) {
      const i = y * mw + x;
      if (masks.mainBody[i]! + masks.trim[i]! + masks.accents[i]! === 0) continue;
      for (let dy = -margin; dy <= margin; dy++) {
        for (let dx = -margin; dx <= margin; dx++) {
          const yy = y + dy;
          const xx = x + dx;
          if (yy >= 0 && yy < mh && xx >= 0 && xx < mw) near[yy * mw + xx] = 1;
        }
      }
    }
  }
  const report: PixelReport = {
    outside: 0,
    changedOutside: 0,
    changedInside: 0,
    total: width * height,
  };
  for (let y = 0; y < height; y++) {
    const my = Math.floor((y * mh) / height);
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 3;
      const diff = Math.max(
        Math.abs(a!.data[p]! - b!.data[p]!),
        Math.abs(a!.data[p + 1]! - b!.data[p + 1]!),
        Math.abs(a!.data[p + 2]! - b!.data[p + 2]!),
      );
      if (near[my * mw + Math.floor((x * mw) / width)]) {
        if (diff > tolerance) report.changedInside++;
      } else {
        report.outside++;
        if (diff > tolerance) report.changedOutside++;
      }
    }
  }
  return report;
};
