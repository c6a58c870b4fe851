// Makes a photo or scan of a page easier to OCR: upright (EXIF), a workable size, even lighting
// (each pixel divided by its blurred surroundings, so shading and shadows vanish), deskewed by the
// angle at which the text lines line up best, and binarised (Otsu) when that keeps the text.
import sharp from 'sharp';
import { UnreadableDocumentError } from '../../ports/document-text.ts';

/** Larger pictures are refused before decoding (a decompression bomb stays a small file). */
export const MAX_INPUT_PIXELS = 60_000_000;
const MAX_EDGE = 2600;
const MIN_EDGE = 1400;

type Grey = { data: Uint8Array; width: number; height: number };

async function toGrey(image: Buffer): Promise<Grey> {
  try {
    const meta = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const long = Math.max(
      meta.autoOrient?.width ?? meta.width,
      meta.autoOrient?.height ?? meta.height,
    );
    const scale = long > MAX_EDGE ? MAX_EDGE / long : long < MIN_EDGE ? MIN_EDGE / long : 1;
    const { data, info } = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: Math.round((meta.autoOrient?.width ?? meta.width) * scale) })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data: new Uint8Array(data), width: info.width, height: info.height };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new UnreadableDocumentError(
      /pixel limit/i.test(reason)
        ? 'The picture is too large to read (more than 60 megapixels).'
        : 'The picture is damaged and cannot be read.',
    );
  }
}

/** Divides out the page's lighting: background becomes white whatever the shading. */
async function flatten(g: Grey): Promise<Grey> {
  const sigma = Math.max(8, Math.round(Math.min(g.width, g.height) / 40));
  const background = await sharp(Buffer.from(g.data), {
    raw: { width: g.width, height: g.height, channels: 1 },
  })
    .median(5)
    .blur(sigma)
    .raw()
    .toBuffer();
  const out = new Uint8Array(g.data.length);
  for (let i = 0; i < out.length; i++) {
    const bg = Math.max(background[i]!, 1, g.data[i]!);
    out[i] = Math.min(255, Math.round((g.data[i]! / bg) * 255));
  }
  return { ...g, data: out };
}

function otsu(data: Uint8Array): number {
  const hist = new Array<number>(256).fill(0);
  for (const v of data) hist[v]!++;
  let sum = 0;
  hist.forEach((n, v) => (sum += n * v));
  let sumB = 0;
  let weightB = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    weightB += hist[t]!;
    if (weightB === 0) continue;
    const weightF = data.length - weightB;
    if (weightF === 0) break;
    sumB += t * hist[t]!;
    const between = weightB * weightF * (sumB / weightB - (sum - sumB) / weightF) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

/** Skew in degrees (text lines rising to the right are positive), from -12 to 12. */
export function estimateSkew(g: Grey, threshold: number): number {
  const step = Math.max(1, Math.round(g.width / 700));
  const dark: number[] = [];
  for (let y = 0; y < g.height; y += step)
    for (let x = 0; x < g.width; x += step)
      if (g.data[y * g.width + x]! < threshold) dark.push(x, y);
  const score = (deg: number): number => {
    const t = Math.tan((deg * Math.PI) / 180);
    const rows = new Map<number, number>();
    for (let i = 0; i < dark.length; i += 2) {
      const row = Math.round((dark[i + 1]! + dark[i]! * t) / step);
      rows.set(row, (rows.get(row) ?? 0) + 1);
    }
    let s = 0;
    for (const n of rows.values()) s += n * n;
    return s;
  };
  const search = (from: number, to: number, by: number, start: number): number => {
    let best = start;
    let bestScore = score(start);
    for (let d = from; d <= to + 1e-9; d += by) {
      const s = score(d);
      if (s > bestScore) [best, bestScore] = [d, s];
    }
    return best;
  };
  const coarse = search(-12, 12, 1, 0);
  return search(coarse - 1, coarse + 1, 0.1, coarse);
}

/** A PNG ready for OCR. */
export async function prepareForOcr(image: Buffer): Promise<Buffer> {
  const flat = await flatten(await toGrey(image));
  const threshold = otsu(flat.data);
  const skew = estimateSkew(flat, threshold);
  let pipeline = sharp(Buffer.from(flat.data), {
    raw: { width: flat.width, height: flat.height, channels: 1 },
  });
  if (Math.abs(skew) >= 0.3) pipeline = pipeline.rotate(skew, { background: '#ffffff' });
  return pipeline.threshold(threshold).png().toBuffer();
}
